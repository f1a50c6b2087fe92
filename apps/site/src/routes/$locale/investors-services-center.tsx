import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { FinancialHighlightsPart } from "../../compose/parts/FinancialHighlightsPart";
import { pageWith } from "../../compose/RoutePage";
import { getStaffPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/investors-services-center")({
  ...contentRoute("investorsServicesCenter", getStaffPage),
  component: pageWith(FinancialHighlightsPart),
});
