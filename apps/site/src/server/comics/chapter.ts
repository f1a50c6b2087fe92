// The chapter reader's data: the chapter's pages in order with their placeholders, the previous
// and next readable chapters in its language, the next one's first pages to preload, and where the
// viewer left off. Only published chapters whose pages are rendered are readable.

import type { ReadingDirection, TranslationLanguage } from "@rawafed/forms/schemas";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { thumbHashToDataURL } from "thumbhash";
import type { Database } from "../db/index";
import { chapterPages, chapters, comics, readingHistory, saves, users } from "../db/schema";
import { chapterPdfUrl, mediaUrl } from "../files/urls";
import { preparingChapter, published, readableChapter } from "./shared";
import { type ChapterCredit, creditsOf } from "./teams";
import { chapterTranscripts } from "./transcripts";

/** Pages of the next chapter the reader fetches ahead. */
const PRELOAD = 2;

export interface ReaderPage {
  page: number;
  width: number;
  height: number;
  small: string;
  large: string;
  /** A data URL of the tiny blurred image shown while the page loads (`null` if unreadable). */
  placeholder: string | null;
  /** The page's words as text, in the chapter's language (`null`: none yet). */
  transcript: string | null;
}

export interface ChapterPage {
  comic: {
    id: string;
    slug: string;
    name: string;
    translatedName: string;
    direction: ReadingDirection;
  };
  chapter: {
    id: string;
    number: number;
    title: string;
    language: TranslationLanguage;
    translator: { id: string; name: string } | null;
    /** Its team and the people it is credited to. */
    credits: ChapterCredit;
    pageCount: number;
    pdfUrl: string | null;
  };
  pages: ReaderPage[];
  previous: number | null;
  next: number | null;
  /** The next chapter's first pages (small and large), to fetch ahead. */
  preload: { small: string; large: string }[];
  /** Where the viewer left off (`null`: a visitor, or never opened). */
  resume: { page: number; finished: boolean } | null;
  saved: boolean;
}

/** A stored ThumbHash (base64) as an image data URL; a damaged one shows no placeholder. */
export function placeholderDataUrl(base64: string): string | null {
  try {
    const bytes = Buffer.from(base64, "base64");
    return bytes.length < 5 ? null : thumbHashToDataURL(bytes);
  } catch {
    return null;
  }
}

/** Which chapter an address names: of a published comic, by its number and language. */
interface ChapterAddress {
  slug: string;
  number: number;
  language: TranslationLanguage;
}

const chapterAt = (params: ChapterAddress) =>
  and(
    eq(comics.slug, params.slug),
    published,
    eq(chapters.number, params.number),
    eq(chapters.language, params.language),
  );

export async function chapterPage(
  db: Database,
  params: ChapterAddress & { viewerId?: string | null },
): Promise<ChapterPage | null> {
  const [row] = await db
    .select({
      comic: {
        id: comics.id,
        slug: comics.slug,
        name: comics.name,
        translatedName: comics.translatedName,
        direction: comics.direction,
      },
      id: chapters.id,
      number: chapters.number,
      title: chapters.title,
      language: chapters.language,
      translatorId: chapters.translatorId,
      translatorName: users.name,
      pageCount: chapters.pageCount,
      pdfKey: chapters.pdfKey,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .leftJoin(users, eq(users.id, chapters.translatorId))
    .where(and(chapterAt(params), readableChapter));
  if (!row) return null;
  const sameSeries = and(
    eq(chapters.comicId, row.comic.id),
    eq(chapters.language, row.language),
    readableChapter,
  );
  const viewerId = params.viewerId ?? null;
  const [pages, [previous], [next], resume, saved, credits] = await Promise.all([
    pagesOf(db, row.id),
    db
      .select({ number: chapters.number })
      .from(chapters)
      .where(and(sameSeries, lt(chapters.number, row.number)))
      .orderBy(desc(chapters.number))
      .limit(1),
    db
      .select({ id: chapters.id, number: chapters.number })
      .from(chapters)
      .where(and(sameSeries, gt(chapters.number, row.number)))
      .orderBy(asc(chapters.number))
      .limit(1),
    viewerId ? progressOf(db, viewerId, row.id) : null,
    viewerId ? isSaved(db, viewerId, row.id) : false,
    creditsOf(db, [row.id]),
  ]);
  // Pages not rendered yet (or lost): nothing to read, as for an unknown chapter.
  if (pages.length === 0) return null;
  const preload = next
    ? await db
        .select({ small: chapterPages.smallKey, large: chapterPages.largeKey })
        .from(chapterPages)
        .where(eq(chapterPages.chapterId, next.id))
        .orderBy(asc(chapterPages.page))
        .limit(PRELOAD)
    : [];
  return {
    comic: row.comic,
    chapter: {
      id: row.id,
      number: row.number,
      title: row.title,
      language: row.language,
      translator:
        row.translatorId && row.translatorName !== null
          ? { id: row.translatorId, name: row.translatorName }
          : null,
      credits: credits.get(row.id) ?? { team: null, people: [] },
      pageCount: row.pageCount,
      pdfUrl: row.pdfKey ? chapterPdfUrl(row.id) : null,
    },
    pages,
    previous: previous?.number ?? null,
    next: next?.number ?? null,
    preload: preload.map((page) => ({ small: mediaUrl(page.small), large: mediaUrl(page.large) })),
    resume,
    saved,
  };
}

/** A published chapter whose pages are still being drawn: the reader says so, with no pages. */
export interface PreparingChapter {
  preparing: true;
  comic: { slug: string; name: string; translatedName: string };
  chapter: { number: number; language: TranslationLanguage; pdfUrl: string | null };
}

export async function preparingChapterPage(
  db: Database,
  params: ChapterAddress,
): Promise<PreparingChapter | null> {
  const [row] = await db
    .select({
      comic: { slug: comics.slug, name: comics.name, translatedName: comics.translatedName },
      chapter: { id: chapters.id, number: chapters.number, language: chapters.language },
      pdfKey: chapters.pdfKey,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(and(chapterAt(params), preparingChapter));
  if (!row) return null;
  const { id, ...chapter } = row.chapter;
  // A published chapter's PDF is served, its pages drawn or not (`pdfResponse`).
  const pdfUrl = row.pdfKey ? chapterPdfUrl(id) : null;
  return { preparing: true, comic: row.comic, chapter: { ...chapter, pdfUrl } };
}

async function pagesOf(db: Database, chapterId: string): Promise<ReaderPage[]> {
  const [rows, transcripts] = await Promise.all([
    db
      .select()
      .from(chapterPages)
      .where(eq(chapterPages.chapterId, chapterId))
      .orderBy(asc(chapterPages.page)),
    chapterTranscripts(db, chapterId),
  ]);
  return rows.map((page) => ({
    page: page.page,
    width: page.width,
    height: page.height,
    small: mediaUrl(page.smallKey),
    large: mediaUrl(page.largeKey),
    placeholder: placeholderDataUrl(page.placeholder),
    transcript: transcripts.get(page.page) ?? null,
  }));
}

async function progressOf(db: Database, userId: string, chapterId: string) {
  const [row] = await db
    .select({ page: readingHistory.page, finishedAt: readingHistory.finishedAt })
    .from(readingHistory)
    .where(and(eq(readingHistory.userId, userId), eq(readingHistory.chapterId, chapterId)));
  return row ? { page: row.page, finished: row.finishedAt !== null } : null;
}

async function isSaved(db: Database, userId: string, chapterId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: saves.userId })
    .from(saves)
    .where(
      and(eq(saves.userId, userId), eq(saves.target, "chapter"), eq(saves.targetId, chapterId)),
    );
  return row !== undefined;
}

/** One more view of a published chapter, and of its comic (one statement: both or neither). */
export async function recordChapterView(db: Database, chapterId: string): Promise<void> {
  await db.execute(sql`
    with chapter as (
      update ${chapters} set views = views + 1
      where id = ${chapterId} and state = 'published' returning comic_id
    )
    update ${comics} set views = views + 1 where id in (select comic_id from chapter)`);
}
