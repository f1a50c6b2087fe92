import { createFileRoute } from "@tanstack/react-router";
import { orLogin } from "../../../compose/accounts/guards";
import { MyCommentsScreen } from "../../../compose/comics/AccountListScreens";
import { unlistedHead } from "../../../compose/head";
import { getMyComments } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/account/comments")({
  loader: async ({ params, location }) => orLogin(await getMyComments(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountComments"),
  component: function Page() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <MyCommentsScreen locale={locale} viewer={viewer} data={Route.useLoaderData()} />;
  },
});
