import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { PreviewRoutePage } from "../../compose/PreviewRoutePage";
import { getStaffPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/organization-chart")({
  ...contentRoute("organizationChart", getStaffPage),
  component: PreviewRoutePage,
});
