import { createFileRoute } from "@tanstack/react-router";
import { AccountScreen } from "../../../compose/accounts/AccountScreen";
import { unlistedHead } from "../../../compose/head";

export const Route = createFileRoute("/$locale/account/")({
  head: ({ params }) => unlistedHead(params.locale, "account"),
  component: function Account() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <AccountScreen locale={locale} viewer={viewer} />;
  },
});
