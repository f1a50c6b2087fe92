import { createFileRoute } from "@tanstack/react-router";
import { orLogin } from "../../../compose/accounts/guards";
import { SavedScreen } from "../../../compose/comics/AccountListScreens";
import { unlistedHead } from "../../../compose/head";
import { getSavedItems } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/account/saved")({
  loader: async ({ params, location }) => orLogin(await getSavedItems(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountSaved"),
  component: function Page() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <SavedScreen locale={locale} viewer={viewer} data={Route.useLoaderData()} />;
  },
});
