import { createFileRoute, useLocation } from "@tanstack/react-router";
import { ComicScreen } from "../../../../compose/comics/ComicScreen";
import { comicsHead } from "../../../../compose/comics/head";
import { shownName } from "../../../../compose/comics/links";
import { paramNotFound } from "../../../../compose/notFound";
import { getComicPage } from "../../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/comics/$comic/")({
  loader: async ({ params, location }) => {
    const page = await getComicPage({ data: { slug: params.comic } });
    if (!page) throw paramNotFound(location.href);
    return page;
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? comicsHead(params.locale, "comic", {
          params: { comic: params.comic },
          title: shownName(params.locale, loaderData.comic).name,
          description: loaderData.comic.description.slice(0, 300),
        })
      : {},
  component: function Comic() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    const path = useLocation({ select: (location) => location.href });
    return <ComicScreen locale={locale} reader={reader} page={Route.useLoaderData()} path={path} />;
  },
});
