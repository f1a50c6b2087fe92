import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { paramNotFound } from "../../../compose/notFound";
import { UploadComicScreen } from "../../../compose/uploads/UploadScreens";
import { text } from "../../../runtime/searchReaders";
import { getEditableComic } from "../../../runtime/serverFns";
import { UPLOAD_ROLES } from "../../../server/accounts/roles";

/** `?edit=<comic id>`: one of the translator's comics, not yet published, to edit. */
const search = (input: Record<string, unknown>) => ({ edit: text(input.edit, 100) });

/** A translator uploads a comic (or edits one): a visitor logs in first, anyone else gets 403. */
export const Route = createFileRoute("/$locale/upload/comic")({
  validateSearch: search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  loaderDeps: ({ search: { edit } }) => ({ edit }),
  loader: async ({ deps, location }) => {
    if (!deps.edit) return { editing: null };
    const editing = await getEditableComic({ data: deps });
    if (!editing) throw paramNotFound(location.href);
    return { editing };
  },
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "uploadComic"),
  component: function UploadComic() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const { editing } = Route.useLoaderData();
    return <UploadComicScreen locale={locale} viewer={viewer} editing={editing} />;
  },
});
