import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getStaffPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/regulations-and-policies")({
  ...contentRoute("regulationsAndPolicies", getStaffPage),
  component: RoutePage,
});
