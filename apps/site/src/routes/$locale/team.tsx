import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/team")({
  ...contentRoute("team", ({ data }) => getPartsPage({ data: { ...data, page: "team" } })),
  component: RoutePage,
});
