import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/event")({
  ...contentRoute("event", ({ data }) => getPartsPage({ data: { ...data, page: "event" } })),
  component: RoutePage,
});
