// The studio's lists: a kind's items with each language version's state, newest change first,
// filtered and searched in the database (indexes on kind, language and date; trigram on titles
// lower-cased once, when written),
// one page at a time, so a list of 10,000 items answers in milliseconds.
import type { Locale } from "@rawafed/i18n";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { users } from "../db/accounts";
import type { Database } from "../db/index";
import { likeLiteral } from "../db/like";
import {
  type EditorialKind,
  editorialItems,
  editorialVersions,
  type VersionState,
} from "../db/schema";

export const STUDIO_PAGE_SIZE = 25;

export type StateFilter = VersionState | "missing" | "outdated" | "any";

export interface StudioListQuery {
  kind: EditorialKind;
  search?: string;
  state?: StateFilter;
  /** The language the state filter looks at; both when absent. */
  language?: Locale;
  page?: number;
}

export interface StudioVersionRow {
  language: Locale;
  state: VersionState | "missing";
  title: string | null;
  updatedAt: string | null;
  outdated: boolean;
  scheduledAt: string | null;
}

export interface StudioRow {
  id: string;
  kind: EditorialKind;
  updatedBy: string | null;
  updatedAt: string;
  versions: Record<Locale, StudioVersionRow>;
}

const missing = (language: Locale): StudioVersionRow => ({
  language,
  state: "missing",
  title: null,
  updatedAt: null,
  outdated: false,
  scheduledAt: null,
});

export async function listStudio(
  db: Database,
  query: StudioListQuery,
): Promise<{ items: StudioRow[]; total: number; page: number; pages: number }> {
  const page = Math.max(1, query.page ?? 1);
  const conditions = [eq(editorialItems.kind, query.kind)];
  // Every subquery names the kind too (a version repeats its item's): the planner then reads the
  // kind's versions only, not every kind's (the outdated filter's self-join, 3x faster).
  const ofKind = sql`v.kind = ${query.kind}`;
  const search = query.search?.trim().slice(0, 200);
  if (search) {
    conditions.push(
      sql`exists (select 1 from ${editorialVersions} v where v.item_id = ${editorialItems.id} and ${ofKind} and v.title_search like lower(${`%${likeLiteral(search)}%`}))`,
    );
  }
  const languages: Locale[] = query.language ? [query.language] : ["en", "ar"];
  const state = query.state ?? "any";
  if (state === "missing") {
    conditions.push(
      or(
        ...languages.map(
          (language) =>
            sql`not exists (select 1 from ${editorialVersions} v where v.item_id = ${editorialItems.id} and ${ofKind} and v.language = ${language})`,
        ),
      ) as ReturnType<typeof sql>,
    );
  } else if (state === "outdated") {
    // A version older than its twin's last change: the twin changed after it was written.
    conditions.push(
      sql`exists (select 1 from ${editorialVersions} v join ${editorialVersions} w on w.item_id = v.item_id and w.language <> v.language and w.kind = ${query.kind} where v.item_id = ${editorialItems.id} and ${ofKind} and v.language in ${languages} and w.content_changed_at > v.content_changed_at)`,
    );
  } else if (state !== "any") {
    conditions.push(
      sql`exists (select 1 from ${editorialVersions} v where v.item_id = ${editorialItems.id} and ${ofKind} and v.state = ${state} and v.language in ${languages})`,
    );
  }
  const where = and(...conditions);
  // The item's last change: its newest version's, or its creation. Grouped over a join, one pass
  // over the kind's versions: a subquery per item cost as much again (and its estimate, many
  // times the real cost, had PostgreSQL compile the query with JIT, 10 ms more).
  const changed = sql<Date>`coalesce(max(${editorialVersions.updatedAt}), ${editorialItems.createdAt})`;
  // The page and the number of items in one query (a window over the groups): the filters, a
  // search's scan above all, run once, not again for a count.
  const rows = await db
    .select({
      id: editorialItems.id,
      kind: editorialItems.kind,
      changed,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(editorialItems)
    .leftJoin(
      editorialVersions,
      and(eq(editorialVersions.itemId, editorialItems.id), eq(editorialVersions.kind, query.kind)),
    )
    .where(where)
    .groupBy(editorialItems.id)
    .orderBy(desc(changed), desc(editorialItems.id))
    .limit(STUDIO_PAGE_SIZE)
    .offset((page - 1) * STUDIO_PAGE_SIZE);
  // A page past the last has no row to carry the number: counted apart then.
  const total =
    rows[0]?.total ??
    (page > 1
      ? ((await db.select({ total: count() }).from(editorialItems).where(where))[0]?.total ?? 0)
      : 0);
  const ids = rows.map((row) => row.id);
  const versions = ids.length
    ? await db
        .select({
          itemId: editorialVersions.itemId,
          language: editorialVersions.language,
          state: editorialVersions.state,
          title: editorialVersions.title,
          updatedAt: editorialVersions.updatedAt,
          contentChangedAt: editorialVersions.contentChangedAt,
          publishAt: editorialVersions.publishAt,
          unpublishAt: editorialVersions.unpublishAt,
          updatedBy: users.name,
        })
        .from(editorialVersions)
        .leftJoin(users, eq(users.id, editorialVersions.updatedBy))
        .where(inArray(editorialVersions.itemId, ids))
    : [];
  const items = rows.map((row): StudioRow => {
    const own = versions.filter((version) => version.itemId === row.id);
    const newest = own.reduce<(typeof own)[number] | undefined>(
      (latest, version) => (!latest || version.updatedAt > latest.updatedAt ? version : latest),
      undefined,
    );
    const of = (language: Locale): StudioVersionRow => {
      const version = own.find((each) => each.language === language);
      if (!version) return missing(language);
      const twin = own.find((each) => each.language !== language);
      return {
        language,
        state: version.state,
        title: version.title,
        updatedAt: version.updatedAt.toISOString(),
        outdated: Boolean(twin && twin.contentChangedAt > version.contentChangedAt),
        scheduledAt: (version.publishAt ?? version.unpublishAt)?.toISOString() ?? null,
      };
    };
    return {
      id: row.id,
      kind: row.kind,
      updatedBy: newest?.updatedBy ?? null,
      updatedAt: new Date(row.changed).toISOString(),
      versions: { en: of("en"), ar: of("ar") },
    };
  });
  return { items, total, page, pages: Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE)) };
}
