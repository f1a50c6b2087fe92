// An item page's head, headers and search: what the route options every first load carries
// need of it (its loader's side, `editorialItem.ts`, loads with the page's code).
import type { Locale } from "@rawafed/i18n";
import type { ItemData, ItemPageId } from "./editorialItem";
import { pageHead } from "./head";

const params = { newsItem: "news", blog: "blog", job: "job" } as const;

/** The search of an item page: a preview link's token, if any. */
export function previewSearch(search: Record<string, unknown>): { preview?: string } {
  return typeof search.preview === "string" && search.preview.length <= 200
    ? { preview: search.preview }
    : {};
}

/** A preview's answer: for the link's holder alone, never shared by a cache nor indexed. */
export const itemHeaders = ({ loaderData }: { loaderData?: { preview: boolean } }) =>
  loaderData?.preview
    ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }
    : ({} as Record<string, string>);

/** An item page's head: its SEO title and description (or its title and summary), its twins. */
export function itemHead(pageId: ItemPageId, locale: Locale, slug: string, data?: ItemData) {
  if (!data) return {};
  const head = pageHead({
    locale,
    pageId,
    params: { [params[pageId]]: slug },
    title: data.item.seoTitle || data.item.title,
    description: data.item.seoDescription || data.item.summary,
    image: data.item.cover,
    alternates: data.paths,
  });
  return data.preview
    ? { ...head, meta: [...head.meta, { name: "robots", content: "noindex, nofollow" }] }
    : head;
}
