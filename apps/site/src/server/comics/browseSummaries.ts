// Browsing the catalog without a query (the catalog's landing, a genre, a status) counts every
// published comic per facet: the same few filter sets, asked by every visitor. Their counts are
// kept here with the catalog version they were read with (`comics_catalog_version`, bumped by the
// database in the transaction of any change they count), and reused while that version stands:
// an instance never serves counts older than the database's, whichever instance changed it.

import { sql } from "drizzle-orm";
import type { Database } from "../db/index";

export interface BrowseSummary {
  total: number;
  /** Per facet (genres, status, languages, directions): each value's count. */
  facets: Record<string, number>[];
}

/** Filter sets kept at most: a few hundred combinations cover what people click. */
const LIMIT = 500;

let keptVersion: number | undefined;
const kept = new Map<string, BrowseSummary>();

export async function catalogVersion(db: Pick<Database, "execute">): Promise<number> {
  const { rows } = await db.execute(sql`select version from comics_catalog_version`);
  return Number((rows[0] as { version: number | string } | undefined)?.version ?? 0);
}

export function keptSummary(version: number, key: string): BrowseSummary | undefined {
  if (version !== keptVersion) return undefined;
  const summary = kept.get(key);
  if (summary) {
    // Most recently used last: the first key is the one to drop.
    kept.delete(key);
    kept.set(key, summary);
  }
  return summary;
}

/** Keeps counts read with `version` (in the same statement); a newer version drops the rest. */
export function keepSummary(version: number, key: string, summary: BrowseSummary): void {
  if (keptVersion !== undefined && version < keptVersion) return;
  if (version !== keptVersion) {
    kept.clear();
    keptVersion = version;
  }
  kept.set(key, summary);
  if (kept.size > LIMIT) kept.delete(kept.keys().next().value as string);
}
