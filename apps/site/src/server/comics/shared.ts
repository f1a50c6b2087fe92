// What the catalog's read functions share: the reader's chapter language, ratings as a Bayesian
// average, dates as ISO strings, and the comic card every list shows.

import {
  type ComicGenre,
  type ComicStatus,
  comicGenres,
  type ReadingDirection,
  type TranslationLanguage,
} from "@rawafed/forms/schemas";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/index";
import { chapters, comicRatingTotals, comicStats, comics } from "../db/schema";
import { mediaUrl } from "../files/urls";

export { chapterLanguageOf } from "./chapterLanguage";

/** Votes at the global mean that every average starts with: a few ratings move it little. */
export const BAYES_VOTES = 5;

/**
 * The Bayesian average of `count` ratings summing to `sum`, pulled towards the global `mean`
 * (2 decimals); `null` with no ratings, when there is nothing to show.
 */
export function bayesian(sum: number, count: number, mean: number | null): number | null {
  if (count === 0) return null;
  const prior = mean ?? sum / count;
  return round2((BAYES_VOTES * prior + sum) / (BAYES_VOTES + count));
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A timestamp as the drivers give it (a string, or a Date) as an ISO string. */
export function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

export const coverUrl = (key: string | null): string | null => (key ? mediaUrl(key) : null);

/** Only the forms' genre ids, in their order (a stored unknown id is not shown). */
export const knownGenres = (genres: readonly string[]): ComicGenre[] =>
  comicGenres.filter((genre) => genres.includes(genre));

export const published = eq(comics.state, "published");

/**
 * A chapter a visitor can open: published and its pages drawn (the generated column `readable`,
 * which comic_stats counts too). Every list that links chapters for visitors reads this.
 */
export const readableChapter: SQL = sql`${chapters.readable}`;

/**
 * A published chapter whose pages are still being drawn: listed on its comic's page as "being
 * prepared", never linked. One whose pages failed is not listed at all (nothing will come).
 */
export const preparingChapter = and(
  eq(chapters.state, "published"),
  inArray(chapters.pipeline, ["pending", "rendering"]),
) as SQL;

/** A text[] value in SQL, each element its own parameter (drizzle expands JS arrays as lists). */
export const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** The mean of every rating of a published comic: the prior of each Bayesian average. */
export async function comicRatingMean(db: Database): Promise<number | null> {
  const [row] = await db
    .select({
      mean: sql<
        number | null
      >`${comicRatingTotals.ratingSum}::float8 / nullif(${comicRatingTotals.ratingCount}, 0)`,
    })
    .from(comicRatingTotals);
  return row?.mean ?? null;
}

export interface Rating {
  /** Bayesian average (1-5), `null` before the first rating. */
  average: number | null;
  count: number;
}

export interface LatestChapter {
  number: number;
  language: TranslationLanguage;
  publishedAt: string | null;
}

/** A comic in a list: catalog, search results, similar comics, a publisher's series. */
export interface ComicCard {
  slug: string;
  name: string;
  translatedName: string;
  cover: string | null;
  genres: ComicGenre[];
  status: ComicStatus;
  direction: ReadingDirection;
  views: number;
  rating: Rating;
  latestChapter: LatestChapter | null;
}

/** The columns a card is made of (comics joined with comic_stats). */
export const cardColumns = {
  slug: comics.slug,
  name: comics.name,
  translatedName: comics.translatedName,
  coverKey: comics.coverKey,
  genres: comics.genres,
  status: comics.status,
  direction: comics.direction,
  views: comics.views,
  ratingCount: comicStats.ratingCount,
  ratingSum: comicStats.ratingSum,
  latestChapterAt: comicStats.latestChapterAt,
  latestChapterNumber: comicStats.latestChapterNumber,
  latestChapterLanguage: comicStats.latestChapterLanguage,
};

export interface CardRow {
  slug: string;
  name: string;
  translatedName: string;
  coverKey: string | null;
  genres: string[];
  status: ComicStatus;
  direction: ReadingDirection;
  views: number;
  ratingCount: number;
  ratingSum: number;
  latestChapterAt: string | Date | null;
  latestChapterNumber: number | null;
  latestChapterLanguage: string | null;
}

export function toCard(row: CardRow, mean: number | null): ComicCard {
  return {
    slug: row.slug,
    name: row.name,
    translatedName: row.translatedName,
    cover: coverUrl(row.coverKey),
    genres: knownGenres(row.genres),
    status: row.status,
    direction: row.direction,
    views: Number(row.views),
    rating: { average: bayesian(row.ratingSum, row.ratingCount, mean), count: row.ratingCount },
    latestChapter:
      row.latestChapterNumber === null
        ? null
        : {
            number: row.latestChapterNumber,
            language: row.latestChapterLanguage as TranslationLanguage,
            publishedAt: iso(row.latestChapterAt),
          },
  };
}

/** The Bayesian average in SQL, to sort by (a comic without ratings sits at the mean). */
export const bayesianSql = (mean: number | null): SQL<number> =>
  sql<number>`((${BAYES_VOTES} * ${mean ?? 0}::float8 + ${comicStats.ratingSum}) / (${BAYES_VOTES} + ${comicStats.ratingCount}))`;

/** Published comics as cards, by `where` and `orderBy`. */
export async function selectCards(
  db: Database,
  options: { where?: SQL; orderBy: (SQL | AnyPgColumn)[]; limit: number; mean: number | null },
): Promise<ComicCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(comics)
    .innerJoin(comicStats, eq(comicStats.comicId, comics.id))
    .where(options.where ? and(published, options.where) : published)
    .orderBy(...options.orderBy)
    .limit(options.limit);
  return rows.map((row) => toCard(row, options.mean));
}
