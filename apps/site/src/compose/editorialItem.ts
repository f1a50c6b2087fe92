import { encodePath, type Locale, otherLocale } from "@rawafed/i18n";
import { redirect } from "@tanstack/react-router";
import { siteOrigin } from "../config";
import { getPreview } from "../runtime/serverFns";
import type { ItemPage, ItemView } from "../server/content/editorial";
import { fromRouterPath, type PageId, pagePath } from "../site/paths";
import { paramNotFound } from "./notFound";

// An item page's loader side (the route reads it with its page's code: `codeSplitGroupings`);
// its head and headers are in `itemHead.ts`, which the first load carries.

/** The item pages of the staff's content, the page table's id and parameter of each. */
export const itemPages = {
  newsItem: { param: "news", list: "news" },
  blog: { param: "blog", list: "blogs" },
  job: { param: "job", list: "careers" },
} as const satisfies Record<string, { param: string; list: PageId }>;
export type ItemPageId = keyof typeof itemPages;

export interface ItemData {
  item: ItemView;
  /** The item's path in each language it is published in. */
  paths: Partial<Record<Locale, string>>;
  /** Where the language switch leads: the twin, or the other language's list. */
  twinHref: string;
  /** The absolute address (share links). */
  url: string;
  /** A draft shown through its preview link: marked as such, never indexed or shared. */
  preview: boolean;
}

const kindOf = { newsItem: "news", blog: "blog", job: "job" } as const;

/** The item behind a preview link instead of the published one, when the address carries one. */
export async function withPreview(
  pageId: ItemPageId,
  locale: Locale,
  token: string | undefined,
  published: () => Promise<ItemPage>,
): Promise<ItemPage> {
  if (!token) return published();
  return getPreview({ data: { locale, kind: kindOf[pageId], token } });
}

/**
 * An item page's data: the published item, or a 301 from a slug it had before, or 404 (an item
 * not published in this language, whatever the other has).
 */
export function itemData(
  pageId: ItemPageId,
  locale: Locale,
  slug: string,
  page: ItemPage,
  href: string,
): ItemData {
  const { param, list } = itemPages[pageId];
  if (page && "movedTo" in page) {
    throw redirect({ href: pagePath(pageId, locale, { [param]: page.movedTo }), statusCode: 301 });
  }
  // The address as the visitor typed it (an Arabic path in Arabic), not the router's.
  if (!page) throw paramNotFound(fromRouterPath(href));
  const paths = Object.fromEntries(
    Object.entries(page.twins).map(([language, twin]) => [
      language,
      pagePath(pageId, language as Locale, { [param]: twin }),
    ]),
  ) as Partial<Record<Locale, string>>;
  const other = otherLocale(locale);
  const path = pagePath(pageId, locale, { [param]: slug });
  return {
    item: page.item,
    paths,
    twinHref: paths[other] ?? pagePath(list, other),
    url: new URL(encodePath(path), siteOrigin()).href,
    preview: page.preview === true,
  };
}
