// A translator's profile and a publisher's page: who they are, their followers, the viewer's
// follow (and a translator's ratings), and what they put in the catalog.

import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { photoUrl } from "../accounts/viewer";
import type { Database } from "../db/index";
import {
  chapters,
  comicStats,
  comics,
  type FollowTarget,
  follows,
  publishers,
  translatorProfiles,
  translatorRatings,
  users,
} from "../db/schema";
import {
  bayesian,
  type ComicCard,
  comicRatingMean,
  coverUrl,
  iso,
  published,
  readableChapter,
  round2,
  selectCards,
} from "./shared";

const TRANSLATOR_CHAPTERS = 100;

export interface TranslatorPage {
  translator: {
    id: string;
    name: string;
    photo: string | null;
    level: string;
    description: string;
    languages: string[];
  };
  followers: number;
  rating: {
    /** Bayesian average of the stars (`null` before the first rating). */
    average: number | null;
    /** Plain averages of translation quality and image clarity. */
    quality: number | null;
    clarity: number | null;
    count: number;
    mine: { stars: number; quality: number; clarity: number } | null;
  };
  following: boolean;
  /** Their published chapters of published comics, newest first (at most 100). */
  chapters: {
    comic: { slug: string; name: string; translatedName: string; cover: string | null };
    number: number;
    title: string;
    language: TranslationLanguage;
    publishedAt: string | null;
  }[];
}

/** How many follow a comic, translator, publisher or team. */
export async function followersOf(db: Database, target: FollowTarget, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.target, target), eq(follows.targetId, id)));
  return row?.n ?? 0;
}

/** Whether the viewer (none: a visitor) follows it. */
export async function isFollowing(
  db: Database,
  viewerId: string | null,
  target: FollowTarget,
  id: string,
): Promise<boolean> {
  if (!viewerId) return false;
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.userId, viewerId), eq(follows.target, target), eq(follows.targetId, id)));
  return (row?.n ?? 0) > 0;
}

/** A profile's chapter: its comic, number, title, language and date. */
export type ProfileChapter = TranslatorPage["chapters"][number];

/**
 * The readable chapters of published comics that `credited` picks (a translator's, a team's),
 * newest first, at most `limit`.
 */
export async function profileChapters(
  db: Database,
  credited: SQL,
  limit: number,
): Promise<ProfileChapter[]> {
  const rows = await db
    .select({
      slug: comics.slug,
      name: comics.name,
      translatedName: comics.translatedName,
      coverKey: comics.coverKey,
      number: chapters.number,
      title: chapters.title,
      language: chapters.language,
      publishedAt: chapters.publishedAt,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(credited, readableChapter, published))
    .orderBy(desc(chapters.publishedAt), asc(comics.slug), desc(chapters.number))
    .limit(limit);
  return rows.map((row) => ({
    comic: {
      slug: row.slug,
      name: row.name,
      translatedName: row.translatedName,
      cover: coverUrl(row.coverKey),
    },
    number: row.number,
    title: row.title,
    language: row.language,
    publishedAt: iso(row.publishedAt),
  }));
}

export async function translatorPage(
  db: Database,
  params: { id: string; viewerId?: string | null },
): Promise<TranslatorPage | null> {
  const [profile] = await db
    .select({ user: users, profile: translatorProfiles })
    .from(translatorProfiles)
    .innerJoin(users, eq(users.id, translatorProfiles.userId))
    .where(eq(translatorProfiles.userId, params.id));
  if (!profile) return null;
  const viewerId = params.viewerId ?? null;
  const [followers, following, [totals], [mean], [mine], chapterRows] = await Promise.all([
    followersOf(db, "translator", params.id),
    isFollowing(db, viewerId, "translator", params.id),
    db
      .select({
        count: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${translatorRatings.stars}), 0)::int`,
        quality: sql<number | null>`avg(${translatorRatings.quality})::float8`,
        clarity: sql<number | null>`avg(${translatorRatings.clarity})::float8`,
      })
      .from(translatorRatings)
      .where(eq(translatorRatings.translatorId, params.id)),
    // The prior: the mean of every translator's stars.
    db
      .select({ mean: sql<number | null>`avg(${translatorRatings.stars})::float8` })
      .from(translatorRatings),
    viewerId
      ? db
          .select({
            stars: translatorRatings.stars,
            quality: translatorRatings.quality,
            clarity: translatorRatings.clarity,
          })
          .from(translatorRatings)
          .where(
            and(
              eq(translatorRatings.translatorId, params.id),
              eq(translatorRatings.userId, viewerId),
            ),
          )
      : [],
    profileChapters(db, eq(chapters.translatorId, params.id), TRANSLATOR_CHAPTERS),
  ]);
  const ratingCount = totals?.count ?? 0;
  const { user } = profile;
  return {
    translator: {
      id: user.id,
      name: user.name,
      photo: photoUrl(user.image),
      level: profile.profile.level,
      description: profile.profile.description,
      languages: profile.profile.languages,
    },
    followers,
    rating: {
      average: bayesian(totals?.sum ?? 0, ratingCount, mean?.mean ?? null),
      quality: totals?.quality == null ? null : round2(totals.quality),
      clarity: totals?.clarity == null ? null : round2(totals.clarity),
      count: ratingCount,
      mine: mine ?? null,
    },
    following,
    chapters: chapterRows,
  };
}

export interface PublisherPage {
  publisher: {
    id: string;
    slug: string;
    name: string;
    country: string;
    foundedOn: string | null;
    description: string;
  };
  /** Its published series. */
  seriesCount: number;
  /** Newest first (by their latest chapter, then publication). */
  comics: ComicCard[];
  followers: number;
  following: boolean;
}

export async function publisherPage(
  db: Database,
  params: { slug: string; viewerId?: string | null },
): Promise<PublisherPage | null> {
  const [publisher] = await db.select().from(publishers).where(eq(publishers.slug, params.slug));
  if (!publisher) return null;
  const mean = await comicRatingMean(db);
  const [series, followers, following] = await Promise.all([
    selectCards(db, {
      where: eq(comics.publisherId, publisher.id),
      orderBy: [
        sql`${comicStats.latestChapterAt} desc nulls last`,
        desc(comics.publishedAt),
        asc(comics.slug),
      ],
      limit: 1000,
      mean,
    }),
    followersOf(db, "publisher", publisher.id),
    isFollowing(db, params.viewerId ?? null, "publisher", publisher.id),
  ]);
  return {
    publisher: {
      id: publisher.id,
      slug: publisher.slug,
      name: publisher.name,
      country: publisher.country,
      foundedOn: publisher.foundedOn,
      description: publisher.description,
    },
    seriesCount: series.length,
    comics: series,
    followers,
    following,
  };
}
