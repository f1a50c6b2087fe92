// Followers told of a new chapter (CONTRACT.md: "followers are notified of a new published
// chapter"), in the site's notifications, and a team's members of their team's. Called once a
// chapter is published: by the review console, and by the demo seed.
import { and, eq, ne, notExists, or, type SQL } from "drizzle-orm";
import {
  chapterCredits,
  chapters,
  comics,
  follows,
  notifications,
  translatorTeams,
} from "../../db/comics";
import type { Database, Transaction } from "../../db/index";
import { TEAM_CHAPTER_PUBLISHED } from "../../makers/kinds";

/** The kind of notification a new chapter makes (the message `comics.notifications.chapterPublished`). */
export const CHAPTER_PUBLISHED = "chapterPublished";

/** What a `chapterPublished` notification's `data` holds (the text needs both). */
export interface ChapterPublishedData {
  number: number;
  language: string;
}

/**
 * One `chapterPublished` notification for every follower of the chapter's comic, of its
 * translator or of its team: a person following both is told once, the translator never of their own chapter, and
 * nobody twice for one chapter (a second call adds only new followers). Nothing happens unless the
 * chapter and its comic are published, so call it after setting `state`, in the same transaction
 * when there is one. Returns how many notifications were made.
 */
export async function notifyFollowersOfChapter(
  db: Database | Transaction,
  chapterId: string,
): Promise<number> {
  const [chapter] = await db
    .select({
      comicId: chapters.comicId,
      number: chapters.number,
      language: chapters.language,
      translatorId: chapters.translatorId,
      teamId: chapters.teamId,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(
      and(
        eq(chapters.id, chapterId),
        eq(chapters.state, "published"),
        eq(comics.state, "published"),
      ),
    );
  if (!chapter) return 0;

  const { translatorId } = chapter;
  const followed: SQL[] = [
    and(eq(follows.target, "comic"), eq(follows.targetId, chapter.comicId)) as SQL,
  ];
  if (translatorId) {
    followed.push(and(eq(follows.target, "translator"), eq(follows.targetId, translatorId)) as SQL);
  }
  if (chapter.teamId) {
    followed.push(and(eq(follows.target, "team"), eq(follows.targetId, chapter.teamId)) as SQL);
  }
  const alreadyTold = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, follows.userId),
        eq(notifications.chapterId, chapterId),
        eq(notifications.kind, CHAPTER_PUBLISHED),
      ),
    );
  const followers = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(
      and(
        or(...followed),
        translatorId ? ne(follows.userId, translatorId) : undefined,
        notExists(alreadyTold),
      ),
    );
  if (followers.length === 0) return 0;

  const data: ChapterPublishedData = { number: chapter.number, language: chapter.language };
  const made = await db
    .insert(notifications)
    .values(
      followers.map(({ userId }) => ({
        userId,
        kind: CHAPTER_PUBLISHED,
        comicId: chapter.comicId,
        chapterId,
        data,
      })),
    )
    .returning({ id: notifications.id });
  return made.length;
}

/**
 * One `teamChapterPublished` notification for each person the chapter is credited to, its
 * translator aside (who is told of their own submission). Call after `creditTeam`.
 */
export async function notifyTeamOfChapter(
  db: Database | Transaction,
  chapterId: string,
): Promise<number> {
  const [chapter] = await db
    .select({
      comicId: chapters.comicId,
      number: chapters.number,
      language: chapters.language,
      translatorId: chapters.translatorId,
      team: translatorTeams.name,
      slug: translatorTeams.slug,
    })
    .from(chapters)
    .innerJoin(translatorTeams, eq(translatorTeams.id, chapters.teamId))
    .where(eq(chapters.id, chapterId));
  if (!chapter) return 0;
  const credited = await db
    .select({ userId: chapterCredits.userId })
    .from(chapterCredits)
    .where(
      and(
        eq(chapterCredits.chapterId, chapterId),
        chapter.translatorId ? ne(chapterCredits.userId, chapter.translatorId) : undefined,
      ),
    );
  if (credited.length === 0) return 0;
  const data = {
    number: chapter.number,
    language: chapter.language,
    team: chapter.team,
    slug: chapter.slug,
  };
  const made = await db
    .insert(notifications)
    .values(
      credited.map(({ userId }) => ({
        userId,
        kind: TEAM_CHAPTER_PUBLISHED,
        comicId: chapter.comicId,
        chapterId,
        data,
      })),
    )
    .returning({ id: notifications.id });
  return made.length;
}
