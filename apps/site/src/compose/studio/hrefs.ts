import { isDocumentKind } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import type { EditorialKind } from "../../server/db/schema";
import { pagePath } from "../../site/paths";

/** The studio's kinds, in its menu's order. */
export { studioKinds } from "@rawafed/forms/schemas";

const query = (values: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
};

export const studioListHref = (
  locale: Locale,
  kind: EditorialKind,
  search: { q?: string; state?: string; language?: string; page?: number } = {},
) => pagePath("studioList", locale, { kind }) + query(search);

/** An item's editor, on one of its language versions; `new` for an item not saved yet. */
export const studioItemHref = (locale: Locale, kind: EditorialKind, item: string, lang: Locale) =>
  pagePath("studioItem", locale, { kind, item }) + query({ lang });

export const studioHistoryHref = (
  locale: Locale,
  kind: EditorialKind,
  item: string,
  lang: Locale,
  compare: { from?: string; to?: string } = {},
) => pagePath("studioHistory", locale, { kind, item, lang }) + query(compare);

const publicPages = {
  news: { pageId: "newsItem", param: "news" },
  blog: { pageId: "blog", param: "blog" },
  job: { pageId: "job", param: "job" },
} as const;

/** The page each part kind is shown on. */
const partPages = {
  board: "boardMembers",
  committee: "boardMembers",
  leader: "leaders",
  team: "team",
  org: "organizationChart",
  event: "event",
  video: "videos",
} as const;

/**
 * A version's public address: its page, the FAQ's page for an entry, a document's PDF.
 */
export function publicHref(kind: EditorialKind, lang: Locale, slug: string): string | undefined {
  if (kind === "faq") return pagePath("faq", lang);
  if (isDocumentKind(kind)) return `/files/${lang}/${encodeURIComponent(slug)}.pdf`;
  if (kind in partPages) return pagePath(partPages[kind as keyof typeof partPages], lang);
  const page = publicPages[kind as keyof typeof publicPages];
  return pagePath(page.pageId, lang, { [page.param]: slug });
}

/** The draft at its public address, for whoever holds its signed token. */
export function previewHref(kind: EditorialKind, lang: Locale, slug: string, token: string) {
  // An FAQ entry is read beside the form; a part of a page (the board's...) on its page.
  if (kind === "faq") return undefined;
  return `${publicHref(kind, lang, slug)}?preview=${encodeURIComponent(token)}`;
}
