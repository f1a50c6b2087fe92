import { encodePath, locales, type PageParams } from "@rawafed/i18n";
import en from "../../content/en/index";
import { type PageId, pagePath, staticPageIds } from "../../site/paths";

interface Entry {
  pageId: PageId;
  params?: PageParams;
}

/** Every page of the site: the static ones, each article, each service line and item. */
export function sitemapEntries(): Entry[] {
  return [
    ...staticPageIds.map((pageId) => ({ pageId })),
    ...en.blogs.map((article) => ({ pageId: "blog" as const, params: { blog: article.slug } })),
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

/** The sitemap of both locales, each URL with its hreflang alternates and x-default. */
export function sitemapXml(origin: string): string {
  const absolute = (path: string) => escapeXml(new URL(encodePath(path), origin).href);
  const urls = sitemapEntries().flatMap(({ pageId, params }) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(pagePath(pageId, locale, params))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(pagePath(pageId, "en", params))}"/>`,
    ].join("\n");
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${absolute(pagePath(pageId, locale, params))}</loc>\n${alternates}\n  </url>`,
    );
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
 * The pages the build prerenders in both locales: every page without per-request data. Blog
 * articles are left to the server: their approved comments change after the build.
 */
export function prerenderPaths(): string[] {
  return sitemapEntries()
    .filter(({ pageId }) => pageId !== "blog")
    .flatMap(({ pageId, params }) => locales.map((locale) => pagePath(pageId, locale, params)));
}
