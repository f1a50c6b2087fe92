import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getBlogsAndPage } from "../../server/content";

export const Route = createFileRoute("/$locale/blogs")({
  loader: ({ params }) => getBlogsAndPage({ data: { locale: params.locale } }),
  head: ({ match, params, loaderData }) =>
    loaderData
      ? pageHead({
          context: match.context,
          locale: params.locale,
          pageId: "blogs",
          ...loaderData.page,
        })
      : {},
  component: BlogsPage,
});

function BlogsPage() {
  const { page } = Route.useLoaderData();
  return <ContentPage pageId="blogs" content={page} />;
}
