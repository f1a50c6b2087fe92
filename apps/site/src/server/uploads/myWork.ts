// `/{l}/account/my-work`: the translator's own comics and chapters with their review and page
// states (retranslations waiting beside the chapters they would replace).

import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import * as z from "zod/mini";
import { UPLOAD_ROLES } from "../accounts/roles";
import { viewerOf } from "../accounts/viewer";
import { type MyTeam, teamsOf } from "../comics/teams";
import { chapterTranscripts, transcriptCounts } from "../comics/transcripts";
import { validInput } from "../content/input";
import { chapterPages, chapters, comics, type PipelineState, type ReviewState } from "../db/comics";
import { type Database, getDb } from "../db/index";
import { isUuid } from "../files/keys";
import { chapterPdfUrl, mediaUrl } from "../files/urls";

export interface MyChapter {
  id: string;
  number: number;
  language: string;
  state: ReviewState;
  rejectionReason: string | null;
  pipeline: PipelineState;
  revisionOf: string | null;
  pdfHref: string | null;
  /** Pages drawn (0 until then), and how many of them have a transcript. */
  pageCount: number;
  transcripts: number;
}

export interface MyComic {
  id: string;
  slug: string;
  name: string;
  cover: string | null;
  state: ReviewState;
  rejectionReason: string | null;
  chapters: MyChapter[];
}

/** The comics the translator uploaded, newest first, each with its chapters by number. */
async function myWork(db: Database, userId: string): Promise<MyComic[]> {
  const own = await db
    .select()
    .from(comics)
    .where(eq(comics.uploaderId, userId))
    .orderBy(desc(comics.createdAt));
  if (own.length === 0) return [];
  const rows = await db
    .select()
    .from(chapters)
    .where(
      inArray(
        chapters.comicId,
        own.map((comic) => comic.id),
      ),
    )
    .orderBy(asc(chapters.number), asc(chapters.language), asc(chapters.createdAt));
  const transcribed = await transcriptCounts(
    db,
    rows.map((chapter) => chapter.id),
  );
  return own.map((comic) => ({
    id: comic.id,
    slug: comic.slug,
    name: comic.name,
    cover: comic.coverKey ? mediaUrl(comic.coverKey) : null,
    state: comic.state,
    rejectionReason: comic.rejectionReason,
    chapters: rows
      // Another translator's chapter of this comic is theirs to follow, not this one's.
      .filter((chapter) => chapter.comicId === comic.id && chapter.translatorId === userId)
      .map((chapter) => ({
        id: chapter.id,
        number: chapter.number,
        language: chapter.language,
        state: chapter.state,
        rejectionReason: chapter.rejectionReason,
        pipeline: chapter.pipeline,
        revisionOf: chapter.revisionOf,
        pdfHref: chapter.pdfKey ? chapterPdfUrl(chapter.id) : null,
        pageCount: chapter.pageCount,
        transcripts: transcribed.get(chapter.id) ?? 0,
      })),
  }));
}

/** The signed-in translator's work; `null` for anyone else. */
export const getMyWork = createServerFn({ method: "GET" }).handler(
  async (): Promise<MyComic[] | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer || !UPLOAD_ROLES.includes(viewer.role)) return null;
    return myWork(await getDb(), viewer.id);
  },
);

/** The signed-in translator's teams, each with its members; `null` for anyone else. */
export const getMyTeams = createServerFn({ method: "GET" }).handler(
  async (): Promise<{ teams: MyTeam[]; userId: string } | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer || !UPLOAD_ROLES.includes(viewer.role)) return null;
    return { teams: await teamsOf(await getDb(), viewer.id), userId: viewer.id };
  },
);

/** One of the translator's chapters, page by page, for its transcripts. */
export interface ChapterTranscripts {
  chapter: {
    id: string;
    number: number;
    language: TranslationLanguage;
    comicName: string;
    pipeline: PipelineState;
  };
  /** Empty until the pages are drawn. */
  pages: { page: number; src: string; width: number; height: number; transcript: string }[];
}

async function chapterTranscriptsOf(
  db: Database,
  userId: string,
  chapterId: string,
): Promise<ChapterTranscripts | null> {
  const [chapter] = await db
    .select({
      id: chapters.id,
      number: chapters.number,
      language: chapters.language,
      comicName: comics.name,
      pipeline: chapters.pipeline,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(eq(chapters.id, chapterId), eq(chapters.translatorId, userId)));
  if (!chapter) return null;
  const [pages, transcripts] = await Promise.all([
    db
      .select({
        page: chapterPages.page,
        key: chapterPages.smallKey,
        width: chapterPages.width,
        height: chapterPages.height,
      })
      .from(chapterPages)
      .where(eq(chapterPages.chapterId, chapterId))
      .orderBy(asc(chapterPages.page)),
    chapterTranscripts(db, chapterId),
  ]);
  return {
    chapter,
    pages: pages.map((page) => ({
      page: page.page,
      src: mediaUrl(page.key),
      width: page.width,
      height: page.height,
      transcript: transcripts.get(page.page) ?? "",
    })),
  };
}

/**
 * The signed-in translator's chapter with its pages and their transcripts; `null` for anyone
 * but a translator, `"notFound"` for a chapter not theirs (another's chapter is not named).
 */
export const getChapterTranscripts = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ chapterId: z.string().check(z.refine(isUuid)) })))
  .handler(async ({ data }): Promise<ChapterTranscripts | "notFound" | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer || !UPLOAD_ROLES.includes(viewer.role)) return null;
    return (await chapterTranscriptsOf(await getDb(), viewer.id, data.chapterId)) ?? "notFound";
  });
