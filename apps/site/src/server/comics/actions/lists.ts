// What the account pages list for the signed-in reader: their history, saved comics and chapters,
// what they follow, their comments. Only what readers can see is listed (a comic taken down drops
// out, and comes back if it is published again).
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { photoUrl } from "../../accounts/viewer";
import { users } from "../../db/accounts";
import {
  chapters,
  comicComments,
  comics,
  type FollowTarget,
  follows,
  readingHistory as history,
  publishers,
  saves,
  translatorProfiles,
  translatorTeams,
} from "../../db/comics";
import type { Database } from "../../db/index";
import { mediaUrl } from "../../files/urls";
import { type ComicCard, comicRatingMean, readableChapter, selectCards } from "../shared";

/** A comic as the lists name and link it. */
export interface ComicRef {
  id: string;
  slug: string;
  name: string;
  translatedName: string;
}

const comicRef = {
  id: comics.id,
  slug: comics.slug,
  name: comics.name,
  translatedName: comics.translatedName,
};

/** A chapter the lists link: its comic published, and itself readable (`readableChapter`). */
const published = and(eq(comics.state, "published"), readableChapter);
const cover = (key: string | null, fallback?: string | null) =>
  key ? mediaUrl(key) : fallback ? mediaUrl(fallback) : null;

export interface HistoryEntry {
  chapterId: string;
  chapterNumber: number;
  chapterTitle: string;
  language: string;
  comic: ComicRef;
  /** The chapter's cover, else the comic's. */
  cover: string | null;
  /** The page reached, from 1. */
  page: number;
  pageCount: number;
  finished: boolean;
  /** ISO 8601. */
  readAt: string;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** From 1. */
  page: number;
  pages: number;
  total: number;
}

export const HISTORY_PAGE_SIZE = 20;

/** The chapters the reader opened, the last one read first, a page of them at a time. */
export async function readingHistory(db: Database, userId: string, page = 1): Promise<HistoryPage> {
  const mine = and(eq(history.userId, userId), published);
  const [totals] = await db
    .select({ total: count() })
    .from(history)
    .innerJoin(chapters, eq(chapters.id, history.chapterId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(mine);
  const total = totals?.total ?? 0;
  const rows = await db
    .select({
      chapterId: chapters.id,
      chapterNumber: chapters.number,
      chapterTitle: chapters.title,
      language: chapters.language,
      chapterCover: chapters.coverKey,
      comicCover: comics.coverKey,
      comic: comicRef,
      page: history.page,
      pageCount: chapters.pageCount,
      finishedAt: history.finishedAt,
      readAt: history.readAt,
    })
    .from(history)
    .innerJoin(chapters, eq(chapters.id, history.chapterId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(mine)
    .orderBy(desc(history.readAt), desc(history.chapterId))
    .limit(HISTORY_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * HISTORY_PAGE_SIZE);
  return {
    entries: rows.map(({ chapterCover, comicCover, finishedAt, readAt, ...row }) => ({
      ...row,
      cover: cover(chapterCover, comicCover),
      finished: finishedAt !== null,
      readAt: readAt.toISOString(),
    })),
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    total,
  };
}

export interface SavedComic extends ComicRef {
  cover: string | null;
  status: string;
  savedAt: string;
  /** The comic as a card of a grid (rating, views, latest chapter). */
  card: ComicCard | null;
}

export interface SavedChapter {
  id: string;
  number: number;
  title: string;
  language: string;
  comic: ComicRef;
  cover: string | null;
  savedAt: string;
}

export interface SavedItems {
  comics: SavedComic[];
  chapters: SavedChapter[];
}

/** The reader's saved comics and chapters, the last saved first. */
export async function savedItems(db: Database, userId: string): Promise<SavedItems> {
  const savedComics = await db
    .select({
      ...comicRef,
      coverKey: comics.coverKey,
      status: comics.status,
      savedAt: saves.createdAt,
    })
    .from(saves)
    .innerJoin(comics, eq(comics.id, saves.targetId))
    .where(and(eq(saves.userId, userId), eq(saves.target, "comic"), eq(comics.state, "published")))
    .orderBy(desc(saves.createdAt));
  const savedChapters = await db
    .select({
      id: chapters.id,
      number: chapters.number,
      title: chapters.title,
      language: chapters.language,
      chapterCover: chapters.coverKey,
      comicCover: comics.coverKey,
      comic: comicRef,
      savedAt: saves.createdAt,
    })
    .from(saves)
    .innerJoin(chapters, eq(chapters.id, saves.targetId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(saves.userId, userId), eq(saves.target, "chapter"), published))
    .orderBy(desc(saves.createdAt));
  const ids = savedComics.map((comic) => comic.id);
  const cards = ids.length
    ? await selectCards(db, {
        where: inArray(comics.id, ids),
        orderBy: [comics.id],
        limit: ids.length,
        mean: await comicRatingMean(db),
      })
    : [];
  return {
    comics: savedComics.map(({ coverKey, savedAt, ...comic }) => ({
      ...comic,
      cover: cover(coverKey),
      savedAt: savedAt.toISOString(),
      card: cards.find((card) => card.slug === comic.slug) ?? null,
    })),
    chapters: savedChapters.map(({ chapterCover, comicCover, savedAt, ...chapter }) => ({
      ...chapter,
      cover: cover(chapterCover, comicCover),
      savedAt: savedAt.toISOString(),
    })),
  };
}

export interface Following {
  comics: (ComicRef & { cover: string | null; followedAt: string })[];
  translators: {
    id: string;
    name: string;
    photo: string | null;
    languages: string[];
    followedAt: string;
  }[];
  publishers: { id: string; slug: string; name: string; country: string; followedAt: string }[];
  teams: { id: string; slug: string; name: string; followedAt: string }[];
}

// `follows.target_id` is text (a translator's id is a user id): compared as text.
const followed = (target: FollowTarget, userId: string) =>
  and(eq(follows.userId, userId), eq(follows.target, target));

/** What the reader follows: comics, translators, publishers and teams, the last followed first. */
export async function followingOf(db: Database, userId: string): Promise<Following> {
  const followedComics = await db
    .select({ ...comicRef, coverKey: comics.coverKey, followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(comics, eq(sql`${comics.id}::text`, follows.targetId))
    .where(and(followed("comic", userId), eq(comics.state, "published")))
    .orderBy(desc(follows.createdAt));
  const translators = await db
    .select({
      id: users.id,
      name: users.name,
      image: users.image,
      languages: translatorProfiles.languages,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(translatorProfiles, eq(translatorProfiles.userId, follows.targetId))
    .innerJoin(users, eq(users.id, translatorProfiles.userId))
    .where(followed("translator", userId))
    .orderBy(desc(follows.createdAt));
  const followedPublishers = await db
    .select({
      id: publishers.id,
      slug: publishers.slug,
      name: publishers.name,
      country: publishers.country,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(publishers, eq(sql`${publishers.id}::text`, follows.targetId))
    .where(followed("publisher", userId))
    .orderBy(desc(follows.createdAt));
  const followedTeams = await db
    .select({
      id: translatorTeams.id,
      slug: translatorTeams.slug,
      name: translatorTeams.name,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(translatorTeams, eq(sql`${translatorTeams.id}::text`, follows.targetId))
    .where(followed("team", userId))
    .orderBy(desc(follows.createdAt));
  return {
    comics: followedComics.map(({ coverKey, followedAt, ...comic }) => ({
      ...comic,
      cover: cover(coverKey),
      followedAt: followedAt.toISOString(),
    })),
    translators: translators.map(({ image, followedAt, ...translator }) => ({
      ...translator,
      photo: photoUrl(image),
      followedAt: followedAt.toISOString(),
    })),
    publishers: followedPublishers.map(({ followedAt, ...publisher }) => ({
      ...publisher,
      followedAt: followedAt.toISOString(),
    })),
    teams: followedTeams.map(({ followedAt, ...team }) => ({
      ...team,
      followedAt: followedAt.toISOString(),
    })),
  };
}

export interface MyComment {
  id: string;
  body: string;
  /** Hidden by the reviewing team: no longer shown to others. */
  hidden: boolean;
  createdAt: string;
  comic: ComicRef;
  chapter: { id: string; number: number; language: string } | null;
}

/** The newest comments listed at most. */
export const COMMENTS_SHOWN = 200;

/** The reader's comments with the comic (and chapter) each is on, the newest first. */
export async function commentsOf(db: Database, userId: string): Promise<MyComment[]> {
  const rows = await db
    .select({
      id: comicComments.id,
      body: comicComments.body,
      hidden: comicComments.hidden,
      createdAt: comicComments.createdAt,
      comic: comicRef,
      chapterId: chapters.id,
      chapterNumber: chapters.number,
      chapterLanguage: chapters.language,
    })
    .from(comicComments)
    .innerJoin(comics, eq(comics.id, comicComments.comicId))
    .leftJoin(chapters, eq(chapters.id, comicComments.chapterId))
    .where(
      and(
        eq(comicComments.userId, userId),
        eq(comics.state, "published"),
        or(isNull(comicComments.chapterId), eq(chapters.state, "published")),
      ),
    )
    .orderBy(desc(comicComments.createdAt), desc(comicComments.id))
    .limit(COMMENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    comic: row.comic,
    chapter:
      row.chapterId !== null && row.chapterNumber !== null && row.chapterLanguage !== null
        ? { id: row.chapterId, number: row.chapterNumber, language: row.chapterLanguage }
        : null,
  }));
}
