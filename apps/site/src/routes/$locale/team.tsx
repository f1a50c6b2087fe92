import { createFileRoute } from "@tanstack/react-router";
import { previewContentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/team")({
  ...previewContentRoute("team", ({ data }) => getPartsPage({ data: { ...data, page: "team" } })),
  component: RoutePage,
});
