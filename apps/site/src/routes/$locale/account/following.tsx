import { createFileRoute } from "@tanstack/react-router";
import { orLogin } from "../../../compose/accounts/guards";
import { FollowingScreen } from "../../../compose/comics/AccountListScreens";
import { unlistedHead } from "../../../compose/head";
import { getFollowing } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/account/following")({
  loader: async ({ params, location }) => orLogin(await getFollowing(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountFollowing"),
  component: function Page() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <FollowingScreen locale={locale} viewer={viewer} data={Route.useLoaderData()} />;
  },
});
