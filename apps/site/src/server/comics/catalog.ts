// The catalog's home: the latest published chapters (the reader's language first), the popular
// comics and the genres with how many comics each has.

import { type ComicGenre, comicGenres, type TranslationLanguage } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { chapters, comics } from "../db/schema";
import {
  bayesianSql,
  type ComicCard,
  chapterLanguageOf,
  comicRatingMean,
  coverUrl,
  iso,
  published,
  readableChapter,
  selectCards,
} from "./shared";

const LATEST = 12;
const POPULAR = 12;

export interface CatalogChapter {
  comic: { slug: string; name: string; translatedName: string; cover: string | null };
  number: number;
  title: string;
  language: TranslationLanguage;
  publishedAt: string | null;
}

export interface CatalogHome {
  latestChapters: CatalogChapter[];
  popular: ComicCard[];
  genres: { id: ComicGenre; count: number }[];
}

export async function catalogHome(db: Database, params: { locale: Locale }): Promise<CatalogHome> {
  const language = chapterLanguageOf(params.locale);
  const mine = await latestChapters(db, eq(chapters.language, language), LATEST);
  const others =
    mine.length < LATEST
      ? await latestChapters(db, ne(chapters.language, language), LATEST - mine.length)
      : [];
  const mean = await comicRatingMean(db);
  const popular = await selectCards(db, {
    orderBy: [desc(comics.views), desc(bayesianSql(mean)), comics.slug],
    limit: POPULAR,
    mean,
  });
  return { latestChapters: [...mine, ...others], popular, genres: await genreCounts(db) };
}

/** Readable chapters (published, pages ready) of published comics, newest first. */
async function latestChapters(db: Database, where: SQL, limit: number): Promise<CatalogChapter[]> {
  const rows = await db
    .select({
      slug: comics.slug,
      name: comics.name,
      translatedName: comics.translatedName,
      coverKey: comics.coverKey,
      chapterCover: chapters.coverKey,
      number: chapters.number,
      title: chapters.title,
      language: chapters.language,
      publishedAt: chapters.publishedAt,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(readableChapter, published, where))
    .orderBy(desc(chapters.publishedAt), desc(chapters.number))
    .limit(limit);
  return rows.map((row) => ({
    comic: {
      slug: row.slug,
      name: row.name,
      translatedName: row.translatedName,
      cover: coverUrl(row.coverKey ?? row.chapterCover),
    },
    number: row.number,
    title: row.title,
    language: row.language,
    publishedAt: iso(row.publishedAt),
  }));
}

/** Every genre of the forms' list, with its number of published comics (0 included). */
export async function genreCounts(db: Database): Promise<{ id: ComicGenre; count: number }[]> {
  const rows = await db
    .select({ genre: sql<string>`g.genre`, count: sql<number>`count(*)::int` })
    .from(sql`${comics} cross join lateral unnest(${comics.genres}) as g(genre)`)
    .where(published)
    .groupBy(sql`g.genre`);
  const counts = new Map(rows.map((row) => [row.genre, row.count]));
  return comicGenres.map((id) => ({ id, count: counts.get(id) ?? 0 }));
}
