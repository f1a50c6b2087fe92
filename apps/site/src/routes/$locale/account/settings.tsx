import { createFileRoute } from "@tanstack/react-router";
import { AccountSettingsScreen } from "../../../compose/accounts/AccountSettingsScreen";
import { nextSearch } from "../../../compose/accounts/guards";
import { unlistedHead } from "../../../compose/head";
import { getAccountSettings } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/account/settings")({
  validateSearch: nextSearch,
  loader: () => getAccountSettings(),
  head: ({ params }) => unlistedHead(params.locale, "accountSettings"),
  component: function AccountSettings() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const { next } = Route.useSearch();
    const settings = Route.useLoaderData();
    return (
      <AccountSettingsScreen locale={locale} viewer={viewer} settings={settings} next={next} />
    );
  },
});
