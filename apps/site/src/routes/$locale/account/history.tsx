import { createFileRoute } from "@tanstack/react-router";
import { orLogin } from "../../../compose/accounts/guards";
import { HistoryScreen } from "../../../compose/comics/AccountListScreens";
import { unlistedHead } from "../../../compose/head";
import { getReadingHistory } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/account/history")({
  loader: async ({ params, location }) =>
    orLogin(await getReadingHistory({ data: {} }), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountHistory"),
  component: function Page() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <HistoryScreen locale={locale} viewer={viewer} data={Route.useLoaderData()} />;
  },
});
