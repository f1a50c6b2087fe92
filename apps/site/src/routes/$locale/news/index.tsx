import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../../compose/contentRoute";
import { NewsArticles } from "../../../compose/parts/NewsArticles";
import { pageWith } from "../../../compose/RoutePage";
import { getNewsAndPage } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/news/")({
  ...contentRoute("news", getNewsAndPage),
  component: pageWith(NewsArticles),
});
