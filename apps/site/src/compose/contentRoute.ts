import type { Locale } from "@rawafed/i18n";
import type { PageContent, StaticPageId } from "../content/schema";
import { getPageContent } from "../runtime/serverFns";
import type { LaidOutPageId, PageId, pages } from "../site/pages";
import { pageHead } from "./head";

// The route options of a content page: its loader and its head, from its page id. They are in the
// router's own chunk (every route's are), so this module stays light: the page's component is in
// `RoutePage`, which the route names as its `component` so that TanStack's code splitting puts it
// (and its layout, sections and styles) in the route's chunk. A call returning `component` too
// would leave the splitter nothing to split.

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page a content route draws (`contentRoute`), read by `RoutePage`. */
    pageId?: ContentPageId;
  }
}

/** Pages a content route can draw: static pages with copy of their own and a layout. */
export type ContentPageId = StaticPageId & LaidOutPageId;

type RouterSegments<Slug extends string> = Slug extends `${infer Head}/${infer Rest}`
  ? `${RouterSegment<Head>}/${RouterSegments<Rest>}`
  : RouterSegment<Slug>;
type RouterSegment<Segment extends string> = Segment extends `:${infer Name}`
  ? `$${Name}`
  : Segment;

/**
 * The id of the file route that draws a page: its English slug under `$locale` (an index route
 * ends in `/`), parameters as `$name`.
 */
export type RouteIdOf<Id extends PageId> =
  | `/$locale/${RouterSegments<(typeof pages)[Id]["en"]>}`
  | `/$locale/${RouterSegments<(typeof pages)[Id]["en"]>}/`;

interface LoaderContext {
  params: { locale: Locale };
}

/**
 * What `head` asks of the route it is given to: the route of the page, so a page id given to the
 * wrong route file does not compile.
 */
interface HeadContext<Id extends ContentPageId, Data> {
  params: { locale: Locale };
  loaderData?: Data;
  match: { routeId: RouteIdOf<Id> };
}

export interface ContentRouteOptions<Id extends ContentPageId, Data> {
  staticData: { pageId: Id };
  loader: (context: LoaderContext) => Promise<Data>;
  // A method, so the overloads below fit one implementation; the router's own `head` is a property
  // and checks its context strictly (that is what refuses a page given to the wrong route).
  head(context: HeadContext<Id, Data>): ReturnType<typeof pageHead> | Record<string, never>;
}

/**
 * A loader's server function for a page with more than its copy (home, news...); it is given the
 * page's id too, so one function can serve several pages (the investors', the board's...).
 */
type Load<Id extends ContentPageId, Data extends { page: PageContent }> = (input: {
  data: { locale: Locale; page: Id; preview?: string };
}) => Promise<Data>;

/**
 * The route options of a content page: its copy (or `load`'s data, with the copy as `page`) loaded
 * through the page's server function, its head (title, description, canonical, alternates) from
 * that copy. Spread into the file route, beside `component` (see `RoutePage`):
 * `createFileRoute("/$locale/about-us")({ ...contentRoute("aboutUs"), component: RoutePage })`.
 */
export function contentRoute<Id extends ContentPageId>(
  pageId: Id,
): ContentRouteOptions<Id, PageContent>;
export function contentRoute<Id extends ContentPageId, Data extends { page: PageContent }>(
  pageId: Id,
  load: Load<Id, Data>,
): ContentRouteOptions<Id, Data>;
export function contentRoute<Id extends ContentPageId>(
  pageId: Id,
  load?: Load<Id, { page: PageContent; preview?: boolean }>,
): ContentRouteOptions<Id, PageContent | { page: PageContent; preview?: boolean }> {
  return {
    staticData: { pageId },
    loader: ({ params }) =>
      (load ?? getPageContent)({ data: { locale: params.locale, page: pageId } }),
    head: ({ params, loaderData }) =>
      loaderData
        ? pageHead({
            locale: params.locale,
            pageId,
            ...("page" in loaderData ? loaderData.page : loaderData),
          })
        : {},
  };
}
