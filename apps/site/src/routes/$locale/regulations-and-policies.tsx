import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getDocumentsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/regulations-and-policies")({
  ...contentRoute("regulationsAndPolicies", ({ data }) =>
    getDocumentsPage({ data: { ...data, page: "regulationsAndPolicies" } }),
  ),
  component: RoutePage,
});
