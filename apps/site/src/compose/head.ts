import { encodePath, formatMessage, type Locale, locales, type PageParams } from "@rawafed/i18n";
import { siteOrigin } from "../config";
import { type PictureRef, pictureFile } from "../content/pictures";
import { messagesOf } from "../runtime/embeddedMessages";
import { type PageId, pagePath } from "../site/paths";
import { heroPreload } from "./pictures";

export interface HeadInput {
  locale: Locale;
  pageId: PageId;
  params?: PageParams;
  title: string;
  description?: string;
  /** The page's hero picture: preloaded, and its preview when the page is shared. */
  image?: PictureRef;
  /**
   * The page's own path in each language it exists in, when its slugs differ per language (a news
   * item): hreflang names only those. By default every locale's path from `params`.
   */
  alternates?: Partial<Record<Locale, string>>;
}

const absolute = (path: string) => new URL(encodePath(path), siteOrigin()).href;

/** The Atom feed of the list a page belongs to (news, blog articles), for feed readers. */
function feedLinks(pageId: PageId, locale: Locale) {
  const feed =
    pageId === "news" || pageId === "newsItem"
      ? "newsFeed"
      : pageId === "blogs" || pageId === "blog"
        ? "blogsFeed"
        : null;
  if (!feed) return [];
  return [
    {
      rel: "alternate",
      type: "application/atom+xml",
      title: formatMessage(locale, messagesOf(locale), `nav.${feed}`),
      href: absolute(pagePath(feed, locale)),
    },
  ];
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card of a page. */
export function pageHead({
  locale,
  pageId,
  params = {},
  title,
  description,
  image,
  alternates,
}: HeadInput) {
  const paths: Partial<Record<Locale, string>> =
    alternates ?? Object.fromEntries(locales.map((each) => [each, pagePath(pageId, each, params)]));
  const brand = formatMessage(locale, messagesOf(locale), "brand.name");
  const fullTitle = `${title} | ${brand}`;
  const canonical = absolute(pagePath(pageId, locale, params));
  const meta = [
    { title: fullTitle },
    ...(description ? [{ name: "description", content: description }] : []),
    {
      property: "og:type",
      content: pageId === "blog" || pageId === "newsItem" ? "article" : "website",
    },
    { property: "og:title", content: fullTitle },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: locale === "ar" ? "ar_SA" : "en_US" },
    ...(image
      ? [
          { property: "og:image", content: absolute(pictureFile(image.id, 1200, "webp")) },
          { property: "og:image:alt", content: image.alt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
  ];
  const links = [
    { rel: "canonical", href: canonical },
    ...locales.flatMap((alternate) => {
      const path = paths[alternate];
      return path ? [{ rel: "alternate", hrefLang: alternate, href: absolute(path) }] : [];
    }),
    ...(paths.en ? [{ rel: "alternate", hrefLang: "x-default", href: absolute(paths.en) }] : []),
    ...feedLinks(pageId, locale),
    ...(image ? [heroPreload(image, locale)] : []),
  ];
  return { meta, links };
}

/**
 * A page reached only from a link in an e-mail (its address holds a secret token): a title and
 * `noindex`, no canonical or alternates that would repeat the token.
 */
export function unlistedHead(locale: Locale, pageId: PageId) {
  const messages = messagesOf(locale);
  const brand = formatMessage(locale, messages, "brand.name");
  const title = formatMessage(locale, messages, `nav.${pageId}`);
  return {
    meta: [{ title: `${title} | ${brand}` }, { name: "robots", content: "noindex, nofollow" }],
  };
}

/** The answer headers of such a page: per visitor (never shared by a cache), not indexed. */
export const unlistedHeaders = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
