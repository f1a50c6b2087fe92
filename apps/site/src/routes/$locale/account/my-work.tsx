import { createFileRoute } from "@tanstack/react-router";
import { orLogin, requireRole } from "../../../compose/accounts/guards";
import { unlistedHead } from "../../../compose/head";
import { MyWorkScreen } from "../../../compose/uploads/MyWorkScreen";
import { getMyWork } from "../../../runtime/serverFns";
import { UPLOAD_ROLES } from "../../../server/accounts/roles";

/** A translator's own uploads and their review states; anyone else gets 403. */
export const Route = createFileRoute("/$locale/account/my-work")({
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  loader: async ({ params, location }) => orLogin(await getMyWork(), params.locale, location),
  head: ({ params }) => unlistedHead(params.locale, "accountMyWork"),
  component: function MyWork() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <MyWorkScreen locale={locale} viewer={viewer} comics={Route.useLoaderData()} />;
  },
});
