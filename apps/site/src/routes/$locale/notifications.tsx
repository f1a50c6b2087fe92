import { createFileRoute } from "@tanstack/react-router";
import { orLogin, requireViewer } from "../../compose/accounts/guards";
import { NotificationsPage } from "../../compose/comics/AccountListScreens";
import { loadReader } from "../../compose/comics/reader";
import { unlistedHead, unlistedHeaders } from "../../compose/head";
import { getNotifications } from "../../runtime/serverFns";

/** A reader's notifications: a visitor logs in first. */
export const Route = createFileRoute("/$locale/notifications")({
  beforeLoad: async ({ params, location }) => {
    await requireViewer(params.locale, location);
    return { reader: await loadReader() };
  },
  loader: async ({ params, location }) =>
    orLogin(await getNotifications(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "notifications"),
  headers: unlistedHeaders,
  component: function Notifications() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    return <NotificationsPage locale={locale} reader={reader} groups={Route.useLoaderData()} />;
  },
});
