import { encodePath, type Locale, locales, type PageParams } from "@rawafed/i18n";
import en from "../../content/en/index";
import { type PageId, pagePath, staticPageIds } from "../../site/paths";
import type { Database } from "../db/index";
import type { EditorialKind } from "../db/schema";
import { publishedPages } from "../studio/published";

interface Entry {
  pageId: PageId;
  params?: PageParams;
  /** The page's path per language, when it is not in every one at the same parameters. */
  paths?: Partial<Record<Locale, string>>;
}

/** The pages the staff's content fills: drawn on every request, never prerendered. */
const EDITORIAL_PAGES: readonly PageId[] = [
  "home",
  "news",
  "blogs",
  "careers",
  "faq",
  "investorsServicesCenter",
  "finicalStatements",
  "regulationsAndPolicies",
  "boardMembers",
  "leaders",
  "team",
  "organizationChart",
  "event",
  "invitation",
  "videos",
  // Every service line and product offers the product catalog the staff publish.
  "serviceList",
  "serviceDetail",
];

/** Every page of the site in code: the static ones, each service line and item. */
export function codeEntries(): Entry[] {
  return [
    ...staticPageIds.map((pageId) => ({ pageId })),
    ...en.services.flatMap((service) => [
      { pageId: "serviceList" as const, params: { servicesSlug: service.slug } },
      ...service.items.map((item) => ({
        pageId: "serviceDetail" as const,
        params: { servicesSlug: service.slug, id: item.id },
      })),
    ]),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const itemPageOf: Partial<Record<EditorialKind, { pageId: PageId; param: string }>> = {
  news: { pageId: "newsItem", param: "news" },
  blog: { pageId: "blog", param: "blog" },
  job: { pageId: "job", param: "job" },
};

/** Every page: those in code, and each published item with its twin where it has one. */
export async function sitemapEntries(db: Database): Promise<Entry[]> {
  const items = (await publishedPages(db)).flatMap(({ kind, slugs }) => {
    const page = itemPageOf[kind];
    if (!page) return [];
    const paths = Object.fromEntries(
      Object.entries(slugs).map(([locale, slug]) => [
        locale,
        pagePath(page.pageId, locale as Locale, { [page.param]: slug }),
      ]),
    );
    return [{ pageId: page.pageId, paths }];
  });
  return [...codeEntries(), ...items];
}

/** The sitemap of both locales, each URL with its hreflang alternates and x-default. */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const absolute = (path: string) => escapeXml(new URL(encodePath(path), origin).href);
  const urls = (await sitemapEntries(db)).flatMap(({ pageId, params, paths: given }) => {
    const paths: Partial<Record<Locale, string>> =
      given ??
      Object.fromEntries(locales.map((locale) => [locale, pagePath(pageId, locale, params)]));
    const alternates = [
      ...locales.flatMap((locale) => {
        const path = paths[locale];
        return path
          ? [`    <xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(path)}"/>`]
          : [];
      }),
      ...(paths.en
        ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(paths.en)}"/>`]
        : []),
    ].join("\n");
    return locales.flatMap((locale) => {
      const path = paths[locale];
      return path ? [`  <url>\n    <loc>${absolute(path)}</loc>\n${alternates}\n  </url>`] : [];
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}

/**
 * Code pages that show a setting of the running server: the contact page's form says how long
 * messages are kept (`RETENTION_DAYS`), which a build made elsewhere would not know.
 */
const SERVER_SET_PAGES: readonly string[] = ["contactUs"];

/**
 * The pages the build prerenders in both locales: every page in code without per-request data.
 * The pages the staff's content fills are left to the server (shared for a few seconds).
 */
export function prerenderPaths(): string[] {
  return codeEntries()
    .filter(({ pageId }) => !EDITORIAL_PAGES.includes(pageId) && !SERVER_SET_PAGES.includes(pageId))
    .flatMap(({ pageId, params }) => locales.map((locale) => pagePath(pageId, locale, params)));
}
