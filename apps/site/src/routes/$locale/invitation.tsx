import { createFileRoute } from "@tanstack/react-router";
import { previewContentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/invitation")({
  ...previewContentRoute("invitation", ({ data }) =>
    getPartsPage({ data: { ...data, page: "invitation" } }),
  ),
  component: RoutePage,
});
