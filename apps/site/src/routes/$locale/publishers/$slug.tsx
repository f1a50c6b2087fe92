import { createFileRoute, useLocation } from "@tanstack/react-router";
import { comicsHead } from "../../../compose/comics/head";
import { PublisherScreen } from "../../../compose/comics/PeopleScreens";
import { paramNotFound } from "../../../compose/notFound";
import { getPublisherPage } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/publishers/$slug")({
  loader: async ({ params, location }) => {
    const page = await getPublisherPage({ data: { slug: params.slug } });
    if (!page) throw paramNotFound(location.href);
    return page;
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? comicsHead(params.locale, "publisher", {
          params: { slug: params.slug },
          title: loaderData.publisher.name,
        })
      : {},
  component: function Publisher() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    const path = useLocation({ select: (location) => location.href });
    return (
      <PublisherScreen locale={locale} reader={reader} page={Route.useLoaderData()} path={path} />
    );
  },
});
