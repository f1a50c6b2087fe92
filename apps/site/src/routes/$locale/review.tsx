import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../compose/accounts/guards";
import { unlistedHead, unlistedHeaders } from "../../compose/head";
import { ReviewScreen } from "../../compose/review/ReviewScreen";
import { REVIEW_ROLES } from "../../server/accounts/roles";
import { readReviewSearch } from "../../server/review/sections";

type ConsoleInput = Parameters<typeof import("../../server/review/pages")["getReviewConsole"]>[0];

// Loaded on first call, as `runtime/serverFns.ts` does for the site's other server functions.
const getReviewConsole = async (input: ConsoleInput) =>
  (await import("../../server/review/pages")).getReviewConsole(input);

/** The reviewing team's console (CONTRACT.md): reviewers and admins; the server checks again. */
export const Route = createFileRoute("/$locale/review")({
  // Read with the console's code, not in the first load every visitor's page carries: the search
  // as it came, read leniently by the loader; the loader with the component.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ params, location }) => requireRole(params.locale, location, REVIEW_ROLES),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) =>
    getReviewConsole({ data: { locale: params.locale, ...readReviewSearch(deps) } }),
  headers: unlistedHeaders,
  head: ({ params }) => unlistedHead(params.locale, "review"),
  component: function Review() {
    const { locale } = Route.useParams();
    const { viewer } = Route.useRouteContext();
    const data = Route.useLoaderData();
    return <ReviewScreen locale={locale} viewer={viewer} data={data} />;
  },
});
