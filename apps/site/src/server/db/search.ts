// What catalog search and sorting read per comic without scanning its chapters and ratings:
// kept by the database itself (triggers of migration 0004_comics_search), never written here.
// The same migration adds to `comics` the normalised search text and its text-search vector
// (generated columns over `comics_search_normalize`), which drizzle's schema does not list.

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { comics } from "./comics";

export const comicStats = pgTable(
  "comic_stats",
  {
    comicId: uuid("comic_id")
      .primaryKey()
      .references(() => comics.id, { onDelete: "cascade" }),
    /** The comic is published (its state, mirrored): only these count in the global mean. */
    published: boolean("published").notNull().default(false),
    /** The languages of its published chapters. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Published chapters, all languages. */
    chapterCount: integer("chapter_count").notNull().default(0),
    /** The newest published chapter (by publication time). */
    latestChapterAt: timestamp("latest_chapter_at", { withTimezone: true }),
    latestChapterNumber: integer("latest_chapter_number"),
    latestChapterLanguage: text("latest_chapter_language"),
    /** Its readers' ratings: the Bayesian average is computed from these two. */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
  },
  (table) => [
    index("comic_stats_latest").on(table.latestChapterAt),
    // The latest sort walks it to the page's last comic (migration 0006).
    index("comic_stats_latest_first").on(table.latestChapterAt.desc().nullsLast()),
  ],
);

/**
 * The ratings of all published comics, summed (one row, kept from comic_stats by a trigger): the
 * prior of every comic's Bayesian average, read without scanning the catalog.
 */
export const comicRatingTotals = pgTable(
  "comic_rating_totals",
  {
    id: boolean("id").primaryKey().default(true),
    ratingSum: bigint("rating_sum", { mode: "number" }).notNull().default(0),
    ratingCount: bigint("rating_count", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("comic_rating_totals_one_row", sql`${table.id}`)],
);

/**
 * The catalog's version (one row, bumped by triggers of migration 0006 in the same transaction as
 * any change a browse of the catalog counts): facet counts read with a version hold while it does.
 */
export const comicsCatalogVersion = pgTable(
  "comics_catalog_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("comics_catalog_version_one_row", sql`${table.id}`)],
);
