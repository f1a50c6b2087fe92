// POST /api/comics/progress, /api/comics/history/remove and /api/comics/history/clear: where the
// reader is in a chapter (resumed on return, listed in their history), and their history wiped.
import { and, eq, sql } from "drizzle-orm";
import { readingHistory } from "../../db/comics";
import type { Database } from "../../db/index";
import { endpoint } from "../../http/admission";
import { invalid, ok } from "../../http/answers";
import { notFound } from "./answers";
import { chapterInput, emptyInput, progressInput } from "./inputs";
import { openableChapter } from "./targets";

const SMALL_BODY = 1024;

/**
 * Where a reader is in a chapter: the one record the web reader and a reading app's page
 * streaming both move (`opds/pageStream.ts`). Finished when told so or at the last page, and it
 * stays finished on a re-read.
 */
export async function recordProgress(
  db: Database,
  userId: string,
  at: { chapterId: string; page: number; pageCount: number; finished?: boolean },
): Promise<{ page: number; finishedAt: Date | null } | undefined> {
  const finished = at.finished === true || at.page === at.pageCount;
  const finishedAt = finished
    ? sql`coalesce(${readingHistory.finishedAt}, now())`
    : readingHistory.finishedAt;
  const [row] = await db
    .insert(readingHistory)
    .values({
      userId,
      chapterId: at.chapterId,
      page: at.page,
      finishedAt: finished ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [readingHistory.userId, readingHistory.chapterId],
      set: { page: at.page, finishedAt, readAt: sql`now()` },
    })
    .returning({ page: readingHistory.page, finishedAt: readingHistory.finishedAt });
  return row;
}

/**
 * `{ chapterId, page, finished? }`: the page reached (1 to the chapter's page count). The chapter
 * is finished when the reader says so or reaches its last page, and stays finished on a re-read.
 * The reader saves once a page turn at most, so the limit allows a fast reader's pace.
 */
export const handleProgress = endpoint({
  rate: { key: "comics-progress", per: "person", max: 120 },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: progressInput },
  handle: async ({ db, user, data, locale }) => {
    const chapter = await openableChapter(db, data.chapterId);
    if (!chapter) return notFound();
    if (data.page > chapter.pageCount) return invalid(locale, { page: "validation.fieldInvalid" });
    const row = await recordProgress(db, user.id, {
      chapterId: data.chapterId,
      page: data.page,
      pageCount: chapter.pageCount,
      finished: data.finished === true,
    });
    return ok({ page: row?.page, finished: Boolean(row?.finishedAt) });
  },
});

/** `{ chapterId }`: one chapter out of the reader's history (done already is done). */
export const handleRemoveHistory = endpoint({
  rate: { key: "comics-history", per: "person", max: 60 },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: chapterInput },
  handle: async ({ db, user, data }) => {
    const removed = await db
      .delete(readingHistory)
      .where(and(eq(readingHistory.userId, user.id), eq(readingHistory.chapterId, data.chapterId)))
      .returning({ chapterId: readingHistory.chapterId });
    return ok({ removed: removed.length });
  },
});

/** `{}`: the reader's whole history. */
export const handleClearHistory = endpoint({
  rate: { key: "comics-history-clear", per: "person", max: 10 },
  who: "reader",
  body: { accepts: "json", maxBytes: SMALL_BODY, schema: emptyInput },
  handle: async ({ db, user }) => {
    const removed = await db
      .delete(readingHistory)
      .where(eq(readingHistory.userId, user.id))
      .returning({ chapterId: readingHistory.chapterId });
    return ok({ removed: removed.length });
  },
});
