import { createFileRoute } from "@tanstack/react-router";
import { previewContentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/event")({
  ...previewContentRoute("event", ({ data }) => getPartsPage({ data: { ...data, page: "event" } })),
  component: RoutePage,
});
