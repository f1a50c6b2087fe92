import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../../../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../../../../compose/head";
import { paramNotFound } from "../../../../../compose/notFound";
import { StudioEditorScreen } from "../../../../../compose/studio/StudioEditorScreen";
import { isStudioKind, readStudioLang } from "../../../../../compose/studio/search";
import { STUDIO_ROLES } from "../../../../../server/accounts/roles";

type ItemInput = Parameters<
  typeof import("../../../../../server/studio/pages")["getStudioItem"]
>[0];
const getStudioItem = async (input: ItemInput) =>
  (await import("../../../../../server/studio/pages")).getStudioItem(input);
const getChartEntries = async (locale: "en" | "ar") =>
  (await import("../../../../../server/studio/pages")).getChartEntries({ data: { locale } });

/** An item's editor on one language version (`?lang=`); `new` for an item not saved yet. */
export const Route = createFileRoute("/$locale/studio/$kind/$item/")({
  // Read with the page's code, not in the first load every visitor's page carries: the search
  // as it came (the loader and component read it leniently), the loader with the component.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, STUDIO_ROLES),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, location }) => {
    if (!isStudioKind(params.kind)) throw paramNotFound(location.href);
    // An organization chart entry reports to another: the editor offers them.
    const chart = params.kind === "org" ? await getChartEntries(params.locale) : [];
    if (params.item === "new") return { page: null, chart };
    const page = await getStudioItem({
      data: { locale: params.locale, kind: params.kind, id: params.item },
    });
    if (!page) throw paramNotFound(location.href);
    return { page, chart };
  },
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "studioItem"),
  component: function StudioItem() {
    const { locale, kind } = Route.useParams();
    const { lang } = readStudioLang(Route.useSearch());
    const { viewer } = Route.useRouteContext();
    const { page, chart } = Route.useLoaderData();
    return (
      <StudioEditorScreen
        locale={locale}
        viewer={viewer}
        kind={kind as never}
        lang={lang ?? locale}
        data={page}
        chart={chart}
      />
    );
  },
});
