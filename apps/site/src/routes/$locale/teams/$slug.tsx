import { createFileRoute, useLocation } from "@tanstack/react-router";
import { comicsHead } from "../../../compose/comics/head";
import { TeamScreen } from "../../../compose/comics/TeamScreens";
import { paramNotFound } from "../../../compose/notFound";
import { getTeamPage } from "../../../runtime/serverFns";

/** A translation team's page: its members, languages, followers and credited chapters. */
export const Route = createFileRoute("/$locale/teams/$slug")({
  loader: async ({ params, location }) => {
    const page = await getTeamPage({ data: { slug: params.slug } });
    if (!page) throw paramNotFound(location.href);
    return page;
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? comicsHead(params.locale, "translationTeam", {
          params: { slug: params.slug },
          title: loaderData.team.name,
        })
      : {},
  component: function Team() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    const path = useLocation({ select: (location) => location.href });
    return <TeamScreen locale={locale} reader={reader} page={Route.useLoaderData()} path={path} />;
  },
});
