import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { pageHead } from "../../../compose/head";
import { paramNotFound } from "../../../compose/notFound";
import { getBlog } from "../../../server/content";

export const Route = createFileRoute("/$locale/blog/$blog")({
  loader: async ({ params, location }) => {
    const article = await getBlog({ data: { locale: params.locale, blog: params.blog } });
    if (!article) throw paramNotFound(location.href);
    return article;
  },
  head: ({ match, params, loaderData }) =>
    loaderData
      ? pageHead({
          context: match.context,
          locale: params.locale,
          pageId: "blog",
          params: { blog: params.blog },
          title: loaderData.title,
          description: loaderData.summary,
        })
      : {},
  component: BlogArticlePage,
});

function BlogArticlePage() {
  const article = Route.useLoaderData();
  return <ContentPage pageId="blog" content={{ title: article.title, lead: article.summary }} />;
}
