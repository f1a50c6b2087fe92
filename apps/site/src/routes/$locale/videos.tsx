import { createFileRoute } from "@tanstack/react-router";
import { previewContentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/videos")({
  ...previewContentRoute("videos", ({ data }) =>
    getPartsPage({ data: { ...data, page: "videos" } }),
  ),
  component: RoutePage,
});
