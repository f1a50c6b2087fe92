// What a reader may act on: only what readers can see (a published comic, a readable chapter of a
// published comic), a translator with a public profile, a publisher. Anything else is answered 404.
import { and, eq } from "drizzle-orm";
import { chapters, comics, publishers, translatorProfiles, translatorTeams } from "../../db/comics";
import type { Database } from "../../db/index";
import { readableChapter } from "../shared";

export async function publishedComic(db: Database, id: string) {
  const [comic] = await db
    .select({ id: comics.id, uploaderId: comics.uploaderId })
    .from(comics)
    .where(and(eq(comics.id, id), eq(comics.state, "published")));
  return comic ?? null;
}

/** A chapter as the reader opens it (`readableChapter`): one being prepared is not there yet. */
export async function openableChapter(db: Database, id: string) {
  const [chapter] = await db
    .select({
      id: chapters.id,
      comicId: chapters.comicId,
      pageCount: chapters.pageCount,
      translatorId: chapters.translatorId,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(chapters.id, id), readableChapter, eq(comics.state, "published")));
  return chapter ?? null;
}

export async function translatorExists(db: Database, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ userId: translatorProfiles.userId })
    .from(translatorProfiles)
    .where(eq(translatorProfiles.userId, userId));
  return Boolean(profile);
}

export async function publisherExists(db: Database, id: string): Promise<boolean> {
  const [publisher] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(eq(publishers.id, id));
  return Boolean(publisher);
}

export async function teamExists(db: Database, id: string): Promise<boolean> {
  const [team] = await db
    .select({ id: translatorTeams.id })
    .from(translatorTeams)
    .where(eq(translatorTeams.id, id));
  return Boolean(team);
}
