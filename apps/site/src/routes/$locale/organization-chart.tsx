import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/organization-chart")({
  ...contentRoute("organizationChart", ({ data }) =>
    getPartsPage({ data: { ...data, page: "organizationChart" } }),
  ),
  component: RoutePage,
});
