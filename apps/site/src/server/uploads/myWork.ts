// `/{l}/account/my-work`: the translator's own comics and chapters with their review and page
// states (retranslations waiting beside the chapters they would replace).
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { UPLOAD_ROLES } from "../accounts/roles";
import { viewerOf } from "../accounts/viewer";
import { chapters, comics, type PipelineState, type ReviewState } from "../db/comics";
import { type Database, getDb } from "../db/index";
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
