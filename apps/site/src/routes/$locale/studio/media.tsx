import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../compose/head";
import { MediaScreen } from "../../../compose/studio/MediaScreen";
import { STUDIO_ROLES } from "../../../server/accounts/roles";
import { isMediaNotice } from "../../../server/studio/mediaNotices";

type LibraryInput = Parameters<
  typeof import("../../../server/studio/mediaPages")["getMediaLibrary"]
>[0];

// Loaded on first call, as `runtime/serverFns.ts` does for the site's other server functions.
const getMediaLibrary = async (input: LibraryInput) =>
  (await import("../../../server/studio/mediaPages")).getMediaLibrary(input);

/** The studio's media library (CONTRACT.md, "Editorial"): editors, publishers and admins. */
export const Route = createFileRoute("/$locale/studio/media")({
  // Read with the page's code, not in the first load every visitor's page carries: the search
  // as it came (the loader and component read it leniently), the loader with the component.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, STUDIO_ROLES),
  loader: ({ params }) => getMediaLibrary({ data: { locale: params.locale } }),
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "studioMedia"),
  component: function StudioMedia() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    // `?notice=`: what the page's last form post left to say (one of a closed list).
    const { notice } = Route.useSearch();
    const { images } = Route.useLoaderData();
    return (
      <MediaScreen
        locale={locale}
        viewer={viewer}
        images={images}
        notice={isMediaNotice(notice) ? notice : undefined}
      />
    );
  },
});
