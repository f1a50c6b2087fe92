import { createFileRoute } from "@tanstack/react-router";
import { AccountSettingsScreen } from "../../../compose/accounts/AccountSettingsScreen";
import { unlistedHead } from "../../../compose/head";

export const Route = createFileRoute("/$locale/account/settings")({
  head: ({ params }) => unlistedHead(params.locale, "accountSettings"),
  component: function AccountSettings() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <AccountSettingsScreen locale={locale} viewer={viewer} />;
  },
});
