import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";

export const Route = createFileRoute("/$locale/leaders")({
  ...contentRoute("leaders"),
  component: RoutePage,
});
