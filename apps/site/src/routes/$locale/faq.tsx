import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getFaqAndPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/faq")({
  ...contentRoute("faq", getFaqAndPage),
  component: RoutePage,
});
