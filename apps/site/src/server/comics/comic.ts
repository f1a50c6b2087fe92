// A comic's page: the comic and its publisher, its published chapters by language (readable, or
// being prepared; with what the viewer saved and read), rating, counts, comments, similar comics
// and the viewer's own flags.

import {
  type ComicGenre,
  type ComicStatus,
  type ReadingDirection,
  type TranslationLanguage,
  translationLanguages,
} from "@rawafed/forms/schemas";
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { photoUrl } from "../accounts/viewer";
import type { Database } from "../db/index";
import {
  chapters,
  comicComments,
  comicRatings,
  comicStats,
  comics,
  follows,
  publishers,
  readingHistory,
  saves,
  translatorTeams,
  users,
} from "../db/schema";
import { chapterPdfUrl } from "../files/urls";
import {
  bayesian,
  type ComicCard,
  comicRatingMean,
  coverUrl,
  iso,
  knownGenres,
  preparingChapter,
  published,
  type Rating,
  readableChapter,
  selectCards,
  textArray,
} from "./shared";
import { transcriptCounts } from "./transcripts";

const SIMILAR = 6;
const COMMENTS = 100;

export interface ChapterItem {
  id: string;
  number: number;
  title: string;
  language: TranslationLanguage;
  translator: { id: string; name: string } | null;
  pageCount: number;
  /** Readable (`readableChapter`): the reader opens it. Else its pages are being drawn. */
  ready: boolean;
  pdfUrl: string | null;
  /** The PDF's real size in bytes, shown beside its download. */
  pdfSize: number | null;
  publishedAt: string | null;
  /** The viewer's: saved, and how far they read (`null`: never opened, or a visitor). */
  saved: boolean;
  read: { page: number; finished: boolean } | null;
  /** Every page has a transcript (its words as text, for screen readers and search). */
  transcribed: boolean;
  /** The team it is credited to, if any (its people are on the reader's page). */
  team: { slug: string; name: string } | null;
}

export interface ComicComment {
  id: string;
  body: string;
  createdAt: string;
  /** The chapter it is about, if any. */
  chapter: { number: number; language: TranslationLanguage } | null;
  /** `null` for a deleted account ("a deleted user"). */
  author: { id: string; name: string; photo: string | null } | null;
}

export interface ComicPage {
  comic: {
    id: string;
    slug: string;
    name: string;
    translatedName: string;
    otherNames: string[];
    description: string;
    cover: string | null;
    genres: ComicGenre[];
    artist: string;
    writer: string;
    status: ComicStatus;
    direction: ReadingDirection;
    originalLanguage: TranslationLanguage;
    translationLanguage: TranslationLanguage;
    publishedAt: string | null;
  };
  publisher: { id: string; slug: string; name: string; country: string } | null;
  /** By language, in the forms' order of languages; chapters by number. */
  chapters: { language: TranslationLanguage; chapters: ChapterItem[] }[];
  rating: Rating & { mine: number | null };
  counts: { followers: number; views: number; comments: number };
  /** Newest first, at most 100 (`counts.comments` has them all). */
  comments: ComicComment[];
  similar: ComicCard[];
  viewer: { saved: boolean; following: boolean };
}

export async function comicPage(
  db: Database,
  params: { slug: string; viewerId?: string | null },
): Promise<ComicPage | null> {
  const [comic] = await db
    .select({ comic: comics, publisher: publishers })
    .from(comics)
    .leftJoin(publishers, eq(publishers.id, comics.publisherId))
    .where(and(eq(comics.slug, params.slug), published));
  if (!comic) return null;
  const { id } = comic.comic;
  const viewerId = params.viewerId ?? null;
  const [chapterList, rating, counts, comments, similar, flags] = await Promise.all([
    chapterItems(db, id, viewerId),
    comicRating(db, id, viewerId),
    comicCounts(db, id),
    commentList(db, id),
    similarComics(db, id, comic.comic.genres),
    viewerFlags(db, id, viewerId),
  ]);
  const c = comic.comic;
  return {
    comic: {
      id,
      slug: c.slug,
      name: c.name,
      translatedName: c.translatedName,
      otherNames: c.otherNames,
      description: c.description,
      cover: coverUrl(c.coverKey),
      genres: knownGenres(c.genres),
      artist: c.artist,
      writer: c.writer,
      status: c.status,
      direction: c.direction,
      originalLanguage: c.originalLanguage,
      translationLanguage: c.translationLanguage,
      publishedAt: iso(c.publishedAt),
    },
    publisher: comic.publisher
      ? {
          id: comic.publisher.id,
          slug: comic.publisher.slug,
          name: comic.publisher.name,
          country: comic.publisher.country,
        }
      : null,
    chapters: translationLanguages
      .map((language) => ({
        language,
        chapters: chapterList.filter((chapter) => chapter.language === language),
      }))
      .filter((group) => group.chapters.length > 0),
    rating,
    counts: { ...counts, views: Number(c.views) },
    comments,
    similar,
    viewer: flags,
  };
}

async function chapterItems(
  db: Database,
  comicId: string,
  viewerId: string | null,
): Promise<ChapterItem[]> {
  const rows = await db
    .select({
      id: chapters.id,
      number: chapters.number,
      title: chapters.title,
      language: chapters.language,
      translatorId: chapters.translatorId,
      translatorName: users.name,
      pageCount: chapters.pageCount,
      readable: chapters.readable,
      pdfKey: chapters.pdfKey,
      pdfSize: chapters.pdfSize,
      publishedAt: chapters.publishedAt,
      teamSlug: translatorTeams.slug,
      teamName: translatorTeams.name,
    })
    .from(chapters)
    .leftJoin(users, eq(users.id, chapters.translatorId))
    .leftJoin(translatorTeams, eq(translatorTeams.id, chapters.teamId))
    .where(and(eq(chapters.comicId, comicId), or(readableChapter, preparingChapter)))
    .orderBy(asc(chapters.language), asc(chapters.number));
  const ids = rows.map((row) => row.id);
  // The viewer's saves and progress, beside the pages transcribed: one round trip's time.
  const viewerRows = (viewer: string) =>
    Promise.all([
      db
        .select({ id: saves.targetId })
        .from(saves)
        .where(
          and(eq(saves.userId, viewer), eq(saves.target, "chapter"), inArray(saves.targetId, ids)),
        ),
      db
        .select({
          id: readingHistory.chapterId,
          page: readingHistory.page,
          finishedAt: readingHistory.finishedAt,
        })
        .from(readingHistory)
        .where(and(eq(readingHistory.userId, viewer), inArray(readingHistory.chapterId, ids))),
    ]);
  const [transcripts, [saved, history]] = await Promise.all([
    transcriptCounts(db, ids),
    viewerId && ids.length > 0 ? viewerRows(viewerId) : Promise.resolve([[], []] as const),
  ]);
  const savedIds = new Set(saved.map((row) => row.id));
  const read = new Map(history.map((row) => [row.id, row]));
  return rows.map((row) => {
    const progress = read.get(row.id);
    return {
      id: row.id,
      number: row.number,
      title: row.title,
      language: row.language,
      translator:
        row.translatorId && row.translatorName !== null
          ? { id: row.translatorId, name: row.translatorName }
          : null,
      pageCount: row.pageCount,
      ready: row.readable,
      pdfUrl: row.pdfKey ? chapterPdfUrl(row.id) : null,
      pdfSize: row.pdfKey ? row.pdfSize : null,
      publishedAt: iso(row.publishedAt),
      saved: savedIds.has(row.id),
      read: progress ? { page: progress.page, finished: progress.finishedAt !== null } : null,
      transcribed: row.pageCount > 0 && (transcripts.get(row.id) ?? 0) >= row.pageCount,
      team:
        row.teamSlug !== null && row.teamName !== null
          ? { slug: row.teamSlug, name: row.teamName }
          : null,
    };
  });
}

async function comicRating(
  db: Database,
  comicId: string,
  viewerId: string | null,
): Promise<Rating & { mine: number | null }> {
  const [mean, [stats], [mine]] = await Promise.all([
    comicRatingMean(db),
    db
      .select({ count: comicStats.ratingCount, sum: comicStats.ratingSum })
      .from(comicStats)
      .where(eq(comicStats.comicId, comicId)),
    viewerId
      ? db
          .select({ stars: comicRatings.stars })
          .from(comicRatings)
          .where(and(eq(comicRatings.comicId, comicId), eq(comicRatings.userId, viewerId)))
      : [],
  ]);
  const ratingCount = stats?.count ?? 0;
  return {
    average: bayesian(stats?.sum ?? 0, ratingCount, mean),
    count: ratingCount,
    mine: mine?.stars ?? null,
  };
}

async function comicCounts(db: Database, comicId: string) {
  const [[followers], [comments]] = await Promise.all([
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.target, "comic"), eq(follows.targetId, comicId))),
    db
      .select({ n: count() })
      .from(comicComments)
      .leftJoin(chapters, eq(chapters.id, comicComments.chapterId))
      .where(visibleComments(comicId)),
  ]);
  return { followers: followers?.n ?? 0, comments: comments?.n ?? 0 };
}

/** Not hidden, and on the comic itself or on one of its published chapters. */
const visibleComments = (comicId: string) =>
  and(
    eq(comicComments.comicId, comicId),
    eq(comicComments.hidden, false),
    or(isNull(comicComments.chapterId), eq(chapters.state, "published")),
  );

async function commentList(db: Database, comicId: string): Promise<ComicComment[]> {
  const rows = await db
    .select({
      id: comicComments.id,
      body: comicComments.body,
      createdAt: comicComments.createdAt,
      chapterNumber: chapters.number,
      chapterLanguage: chapters.language,
      userId: users.id,
      userName: users.name,
      userImage: users.image,
    })
    .from(comicComments)
    .leftJoin(chapters, eq(chapters.id, comicComments.chapterId))
    .leftJoin(users, eq(users.id, comicComments.userId))
    .where(visibleComments(comicId))
    .orderBy(desc(comicComments.createdAt), desc(comicComments.id))
    .limit(COMMENTS);
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: iso(row.createdAt) ?? "",
    chapter:
      row.chapterNumber !== null && row.chapterLanguage !== null
        ? { number: row.chapterNumber, language: row.chapterLanguage }
        : null,
    author:
      row.userId !== null && row.userName !== null
        ? { id: row.userId, name: row.userName, photo: photoUrl(row.userImage) }
        : null,
  }));
}

/** Published comics sharing the most genres with this one (then the most viewed). */
export async function similarComics(
  db: Database,
  comicId: string,
  genres: string[],
): Promise<ComicCard[]> {
  if (genres.length === 0) return [];
  const shared = sql`cardinality(array(select unnest(${comics.genres}) intersect select unnest(${textArray(genres)})))`;
  return selectCards(db, {
    where: sql`${comics.id} <> ${comicId} and ${comics.genres} && ${textArray(genres)}`,
    orderBy: [desc(shared), desc(comics.views), asc(comics.slug)],
    limit: SIMILAR,
    mean: await comicRatingMean(db),
  });
}

async function viewerFlags(db: Database, comicId: string, viewerId: string | null) {
  if (!viewerId) return { saved: false, following: false };
  const [[saved], [following]] = await Promise.all([
    db
      .select({ n: count() })
      .from(saves)
      .where(
        and(eq(saves.userId, viewerId), eq(saves.target, "comic"), eq(saves.targetId, comicId)),
      ),
    db
      .select({ n: count() })
      .from(follows)
      .where(
        and(
          eq(follows.userId, viewerId),
          eq(follows.target, "comic"),
          eq(follows.targetId, comicId),
        ),
      ),
  ]);
  return { saved: (saved?.n ?? 0) > 0, following: (following?.n ?? 0) > 0 };
}
