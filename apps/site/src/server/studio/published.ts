// What visitors see of the staff's content: only published language versions, from the table a
// publication writes (`editorial_published`), never a draft. Every public page, feed and the
// sitemap read through here.
import type { Locale } from "@rawafed/i18n";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/index";
import {
  type EditorialKind,
  editorialItems,
  editorialOldSlugs,
  editorialPublished,
  editorialRevisions,
  editorialVersions,
} from "../db/schema";

/** A published item in one language, as lists and pages show it. */
export interface PublishedItem {
  itemId: string;
  slug: string;
  title: string;
  summary: string;
  /** The body, rendered at publication from a document the server checked. */
  html: string;
  plain: string;
  seoTitle: string;
  seoDescription: string;
  coverImage: string;
  fields: Record<string, string>;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO 8601. */
  firstPublishedAt: string;
  updatedAt: string;
}

const columns = {
  itemId: editorialPublished.itemId,
  slug: editorialPublished.slug,
  title: editorialPublished.title,
  summary: editorialPublished.summary,
  html: editorialPublished.html,
  plain: editorialPublished.plain,
  seoTitle: editorialPublished.seoTitle,
  seoDescription: editorialPublished.seoDescription,
  coverImage: editorialPublished.coverImage,
  fields: editorialPublished.fields,
  date: editorialPublished.displayDate,
  firstPublishedAt: editorialPublished.firstPublishedAt,
  updatedAt: editorialPublished.updatedAt,
};

type Row = Omit<PublishedItem, "firstPublishedAt" | "updatedAt"> & {
  firstPublishedAt: Date;
  updatedAt: Date;
};
const toItem = (row: Row): PublishedItem => ({
  ...row,
  firstPublishedAt: row.firstPublishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * How each kind's public list is ordered: news, articles and statements (by their year) newest
 * first, the rest by hand.
 */
const orderOf = (kind: EditorialKind) =>
  kind === "news" || kind === "blog" || kind === "statement"
    ? [desc(editorialPublished.displayDate), desc(editorialPublished.firstPublishedAt)]
    : [asc(editorialPublished.position), desc(editorialPublished.displayDate)];

/** The published items of a kind in a language, in the list's order; at most `limit`. */
export async function listPublished(
  db: Database,
  kind: EditorialKind,
  language: Locale,
  limit = 500,
): Promise<PublishedItem[]> {
  const rows = await db
    .select(columns)
    .from(editorialPublished)
    .where(and(eq(editorialPublished.kind, kind), eq(editorialPublished.language, language)))
    .orderBy(...orderOf(kind))
    .limit(limit);
  return rows.map(toItem);
}

export type Lookup =
  | { found: PublishedItem; twins: Partial<Record<Locale, string>> }
  /** An address the item had before its slug changed: 301 to the current one. */
  | { movedTo: string }
  | null;

/**
 * One published item by its slug, with the slugs of its published twins (for the language switch
 * and hreflang); or where an old slug moved; or null (404).
 */
export async function findPublished(
  db: Database,
  kind: EditorialKind,
  language: Locale,
  slug: string,
): Promise<Lookup> {
  const [row] = await db
    .select(columns)
    .from(editorialPublished)
    .where(
      and(
        eq(editorialPublished.kind, kind),
        eq(editorialPublished.language, language),
        eq(editorialPublished.slug, slug),
      ),
    )
    .limit(1);
  if (row) {
    const twins = await db
      .select({ language: editorialPublished.language, slug: editorialPublished.slug })
      .from(editorialPublished)
      .where(eq(editorialPublished.itemId, row.itemId));
    return {
      found: toItem(row),
      twins: Object.fromEntries(twins.map((twin) => [twin.language, twin.slug])),
    };
  }
  const [old] = await db
    .select({ slug: editorialPublished.slug })
    .from(editorialOldSlugs)
    .innerJoin(editorialVersions, eq(editorialVersions.id, editorialOldSlugs.versionId))
    .innerJoin(editorialPublished, eq(editorialPublished.versionId, editorialVersions.id))
    .where(
      and(
        eq(editorialOldSlugs.kind, kind),
        eq(editorialOldSlugs.language, language),
        eq(editorialOldSlugs.slug, slug),
      ),
    )
    .limit(1);
  return old ? { movedTo: old.slug } : null;
}

/** Every published item of the kinds with pages, for the sitemap: slug per language per item. */
export async function publishedPages(
  db: Database,
): Promise<{ kind: EditorialKind; itemId: string; slugs: Partial<Record<Locale, string>> }[]> {
  const rows = await db
    .select({
      kind: editorialPublished.kind,
      itemId: editorialPublished.itemId,
      language: editorialPublished.language,
      slug: editorialPublished.slug,
    })
    .from(editorialPublished)
    .orderBy(asc(editorialPublished.kind), desc(editorialPublished.displayDate));
  const byItem = new Map<
    string,
    { kind: EditorialKind; itemId: string; slugs: Partial<Record<Locale, string>> }
  >();
  for (const row of rows) {
    if (row.kind === "faq") continue;
    const entry = byItem.get(row.itemId) ?? { kind: row.kind, itemId: row.itemId, slugs: {} };
    entry.slugs[row.language] = row.slug;
    byItem.set(row.itemId, entry);
  }
  return [...byItem.values()];
}

/** Whether a slug is a published item's of a kind, in either language (comments name articles). */
export async function isPublishedSlug(
  db: Database,
  kind: EditorialKind,
  slug: string,
): Promise<boolean> {
  const [row] = await db
    .select({ slug: editorialPublished.slug })
    .from(editorialPublished)
    .where(and(eq(editorialPublished.kind, kind), eq(editorialPublished.slug, slug)))
    .limit(1);
  return Boolean(row);
}

/** A version's latest revision with what a preview needs, whatever its state. */
export async function draftOf(db: Database, versionId: string) {
  const [row] = await db
    .select({
      itemId: editorialVersions.itemId,
      kind: editorialVersions.kind,
      language: editorialVersions.language,
      content: editorialRevisions.content,
      displayDate: editorialItems.displayDate,
    })
    .from(editorialVersions)
    .innerJoin(editorialRevisions, eq(editorialRevisions.id, editorialVersions.headRevisionId))
    .innerJoin(editorialItems, eq(editorialItems.id, editorialVersions.itemId))
    .where(eq(editorialVersions.id, versionId));
  return row ?? null;
}
