import { createFileRoute } from "@tanstack/react-router";
import { orLogin, requireRole } from "../../../compose/accounts/guards";
import { MyTeamsScreen } from "../../../compose/comics/TeamScreens";
import { unlistedHead } from "../../../compose/head";
import { getMyTeams } from "../../../runtime/serverFns";
import { UPLOAD_ROLES } from "../../../server/accounts/roles";

/** A translator's teams: make one, lead its members, leave; anyone else gets 403. */
export const Route = createFileRoute("/$locale/account/teams")({
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  loader: async ({ params, location }) => orLogin(await getMyTeams(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountTeams"),
  component: function MyTeams() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <MyTeamsScreen locale={locale} viewer={viewer} mine={Route.useLoaderData()} />;
  },
});
