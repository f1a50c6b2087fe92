import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../../compose/contentRoute";
import { BlogList } from "../../../compose/parts/BlogList";
import { pageWith } from "../../../compose/RoutePage";
import { getBlogsAndPage } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/blogs/")({
  ...contentRoute("blogs", getBlogsAndPage),
  component: pageWith(BlogList),
});
