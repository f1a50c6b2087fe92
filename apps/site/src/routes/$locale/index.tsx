import { DefaultLayout, NewsList } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { interaction } from "@tanstack/react-start/hydration";
import { newsSummaries } from "../../compose/articles";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getHome } from "../../runtime/serverFns";
import { pagePath } from "../../site/paths";

export const Route = createFileRoute("/$locale/")({
  loader: ({ params }) => getHome({ data: { locale: params.locale } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "home",
          ...loaderData.page,
        })
      : {},
  component: HomePage,
});

function HomePage() {
  const t = useT();
  const { locale } = Route.useParams();
  const { page, news } = Route.useLoaderData();
  return (
    <ContentPage pageId="home" layout={DefaultLayout} content={page}>
      {/* Static like the sections above it: hydrated when the visitor reaches for it; a new
          boundary per language, as an unhydrated one keeps its server HTML. */}
      <Hydrate key={locale} when={interaction()}>
        <NewsList
          heading={t("page.news.title")}
          items={newsSummaries(news, locale)}
          viewAllHref={pagePath("news", locale)}
        />
      </Hydrate>
    </ContentPage>
  );
}
