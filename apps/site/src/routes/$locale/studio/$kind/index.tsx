import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../../compose/head";
import { paramNotFound } from "../../../../compose/notFound";
import { StudioListScreen } from "../../../../compose/studio/StudioListScreen";
import { isStudioKind, readStudioListSearch } from "../../../../compose/studio/search";
import { STUDIO_ROLES } from "../../../../server/accounts/roles";

type ListInput = Parameters<typeof import("../../../../server/studio/pages")["getStudioList"]>[0];
// Loaded on first call, as the review console's server function is.
const getStudioList = async (input: ListInput) =>
  (await import("../../../../server/studio/pages")).getStudioList(input);

/** A kind's items in the studio, with each language's state: the staff's own list. */
export const Route = createFileRoute("/$locale/studio/$kind/")({
  // Read with the page's code, not in the first load every visitor's page carries: the search
  // as it came (the loader and component read it leniently), the loader with the component.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, STUDIO_ROLES),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    if (!isStudioKind(params.kind)) throw paramNotFound(location.href);
    return getStudioList({
      data: { locale: params.locale, kind: params.kind, ...readStudioListSearch(deps) },
    });
  },
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "studioList"),
  component: function StudioList() {
    const { locale, kind } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const search = readStudioListSearch(Route.useSearch());
    const data = Route.useLoaderData();
    return (
      <StudioListScreen
        locale={locale}
        viewer={viewer}
        kind={kind as never}
        search={search}
        data={data}
      />
    );
  },
});
