import { isLocale } from "@rawafed/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../../../../compose/head";
import { paramNotFound } from "../../../../../../compose/notFound";
import { StudioHistoryScreen } from "../../../../../../compose/studio/StudioHistoryScreen";
import { isStudioKind, readCompareSearch } from "../../../../../../compose/studio/search";
import { STUDIO_ROLES } from "../../../../../../server/accounts/roles";

type HistoryInput = Parameters<
  typeof import("../../../../../../server/studio/pages")["getStudioHistory"]
>[0];
const getStudioHistory = async (input: HistoryInput) =>
  (await import("../../../../../../server/studio/pages")).getStudioHistory(input);

/** A language version's revisions, two compared (`?from=&to=`), old ones restorable. */
export const Route = createFileRoute("/$locale/studio/$kind/$item/history/$lang")({
  // Read with the page's code, not in the first load every visitor's page carries: the search
  // as it came (the loader and component read it leniently), the loader with the component.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, STUDIO_ROLES),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    if (!isStudioKind(params.kind) || !isLocale(params.lang)) throw paramNotFound(location.href);
    const data = await getStudioHistory({
      data: {
        locale: params.locale,
        kind: params.kind,
        id: params.item,
        lang: params.lang,
        ...readCompareSearch(deps),
      },
    });
    if (!data) throw paramNotFound(location.href);
    return data;
  },
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "studioHistory"),
  component: function StudioHistory() {
    const { locale, kind, lang } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const data = Route.useLoaderData();
    return (
      <StudioHistoryScreen
        locale={locale}
        viewer={viewer}
        kind={kind as never}
        lang={lang as never}
        data={data}
      />
    );
  },
});
