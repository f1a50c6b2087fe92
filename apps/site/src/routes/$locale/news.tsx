import { NewsList, SecondLayout, TextSection } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { newsSummaries } from "../../compose/articles";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getNewsAndPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/news")({
  loader: ({ params }) => getNewsAndPage({ data: { locale: params.locale } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "news",
          ...loaderData.page,
        })
      : {},
  component: NewsPage,
});

function NewsPage() {
  const { locale } = Route.useParams();
  const { page, news } = Route.useLoaderData();
  return (
    <ContentPage pageId="news" layout={SecondLayout} content={page}>
      <NewsList items={newsSummaries(news, locale)} />
      {news.map((article) => (
        <TextSection
          key={article.slug}
          id={article.slug}
          heading={article.title}
          paragraphs={article.body}
        />
      ))}
    </ContentPage>
  );
}
