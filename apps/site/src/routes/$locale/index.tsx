import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { HomeNews } from "../../compose/parts/HomeNews";
import { pageWith } from "../../compose/RoutePage";
import { getHome } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/")({
  ...contentRoute("home", getHome),
  component: pageWith(HomeNews),
});
