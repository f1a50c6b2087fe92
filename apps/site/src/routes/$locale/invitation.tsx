import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { RoutePage } from "../../compose/RoutePage";
import { getPartsPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/invitation")({
  ...contentRoute("invitation", ({ data }) =>
    getPartsPage({ data: { ...data, page: "invitation" } }),
  ),
  component: RoutePage,
});
