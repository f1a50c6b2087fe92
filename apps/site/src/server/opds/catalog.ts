// What the OPDS catalogs list: the comics platform's published comics and readable chapters,
// read through the same queries as its pages (`comics/search.ts`, `comics/shared.ts`).
import type { ComicGenre, ReadingDirection, TranslationLanguage } from "@rawafed/forms/schemas";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { searchComics } from "../comics/search";
import type { SearchSort } from "../comics/searchParams";
import { coverUrl, iso, knownGenres, published, readableChapter } from "../comics/shared";
import { chapterPages, chapters, comics, follows, readingHistory, saves } from "../db/comics";
import type { Database } from "../db/index";

/** A comic as a catalog lists it. */
export interface OpdsComic {
  slug: string;
  name: string;
  translatedName: string;
  cover: string | null;
  genres: ComicGenre[];
  updated: string | null;
}

/** One page of comics, with how many pages there are. */
export interface OpdsComicPage {
  comics: OpdsComic[];
  page: number;
  pageCount: number;
  total: number;
}

export interface ComicQuery {
  sort: SearchSort;
  page: number;
  q?: string;
  genre?: ComicGenre;
  language?: TranslationLanguage;
}

/** Published comics, as the catalog's search finds and sorts them (20 a page). */
export async function listComics(db: Database, query: ComicQuery): Promise<OpdsComicPage> {
  const found = await searchComics(db, {
    q: query.q,
    sort: query.sort,
    page: query.page,
    genres: query.genre ? [query.genre] : [],
    language: query.language,
  });
  return {
    comics: found.results.map((card) => ({
      slug: card.slug,
      name: card.name,
      translatedName: card.translatedName,
      cover: card.cover,
      genres: card.genres,
      updated: card.latestChapter?.publishedAt ?? null,
    })),
    page: found.page,
    pageCount: found.pageCount,
    total: found.total,
  };
}

/** A readable chapter of a comic. */
export interface OpdsChapter {
  id: string;
  number: number;
  title: string;
  language: TranslationLanguage;
  pageCount: number;
  pdfSize: number | null;
  publishedAt: string | null;
  cover: string | null;
}

/** A readable chapter with its comic's names, for the personal feeds' chapters. */
export interface OpdsChapterOfComic extends OpdsChapter {
  comic: Pick<OpdsComic, "slug" | "name" | "translatedName" | "cover">;
}

const chapterColumns = {
  id: chapters.id,
  number: chapters.number,
  title: chapters.title,
  language: chapters.language,
  pageCount: chapters.pageCount,
  pdfSize: chapters.pdfSize,
  pdfKey: chapters.pdfKey,
  publishedAt: chapters.publishedAt,
  coverKey: chapters.coverKey,
  comicSlug: comics.slug,
  comicName: comics.name,
  comicTranslatedName: comics.translatedName,
  comicCoverKey: comics.coverKey,
};

type ChapterRow = SelectResultFields<typeof chapterColumns>;

const chapterOfComic = (row: ChapterRow): OpdsChapterOfComic => ({
  id: row.id,
  number: row.number,
  title: row.title,
  language: row.language,
  pageCount: row.pageCount,
  pdfSize: row.pdfKey ? row.pdfSize : null,
  publishedAt: iso(row.publishedAt),
  cover: coverUrl(row.coverKey),
  comic: {
    slug: row.comicSlug,
    name: row.comicName,
    translatedName: row.comicTranslatedName,
    cover: coverUrl(row.comicCoverKey),
  },
});

export interface OpdsComicDetail extends OpdsComic {
  description: string;
  writer: string;
  artist: string;
  direction: ReadingDirection;
  chapters: OpdsChapter[];
}

/** A published comic with its readable chapters, by language then number; none if unknown. */
export async function comicDetail(db: Database, slug: string): Promise<OpdsComicDetail | null> {
  const [comic] = await db
    .select({
      id: comics.id,
      slug: comics.slug,
      name: comics.name,
      translatedName: comics.translatedName,
      description: comics.description,
      coverKey: comics.coverKey,
      genres: comics.genres,
      writer: comics.writer,
      artist: comics.artist,
      direction: comics.direction,
      publishedAt: comics.publishedAt,
    })
    .from(comics)
    .where(and(eq(comics.slug, slug), published));
  if (!comic) return null;
  const rows = await db
    .select(chapterColumns)
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(chapters.comicId, comic.id), readableChapter))
    .orderBy(asc(chapters.language), asc(chapters.number));
  const list: OpdsChapter[] = rows.map((row) => {
    const { comic: _comic, ...chapter } = chapterOfComic(row);
    return chapter;
  });
  return {
    slug: comic.slug,
    name: comic.name,
    translatedName: comic.translatedName,
    description: comic.description,
    cover: coverUrl(comic.coverKey),
    genres: knownGenres(comic.genres),
    writer: comic.writer,
    artist: comic.artist,
    direction: comic.direction,
    updated:
      list
        .map((chapter) => chapter.publishedAt)
        .reduce<string | null>(
          (latest, at) => (at && (!latest || at > latest) ? at : latest),
          null,
        ) ?? iso(comic.publishedAt),
    chapters: list,
  };
}

/** A readable chapter's page (from 1): its image's key and size; none if it has no such page. */
export async function readablePage(
  db: Database,
  chapterId: string,
  page: number,
): Promise<{ key: string; width: number; height: number; pageCount: number } | null> {
  const [row] = await db
    .select({
      key: chapterPages.largeKey,
      width: chapterPages.width,
      height: chapterPages.height,
      pageCount: chapters.pageCount,
    })
    .from(chapterPages)
    .innerJoin(chapters, eq(chapters.id, chapterPages.chapterId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(
      and(
        eq(chapterPages.chapterId, chapterId),
        eq(chapterPages.page, page),
        readableChapter,
        published,
      ),
    );
  return row ?? null;
}

/** A readable chapter with its pages' sizes in order (a reading app's manifest); none if not. */
export async function readableChapterPages(db: Database, chapterId: string) {
  const [chapter] = await db
    .select({ ...chapterColumns, direction: comics.direction })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(chapters.id, chapterId), readableChapter, published));
  if (!chapter) return null;
  const pages = await db
    .select({ width: chapterPages.width, height: chapterPages.height })
    .from(chapterPages)
    .where(eq(chapterPages.chapterId, chapterId))
    .orderBy(asc(chapterPages.page));
  return { ...chapterOfComic(chapter), direction: chapter.direction, pages };
}

/** How many chapters a personal feed lists: the latest ones. */
const PERSONAL_FEED_SIZE = 50;

/** The chapters a person opened, the last read first. */
export async function historyChapters(db: Database, userId: string) {
  const rows = await db
    .select(chapterColumns)
    .from(readingHistory)
    .innerJoin(chapters, eq(chapters.id, readingHistory.chapterId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(readingHistory.userId, userId), readableChapter, published))
    .orderBy(desc(readingHistory.readAt))
    .limit(PERSONAL_FEED_SIZE);
  return rows.map(chapterOfComic);
}

/** The chapters a person saved, the last saved first. */
export async function savedChapters(db: Database, userId: string) {
  const rows = await db
    .select(chapterColumns)
    .from(saves)
    .innerJoin(chapters, eq(chapters.id, saves.targetId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(saves.userId, userId), eq(saves.target, "chapter"), readableChapter, published))
    .orderBy(desc(saves.createdAt))
    .limit(PERSONAL_FEED_SIZE);
  return rows.map(chapterOfComic);
}

/** The published comics a person saved (`saves`) or follows (`follows`), the latest first. */
export async function personalComics(
  db: Database,
  userId: string,
  list: "saved" | "following",
): Promise<OpdsComic[]> {
  const base = {
    slug: comics.slug,
    name: comics.name,
    translatedName: comics.translatedName,
    coverKey: comics.coverKey,
    genres: comics.genres,
    publishedAt: comics.publishedAt,
  };
  const rows =
    list === "saved"
      ? await db
          .select(base)
          .from(saves)
          .innerJoin(comics, eq(comics.id, saves.targetId))
          .where(and(eq(saves.userId, userId), eq(saves.target, "comic"), published))
          .orderBy(desc(saves.createdAt))
          .limit(PERSONAL_FEED_SIZE)
      : await db
          .select(base)
          .from(follows)
          // `follows.target_id` is text (a translator's id is a user id).
          .innerJoin(comics, eq(sql`${comics.id}::text`, follows.targetId))
          .where(and(eq(follows.userId, userId), eq(follows.target, "comic"), published))
          .orderBy(desc(follows.createdAt))
          .limit(PERSONAL_FEED_SIZE);
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    translatedName: row.translatedName,
    cover: coverUrl(row.coverKey),
    genres: knownGenres(row.genres),
    updated: iso(row.publishedAt),
  }));
}

/** Where a person is in each of `chapterIds`: the page reached (from 1) and when. */
export async function progressOf(
  db: Database,
  userId: string,
  chapterIds: readonly string[],
): Promise<Map<string, { page: number; at: string }>> {
  if (chapterIds.length === 0) return new Map();
  const rows = await db
    .select({
      chapterId: readingHistory.chapterId,
      page: readingHistory.page,
      readAt: readingHistory.readAt,
    })
    .from(readingHistory)
    .where(
      and(eq(readingHistory.userId, userId), inArray(readingHistory.chapterId, [...chapterIds])),
    );
  return new Map(
    rows.map((row) => [row.chapterId, { page: row.page, at: row.readAt.toISOString() }]),
  );
}
