import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../../compose/contentRoute";
import { ServiceList } from "../../../compose/parts/ServiceList";
import { pageWith } from "../../../compose/RoutePage";
import { getServices } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/services/")({
  ...contentRoute("services", getServices),
  component: pageWith(ServiceList),
});
