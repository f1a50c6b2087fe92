import { decodePath, encodePath, isLocale, type Locale, resolveLocale } from "@rawafed/i18n";
import { matchPage, type PageId, pagePath } from "../../site/paths";

export interface Redirect {
  status: 301 | 302;
  location: string;
  /** Set on redirects that depend on the visitor's cookie or language. */
  vary?: string;
}

/** Old Arabic slugs of the previous site, mapped to their pages. */
const legacyArabicSlugs: Record<string, PageId> = {
  الاخبار: "news",
  اخبار: "news",
  اتصل_بنا: "contactUs",
  "تواصل-معنا": "contactUs",
  مصنع_الاخشاب: "woodFactory",
  "مصنع-الاخشاب": "woodFactory",
  مصنع_المعادن: "metalFactory",
  "من-نحن": "aboutUs",
};

/** Demo and template pages of the previous site: they all lead home now. */
const demoPages = new Set(["demo", "demo-1", "demo-2", "home-1", "home-2", "index-2", "landing"]);

const RACKING = { page: "serviceDetail", servicesSlug: "storage-solutions", id: "racking-systems" };

/**
 * A location on this site: one leading slash. A path that starts with two (`//evil.example`, or
 * `/\evil.example`, which browsers read alike) would send the visitor to another host.
 */
export function sitePath(location: string): string {
  return location.replace(/^[/\\]+/, "/");
}

const moved = (path: string, search: string): Redirect => ({
  status: 301,
  location: sitePath(encodePath(path) + search),
});

/**
 * Where a request for a path that is not a live page's canonical address must go, or null.
 * Live pages, static files and unknown paths (404) return null.
 */
export function redirectFor(
  url: URL,
  headers: { cookie?: string | null; acceptLanguage?: string | null },
): Redirect | null {
  const path = decodePath(url.pathname) ?? url.pathname;
  const search = url.search;
  const parts = path.split("/").filter(Boolean);
  const [first, second] = parts;

  if (parts.length === 0) return null;

  // A trailing slash: the same page without it. Built from the path as received, still encoded:
  // a decoded `%2F` would turn `/%2Fevil.example/` into the protocol-relative `//evil.example`.
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    return { status: 301, location: sitePath(url.pathname.replace(/\/+$/, "") || "/") + search };
  }

  // A double language prefix, /en/ar/x: the last prefix wins, in one hop.
  if (isLocale(first) && isLocale(second)) {
    const stripped = new URL(url);
    stripped.pathname = encodePath(`/${parts.slice(1).join("/")}`);
    return redirectFor(stripped, headers) ?? moved(stripped.pathname, search);
  }

  const locale: Locale = isLocale(first)
    ? first
    : resolveLocale({ path, cookie: headers.cookie, acceptLanguage: headers.acceptLanguage })
        .locale;
  const rest = isLocale(first) ? parts.slice(1) : parts;
  const [slug] = rest;

  // Racks pages of the old site: the racking systems product page.
  if (slug === "racks") {
    return moved(pagePath("serviceDetail", locale, RACKING as never), search);
  }
  if (slug && demoPages.has(slug) && rest.length <= 2)
    return moved(pagePath("home", locale), search);
  if (slug && rest.length === 1 && legacyArabicSlugs[slug]) {
    return moved(pagePath(legacyArabicSlugs[slug], locale), search);
  }

  if (isLocale(first)) {
    // The other locale's slug (/ar/news): the page's own slug in this locale.
    const match = matchPage(path);
    if (match && !match.canonical) {
      return moved(pagePath(match.pageId, match.locale, match.params), search);
    }
    return null;
  }

  // A known page without its prefix (/faq): the page in the visitor's language.
  const match = matchPage(`/en/${rest.join("/")}`) ?? matchPage(`/ar/${rest.join("/")}`);
  if (match) {
    return {
      status: 302,
      location: encodePath(pagePath(match.pageId, locale, match.params)) + search,
      vary: "Cookie, Accept-Language",
    };
  }
  return null;
}
