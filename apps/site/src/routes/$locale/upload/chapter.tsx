import { createFileRoute } from "@tanstack/react-router";
import { orLogin, requireRole } from "../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { UploadChapterScreen } from "../../../compose/uploads/UploadScreens";
import { text } from "../../../runtime/searchReaders";
import { getMyComicChoices } from "../../../runtime/serverFns";
import { UPLOAD_ROLES } from "../../../server/accounts/roles";

/**
 * `?comic=<slug>` chooses one of the translator's comics at first; `?revision=<chapter id>` uploads
 * a new translation of one of their published chapters. Anything else is ignored.
 */
const search = (input: Record<string, unknown>) => ({
  comic: text(input.comic, 200),
  revision: text(input.revision, 200),
});

/** A translator uploads a chapter of one of their comics. */
export const Route = createFileRoute("/$locale/upload/chapter")({
  validateSearch: search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  loaderDeps: ({ search: { revision } }) => ({ revision }),
  loader: async ({ params, location, deps }) =>
    orLogin(await getMyComicChoices({ data: deps }), params.locale, location),
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "uploadChapter"),
  component: function UploadChapter() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const { comic } = Route.useSearch();
    return (
      <UploadChapterScreen
        locale={locale}
        viewer={viewer}
        choices={Route.useLoaderData()}
        preselect={comic}
      />
    );
  },
});
