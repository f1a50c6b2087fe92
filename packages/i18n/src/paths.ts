import { isLocale, type Locale, otherLocale } from "./locales";

// The path logic of a bilingual site: each page has a slug per locale under the locale prefix
// (`/en/news`, `/ar/الأخبار`). The pages themselves are the app's: it gives its table to
// `createPagePaths` once and uses the functions that come back.

/** One page of an app's table. Apps may add fields of their own (a layout...). */
export interface PageDefinition {
  /** The path after the locale prefix, per locale; `:name` marks a parameter. */
  readonly en: string;
  readonly ar: string;
  /**
   * False for a page reached only from a link in an e-mail: it is not in the navigation, the
   * sitemap or the prerendered pages.
   */
  readonly listed?: false;
}

/** An app's pages by id. */
export type PageTable = { readonly [id: string]: PageDefinition };

export type PageParams = Record<string, string>;

export interface PageMatch<Id extends string = string> {
  locale: Locale;
  pageId: Id;
  params: PageParams;
  /** False when the path used the other locale's slug (e.g. `/ar/news`): it redirects. */
  canonical: boolean;
}

/** The ids of a table's pages that are listed and have no parameters. */
export type StaticPageId<T extends PageTable> = {
  [Id in keyof T & string]: T[Id] extends { readonly listed: false }
    ? never
    : T[Id]["en"] extends `${string}:${string}`
      ? never
      : Id;
}[keyof T & string];

/** A percent-encoded path as the visitor reads it; null when its encoding is malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The same path percent-encoded for the wire (Location headers, sitemaps). */
export function encodePath(path: string): string {
  return encodeURI(decodePath(path) ?? path);
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matchPattern(expected: readonly string[], parts: string[]): PageParams | null {
  if (expected.length !== parts.length) return null;
  const params: PageParams = {};
  for (const [index, segment] of expected.entries()) {
    const part = parts[index] as string;
    if (segment.startsWith(":")) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return params;
}

/** A path's query and fragment (`?next=%2Far#top`), kept when its slugs are mapped. */
function suffixOf(path: string): string {
  const at = path.search(/[?#]/);
  return at === -1 ? "" : path.slice(at);
}

/** Only Arabic paths have slugs of their own: every other path maps to itself. */
function isArabicPath(path: string): boolean {
  return path === "/ar" || /^\/ar[/?#]/.test(path);
}

/** The path functions of one app's page table, each page id checked at compile time. */
export function createPagePaths<const T extends PageTable>(pages: T) {
  type Id = keyof T & string;
  const pageIds = Object.keys(pages) as Id[];

  /** Whether a page is listed (navigation, sitemap, prerendering): all but those behind a mail. */
  const isListed = (id: Id): boolean => pages[id]?.listed !== false;

  /** Pages without parameters: the ones in navigation, the sitemap and the prerender list. */
  const staticPageIds = pageIds.filter(
    (id) => isListed(id) && !pages[id]?.en.includes(":"),
  ) as StaticPageId<T>[];

  /** The public path of a page in a locale, Unicode slugs unencoded (`/ar/الأخبار`). */
  function pagePath(pageId: Id, locale: Locale, params: PageParams = {}): string {
    const pattern = (pages[pageId] as PageDefinition)[locale];
    const filled = segments(pattern).map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`pagePath(${pageId}): missing ${segment}`);
      return encodeURIComponent(value);
    });
    return `/${[locale, ...filled].join("/")}`;
  }

  // Every link of a page asks (through the router's rewrite) which page it leads to: the patterns
  // are split once, not on each question.
  let patterns: readonly { pageId: Id; en: string[]; ar: string[] }[] | undefined;
  function pagePatterns() {
    patterns ??= pageIds.map((pageId) => {
      const page = pages[pageId] as PageDefinition;
      return { pageId, en: segments(page.en), ar: segments(page.ar) };
    });
    return patterns;
  }

  /**
   * Which page a path shows. Matches decoded (so `/ar/%D8%A7...` and `/ar/ا...` are one page) and
   * against both locales' slugs, flagging the other locale's slug as not canonical.
   */
  function matchPage(path: string): PageMatch<Id> | null {
    const pathname = path.split(/[?#]/)[0] ?? "";
    const [prefix, ...rest] = segments(decodePath(pathname) ?? pathname);
    if (!isLocale(prefix)) return null;
    const locale = prefix;
    for (const canonical of [true, false]) {
      const slugLocale = canonical ? locale : otherLocale(locale);
      for (const pattern of pagePatterns()) {
        const params = matchPattern(pattern[slugLocale], rest);
        if (params) return { locale, pageId: pattern.pageId, params, canonical };
      }
    }
    return null;
  }

  /** The current page in the other language, parameters kept; the other locale's root otherwise. */
  function twinPath(path: string): string {
    const match = matchPage(path);
    const [prefix] = segments(path);
    if (!match) return `/${isLocale(prefix) ? otherLocale(prefix) : "ar"}`;
    return pagePath(match.pageId, otherLocale(match.locale), match.params);
  }

  /**
   * A router that works on the English slugs (its file routes) sees Arabic-word slugs mapped in
   * and out at the URL boundary, so a route exists once and serves both `/en/news` and
   * `/ar/الأخبار`.
   */
  function toRouterPath(path: string): string {
    if (!isArabicPath(path)) return path;
    const match = matchPage(path);
    if (match?.locale !== "ar") return path;
    return `/ar${pagePath(match.pageId, "en", match.params).slice(3)}${suffixOf(path)}`;
  }

  function fromRouterPath(path: string): string {
    if (!isArabicPath(path)) return path;
    const match = matchPage(path);
    if (match?.locale !== "ar") return path;
    return pagePath(match.pageId, "ar", match.params) + suffixOf(path);
  }

  return {
    pages,
    pageIds,
    staticPageIds,
    isListed,
    pagePath,
    matchPage,
    twinPath,
    toRouterPath,
    fromRouterPath,
  };
}

/** What `createPagePaths` gives an app for its table. */
export type PagePaths<T extends PageTable> = ReturnType<typeof createPagePaths<T>>;
