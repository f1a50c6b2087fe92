import { createFileRoute } from "@tanstack/react-router";
import { AccountSettingsScreen } from "../../../compose/accounts/AccountSettingsScreen";
import { nextSearch } from "../../../compose/accounts/guards";
import { unlistedHead } from "../../../compose/head";

export const Route = createFileRoute("/$locale/account/settings")({
  validateSearch: nextSearch,
  head: ({ params }) => unlistedHead(params.locale, "accountSettings"),
  component: function AccountSettings() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const { next } = Route.useSearch();
    return <AccountSettingsScreen locale={locale} viewer={viewer} next={next} />;
  },
});
