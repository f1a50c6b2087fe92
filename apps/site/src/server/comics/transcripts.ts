// Page transcripts (issue #35): a page's balloons, captions and sound effects as text, in reading
// order and in the chapter's language. The reader gives each page its transcript as the image's
// description for screen readers and shows it beside the page on request; search finds words in
// them. A chapter's translator writes them, at upload or later from their work.
import {
  CHAPTER_MAX_PAGES,
  pageTranscriptSchema,
  TRANSCRIPT_MAX,
  type TranslationLanguage,
} from "@rawafed/forms/schemas";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { UPLOAD_ROLES } from "../accounts/roles";
import { chapters, comics, pageTranscripts } from "../db/comics";
import type { Database, Transaction } from "../db/index";
import { endpoint } from "../http/admission";
import { ok } from "../http/answers";
import { forbidden, notFound } from "./actions/answers";
import { uuid, whole } from "./actions/inputs";
import { published, readableChapter } from "./shared";

/** A page's transcript at up to 4 bytes a character, and the rest of the body. */
const TRANSCRIPT_BODY = TRANSCRIPT_MAX * 4 + 1_024;

/** Each page's transcript by its number (from 1); a page without one is absent. */
export async function chapterTranscripts(
  db: Database | Transaction,
  chapterId: string,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ page: pageTranscripts.page, text: pageTranscripts.text })
    .from(pageTranscripts)
    .where(eq(pageTranscripts.chapterId, chapterId))
    .orderBy(asc(pageTranscripts.page));
  return new Map(rows.map((row) => [row.page, row.text]));
}

/** How many pages of each chapter have a transcript. */
export async function transcriptCounts(
  db: Database,
  chapterIds: readonly string[],
): Promise<Map<string, number>> {
  if (chapterIds.length === 0) return new Map();
  const rows = await db
    .select({ chapterId: pageTranscripts.chapterId, count: sql<number>`count(*)::int` })
    .from(pageTranscripts)
    .where(inArray(pageTranscripts.chapterId, [...chapterIds]))
    .groupBy(pageTranscripts.chapterId);
  return new Map(rows.map((row) => [row.chapterId, row.count]));
}

/**
 * Sets pages' transcripts (1-based page, text); an empty text removes the page's. Pages past
 * `pageCount` (0 until the pages are drawn) are dropped: a transcript of no page describes nothing.
 */
export async function writeTranscripts(
  db: Database | Transaction,
  chapterId: string,
  pages: readonly { page: number; text: string }[],
  pageCount: number,
): Promise<void> {
  const last = pageCount > 0 ? pageCount : CHAPTER_MAX_PAGES;
  // One kind of line end, whatever the browser or the pasted text used.
  const kept = pages
    .filter((entry) => entry.page >= 1 && entry.page <= last)
    .map((entry) => ({ page: entry.page, text: entry.text.replace(/\r\n?/g, "\n") }));
  const removed = kept.filter((entry) => entry.text === "").map((entry) => entry.page);
  const written = kept.filter((entry) => entry.text !== "");
  if (removed.length) {
    await db
      .delete(pageTranscripts)
      .where(and(eq(pageTranscripts.chapterId, chapterId), inArray(pageTranscripts.page, removed)));
  }
  if (written.length) {
    await db
      .insert(pageTranscripts)
      .values(written.map((entry) => ({ chapterId, page: entry.page, text: entry.text })))
      .onConflictDoUpdate({
        target: [pageTranscripts.chapterId, pageTranscripts.page],
        set: { text: sql`excluded.text`, updatedAt: sql`now()` },
      });
  }
}

/**
 * Transcripts typed at upload: the pages one after the other, each ended by a line holding only
 * `---` (the last needs none). Blank pages keep their place: "a\n---\n\n---\nc" is pages 1 and 3.
 */
export function splitTranscripts(text: string): { page: number; text: string }[] {
  if (text.trim() === "") return [];
  return text
    .split(/\r?\n[ \t]*-{3,}[ \t]*(?:\r?\n|$)/)
    .map((part, index) => ({ page: index + 1, text: part.trim() }))
    .filter((entry) => entry.text !== "");
}

const transcriptInput = z.extend(pageTranscriptSchema, {
  chapterId: uuid(),
  page: whole(1, CHAPTER_MAX_PAGES),
});

/**
 * POST /api/comics/transcript `{ chapterId, page, transcript }`: the chapter's translator sets a
 * page's transcript (empty removes it), in any review state. Someone else's chapter is 403.
 */
export const handleSaveTranscript = endpoint({
  rate: { key: "comics-transcript", per: "person", max: 600 },
  who: UPLOAD_ROLES,
  forbidden: "Translators only.",
  body: { accepts: "json", maxBytes: TRANSCRIPT_BODY, schema: transcriptInput },
  handle: async ({ db, user, data }) => {
    const [chapter] = await db
      .select({ translatorId: chapters.translatorId, pageCount: chapters.pageCount })
      .from(chapters)
      .where(eq(chapters.id, data.chapterId));
    if (!chapter) return notFound();
    if (chapter.translatorId !== user.id) return forbidden();
    if (chapter.pageCount > 0 && data.page > chapter.pageCount) return notFound();
    await writeTranscripts(
      db,
      data.chapterId,
      [{ page: data.page, text: data.transcript }],
      chapter.pageCount,
    );
    return ok({ page: data.page, saved: data.transcript !== "" });
  },
});

/** A page whose transcript has the words searched for. */
export interface PageMatch {
  comic: { slug: string; name: string; translatedName: string };
  chapter: { number: number; language: TranslationLanguage };
  page: number;
  /** The transcript's line with most of the words searched for. */
  line: string;
}

/** Pages shown beside the catalog's results. */
const PAGE_MATCHES = 10;

/**
 * Pages of readable chapters whose transcripts have the words of `query` (the catalog's own
 * normalisation and stems: with or without hamza or marks, "heroes" for "hero"), best first.
 */
export async function searchTranscripts(db: Database, query: string): Promise<PageMatch[]> {
  if (query.trim() === "") return [];
  const rows = await db
    .select({
      slug: comics.slug,
      name: comics.name,
      translatedName: comics.translatedName,
      number: chapters.number,
      language: chapters.language,
      page: pageTranscripts.page,
      text: pageTranscripts.text,
    })
    .from(pageTranscripts)
    .innerJoin(chapters, eq(chapters.id, pageTranscripts.chapterId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(
      and(
        sql`page_transcripts.search_vector @@ comics_search_query(${query})`,
        readableChapter,
        published,
      ),
    )
    .orderBy(
      sql`ts_rank(page_transcripts.search_vector, comics_search_query(${query})) desc`,
      asc(comics.slug),
      asc(chapters.number),
      asc(pageTranscripts.page),
    )
    .limit(PAGE_MATCHES);
  return rows.map((row) => ({
    comic: { slug: row.slug, name: row.name, translatedName: row.translatedName },
    chapter: { number: row.number, language: row.language },
    page: row.page,
    line: bestLine(row.text, query),
  }));
}

/** Lower case, no Arabic marks or tatweel, one alef, ya and ha: as comics_search_normalize. */
const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[\u0623\u0625\u0622\u0671]/g, "\u0627")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0629/g, "\u0647");

/** The line of `text` holding most of the query's words (their first four letters: stems). */
export function bestLine(text: string, query: string): string {
  const words = loose(query)
    .split(/[\s\p{P}]+/u)
    .filter((word) => word.length > 1)
    .map((word) => word.slice(0, 4));
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  let best = lines[0] ?? "";
  let most = -1;
  for (const line of lines) {
    const plain = loose(line);
    const found = words.filter((word) => plain.includes(word)).length;
    if (found > most) [best, most] = [line, found];
  }
  return best.trim();
}
