// What catalog search and sorting read per comic without scanning its chapters and ratings:
// kept by the database itself (triggers of migration 0004_comics_search), never written here.
// The same migration adds to `comics` the normalised search text and its text-search vector
// (generated columns over `comics_search_normalize`), which drizzle's schema does not list.

import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { comics } from "./comics";

export const comicStats = pgTable(
  "comic_stats",
  {
    comicId: uuid("comic_id")
      .primaryKey()
      .references(() => comics.id, { onDelete: "cascade" }),
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
    index("comic_stats_languages").using("gin", table.languages),
    index("comic_stats_latest").on(table.latestChapterAt),
  ],
);
