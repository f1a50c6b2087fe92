import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import { orLogin, requireRole } from "../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { UploadChapterScreen } from "../../../compose/uploads/UploadScreens";
import { getMyComicChoices } from "../../../runtime/serverFns";
import { UPLOAD_ROLES } from "../../../server/uploads/access";

/** `?comic=<slug>` chooses one of the translator's comics at first; anything else is ignored. */
const search = z.object({
  comic: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});

/** A translator uploads a chapter of one of their comics. */
export const Route = createFileRoute("/$locale/upload/chapter")({
  validateSearch: (input) => search.parse(input),
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, UPLOAD_ROLES),
  loader: async ({ params, location }) =>
    orLogin(await getMyComicChoices(), params.locale, location),
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
        comics={Route.useLoaderData()}
        preselect={comic}
      />
    );
  },
});
