import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { UploadComicScreen } from "../../../compose/uploads/UploadScreens";
import { UPLOAD_ROLES } from "../../../server/uploads/access";

/** A translator uploads a comic: a visitor logs in first, anyone else gets 403. */
export const Route = createFileRoute("/$locale/upload/comic")({
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "uploadComic"),
  component: function UploadComic() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    return <UploadComicScreen locale={locale} viewer={viewer} />;
  },
});
