import { isLocale, type Locale, otherLocale } from "./locales";
import { type PageId, pageIds, pages } from "./pages";

export type PageParams = Record<string, string>;

export interface PageMatch {
  locale: Locale;
  pageId: PageId;
  params: PageParams;
  /** False when the path used the other locale's slug (e.g. `/ar/news`): it redirects. */
  canonical: boolean;
}

/** A percent-encoded path as the visitor reads it; null when its encoding is malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The public path of a page in a locale, Unicode slugs unencoded (`/ar/الأخبار`). */
export function pagePath(pageId: PageId, locale: Locale, params: PageParams = {}): string {
  const pattern = pages[pageId][locale];
  const filled = segments(pattern).map((segment) => {
    if (!segment.startsWith(":")) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined) throw new Error(`pagePath(${pageId}): missing ${segment}`);
    return encodeURIComponent(value);
  });
  return `/${[locale, ...filled].join("/")}`;
}

/** The same path percent-encoded for the wire (Location headers, sitemaps). */
export function encodePath(path: string): string {
  return encodeURI(decodePath(path) ?? path);
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

// Every link of a page asks (through the router's rewrite) which page it leads to: the patterns
// are split once, not on each question.
let patterns: readonly { pageId: PageId; en: string[]; ar: string[] }[] | undefined;
function pagePatterns() {
  patterns ??= pageIds.map((pageId) => ({
    pageId,
    en: segments(pages[pageId].en),
    ar: segments(pages[pageId].ar),
  }));
  return patterns;
}

/**
 * Which page a path shows. Matches decoded (so `/ar/%D8%A7...` and `/ar/ا...` are one page) and
 * against both locales' slugs, flagging the other locale's slug as not canonical.
 */
export function matchPage(path: string): PageMatch | null {
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
export function twinPath(path: string): string {
  const match = matchPage(path);
  const [prefix] = segments(path);
  if (!match) return `/${isLocale(prefix) ? otherLocale(prefix) : "ar"}`;
  return pagePath(match.pageId, otherLocale(match.locale), match.params);
}

/**
 * The router works on the English slugs (its file routes); Arabic-word slugs are mapped in and out
 * at the URL boundary, so a route exists once and serves both `/en/news` and `/ar/الأخبار`.
 */
export function toRouterPath(path: string): string {
  if (!isArabicPath(path)) return path;
  const match = matchPage(path);
  if (match?.locale !== "ar") return path;
  return `/ar${pagePath(match.pageId, "en", match.params).slice(3)}`;
}

export function fromRouterPath(path: string): string {
  if (!isArabicPath(path)) return path;
  const match = matchPage(path);
  if (match?.locale !== "ar") return path;
  return pagePath(match.pageId, "ar", match.params);
}

/** Only Arabic paths have slugs of their own: every other path maps to itself. */
function isArabicPath(path: string): boolean {
  return path === "/ar" || /^\/ar[/?#]/.test(path);
}
