import { createFileRoute } from "@tanstack/react-router";
import { AccountSettingsScreen } from "../../../compose/accounts/AccountSettingsScreen";
import { nextSearch } from "../../../compose/accounts/guards";
import { unlistedHead } from "../../../compose/head";
import { getPasskeys } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/account/settings")({
  validateSearch: nextSearch,
  loader: () => getPasskeys(),
  head: ({ params }) => unlistedHead(params.locale, "accountSettings"),
  component: function AccountSettings() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const { next } = Route.useSearch();
    const passkeys = Route.useLoaderData();
    return (
      <AccountSettingsScreen locale={locale} viewer={viewer} passkeys={passkeys} next={next} />
    );
  },
});
