import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getNewsAndPage } from "../../server/content";

export const Route = createFileRoute("/$locale/news")({
  loader: ({ params }) => getNewsAndPage({ data: { locale: params.locale } }),
  head: ({ match, params, loaderData }) =>
    loaderData
      ? pageHead({
          context: match.context,
          locale: params.locale,
          pageId: "news",
          ...loaderData.page,
        })
      : {},
  component: NewsPage,
});

function NewsPage() {
  const { page } = Route.useLoaderData();
  return <ContentPage pageId="news" content={page} />;
}
