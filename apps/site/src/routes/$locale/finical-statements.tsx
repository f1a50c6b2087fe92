import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { FinancialHighlightsPart } from "../../compose/parts/FinancialHighlightsPart";
import { pageWith } from "../../compose/RoutePage";
import { getStaffPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/finical-statements")({
  ...contentRoute("finicalStatements", getStaffPage),
  component: pageWith(FinancialHighlightsPart),
});
