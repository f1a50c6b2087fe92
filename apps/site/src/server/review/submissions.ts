// The reviewing team's queue of uploaded comics and chapters (CONTRACT.md, "Submission review"):
// `received` → `in_review` when a reviewer opens one → `published`, or `rejected` with a reason.
// Every decision is written to the audit log, the uploader is told in the site and by e-mail in
// their language, and the followers of a newly published chapter are notified.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { notifyFollowersOfChapter, notifyTeamOfChapter } from "../comics/actions/notify";
import { pageFileColumns, pageFiles } from "../comics/pages/files";
import { creditTeam } from "../comics/teams";
import { chapterTranscripts } from "../comics/transcripts";
import { users } from "../db/accounts";
import {
  chapterPages,
  chapters,
  comics,
  notifications,
  pageTranscripts,
  publishers,
  REVIEW_STATES,
  type ReviewState,
} from "../db/comics";
import type { Database } from "../db/index";
import { getFileStore } from "../files/store";
import { chapterPdfUrl, mediaUrl, privateMediaUrl } from "../files/urls";
import { logDecision } from "./log";
import {
  PAGE_SIZE,
  SUBMISSION_PUBLISHED,
  SUBMISSION_REJECTED,
  type SubmissionKind,
} from "./sections";

export type { ReviewState };

export interface SubmissionEntry {
  kind: SubmissionKind;
  id: string;
  comicName: string;
  /** A chapter's number and language; none for a comic. */
  chapter: { number: number; language: string; revision: boolean } | null;
  state: ReviewState;
  uploader: string;
  /** ISO 8601. */
  receivedAt: string;
}

const nameOf = (id: typeof comics.uploaderId | typeof chapters.translatorId) =>
  sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${id}), '')`;
const comicUploader = nameOf(comics.uploaderId);
const chapterUploader = nameOf(chapters.translatorId);

export type SubmissionCounts = Record<SubmissionKind, Record<ReviewState, number>>;

/** How many comics and how many chapters are in each review state. */
export async function submissionCounts(db: Database): Promise<SubmissionCounts> {
  const [byComic, byChapter] = await Promise.all([
    db.select({ state: comics.state, n: count() }).from(comics).groupBy(comics.state),
    db.select({ state: chapters.state, n: count() }).from(chapters).groupBy(chapters.state),
  ]);
  const tally = (rows: { state: ReviewState; n: number }[]) => {
    const counts = Object.fromEntries(REVIEW_STATES.map((state) => [state, 0]));
    for (const row of rows) counts[row.state] = row.n;
    return counts as Record<ReviewState, number>;
  };
  return { comic: tally(byComic), chapter: tally(byChapter) };
}

/** What waits for a decision: comics and chapters received or in review. */
export const waitingOf = (counts: SubmissionCounts): number =>
  counts.comic.received +
  counts.comic.in_review +
  counts.chapter.received +
  counts.chapter.in_review;

/** One page of the comics or chapters in `state`, oldest first (the queue's order). */
export async function listSubmissions(
  db: Database,
  kind: SubmissionKind,
  state: ReviewState,
  page: number,
): Promise<{ items: SubmissionEntry[]; total: number }> {
  const offset = (page - 1) * PAGE_SIZE;
  if (kind === "comic") {
    const where = eq(comics.state, state);
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: comics.id,
          name: comics.name,
          state: comics.state,
          uploader: comicUploader,
          at: comics.createdAt,
        })
        .from(comics)
        .where(where)
        .orderBy(asc(comics.createdAt), asc(comics.id))
        .limit(PAGE_SIZE)
        .offset(offset),
      db.select({ total: count() }).from(comics).where(where),
    ]);
    return {
      total: counted?.total ?? 0,
      items: rows.map((row) => ({
        kind,
        id: row.id,
        comicName: row.name,
        chapter: null,
        state: row.state,
        uploader: row.uploader,
        receivedAt: row.at.toISOString(),
      })),
    };
  }
  const where = eq(chapters.state, state);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: chapters.id,
        name: comics.name,
        number: chapters.number,
        language: chapters.language,
        revisionOf: chapters.revisionOf,
        state: chapters.state,
        uploader: chapterUploader,
        at: chapters.createdAt,
      })
      .from(chapters)
      .innerJoin(comics, eq(comics.id, chapters.comicId))
      .where(where)
      .orderBy(asc(chapters.createdAt), asc(chapters.id))
      .limit(PAGE_SIZE)
      .offset(offset),
    db.select({ total: count() }).from(chapters).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      kind,
      id: row.id,
      comicName: row.name,
      chapter: { number: row.number, language: row.language, revision: row.revisionOf !== null },
      state: row.state,
      uploader: row.uploader,
      receivedAt: row.at.toISOString(),
    })),
  };
}

export interface SubmissionDetail {
  kind: SubmissionKind;
  id: string;
  state: ReviewState;
  rejectionReason: string | null;
  receivedAt: string;
  uploader: { name: string; email: string };
  comic: {
    id: string;
    slug: string;
    name: string;
    translatedName: string;
    otherNames: string[];
    description: string;
    cover: string | null;
    publisher: string;
    genres: string[];
    artist: string;
    writer: string;
    direction: string;
    status: string;
    originalLanguage: string;
    translationLanguage: string;
    state: ReviewState;
  };
  chapter: {
    number: number;
    language: string;
    cover: string | null;
    pipeline: string;
    pageCount: number;
    pdfHref: string | null;
    /** The published chapter this one is a retranslation of. */
    revisionOf: string | null;
    /** When the team last asked its translator for transcripts (ISO 8601). */
    transcriptsRequestedAt: string | null;
  } | null;
  /** The rendered pages, served to the reviewing team and the uploader only until published. */
  pages: { page: number; src: string; width: number; height: number; transcript: string | null }[];
}

async function comicDetail(db: Database, comicId: string) {
  const [comic] = await db
    .select({
      id: comics.id,
      slug: comics.slug,
      name: comics.name,
      translatedName: comics.translatedName,
      otherNames: comics.otherNames,
      description: comics.description,
      coverKey: comics.coverKey,
      publisher: publishers.name,
      genres: comics.genres,
      artist: comics.artist,
      writer: comics.writer,
      direction: comics.direction,
      status: comics.status,
      originalLanguage: comics.originalLanguage,
      translationLanguage: comics.translationLanguage,
      state: comics.state,
      rejectionReason: comics.rejectionReason,
      uploaderId: comics.uploaderId,
      createdAt: comics.createdAt,
    })
    .from(comics)
    .leftJoin(publishers, eq(publishers.id, comics.publisherId))
    .where(eq(comics.id, comicId));
  return comic ?? null;
}

async function personOf(db: Database, id: string | null) {
  if (!id) return { name: "", email: "" };
  const [person] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return person ?? { name: "", email: "" };
}

/**
 * A submission as the reviewer sees it; opening a `received` one puts it `in_review` (only that
 * move: a decided one stays as it is). `null` when there is none with this id.
 */
export async function openSubmission(
  db: Database,
  kind: SubmissionKind,
  id: string,
): Promise<SubmissionDetail | null> {
  const table = kind === "comic" ? comics : chapters;
  await db
    .update(table)
    .set({ state: "in_review" })
    .where(and(eq(table.id, id), eq(table.state, "received")));

  if (kind === "comic") {
    const comic = await comicDetail(db, id);
    if (!comic) return null;
    return {
      kind,
      id,
      state: comic.state,
      rejectionReason: comic.rejectionReason,
      receivedAt: comic.createdAt.toISOString(),
      uploader: await personOf(db, comic.uploaderId),
      comic: detailComic(comic),
      chapter: null,
      pages: [],
    };
  }
  const [chapter] = await db.select().from(chapters).where(eq(chapters.id, id));
  if (!chapter) return null;
  const comic = await comicDetail(db, chapter.comicId);
  if (!comic) return null;
  const [pages, transcripts] = await Promise.all([
    db
      .select()
      .from(chapterPages)
      .where(eq(chapterPages.chapterId, id))
      .orderBy(asc(chapterPages.page)),
    chapterTranscripts(db, id),
  ]);
  return {
    kind,
    id,
    state: chapter.state,
    rejectionReason: chapter.rejectionReason,
    receivedAt: chapter.createdAt.toISOString(),
    uploader: await personOf(db, chapter.translatorId),
    comic: detailComic(comic),
    chapter: {
      number: chapter.number,
      language: chapter.language,
      cover: chapter.coverKey ? mediaUrl(chapter.coverKey) : null,
      pipeline: chapter.pipeline,
      pageCount: chapter.pageCount,
      pdfHref: chapter.pdfKey ? chapterPdfUrl(id) : null,
      revisionOf: chapter.revisionOf,
      transcriptsRequestedAt: chapter.transcriptsRequestedAt?.toISOString() ?? null,
    },
    pages: pages.map((page) => ({
      page: page.page,
      src: privateMediaUrl(page.largeKey),
      width: page.width,
      height: page.height,
      transcript: transcripts.get(page.page) ?? null,
    })),
  };
}

function detailComic(comic: NonNullable<Awaited<ReturnType<typeof comicDetail>>>) {
  const { coverKey, rejectionReason, uploaderId, createdAt, publisher, ...rest } = comic;
  return { ...rest, publisher: publisher ?? "", cover: coverKey ? mediaUrl(coverKey) : null };
}

export type Refusal = "notFound" | "decided" | "comicFirst" | "notReady";

export interface Decided {
  kind: SubmissionKind;
  /** The comic or chapter the uploader is told about (a retranslation's original once merged). */
  comicId: string;
  chapterId: string | null;
  uploaderId: string | null;
  number: number | null;
  language: string | null;
  /** Files of the replaced original (a retranslation published), to remove after the commit. */
  replaced: string[];
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A reviewer's decision, in one transaction with its audit entry and the uploader's notification:
 * the new state, or why it cannot be taken (`comicFirst`: a chapter of a comic not yet published
 * waits for the comic's approval; `notReady`: its pages are not made yet).
 */
export async function decideSubmission(
  db: Database,
  input: {
    actorId: string;
    kind: SubmissionKind;
    id: string;
    decision: "approve" | "reject";
    reason: string | null;
  },
): Promise<Decided | { refused: Refusal }> {
  const { kind, id, decision, reason } = input;
  const outcome = await db.transaction(async (tx): Promise<Decided | { refused: Refusal }> => {
    const decided =
      kind === "comic"
        ? await decideComic(tx, id, decision, reason)
        : await decideChapter(tx, id, decision, reason);
    if ("refused" in decided) return decided;
    await logDecision(tx, {
      actorId: input.actorId,
      action: decision,
      subjectKind: kind,
      subjectId: id,
      reason,
    });
    if (decided.uploaderId) {
      await tx.insert(notifications).values({
        userId: decided.uploaderId,
        kind: decision === "approve" ? SUBMISSION_PUBLISHED : SUBMISSION_REJECTED,
        comicId: decided.comicId,
        chapterId: decided.chapterId,
        data: { subject: kind, reason },
      });
    }
    return decided;
  });
  if (!("refused" in outcome)) await getFileStore().remove(outcome.replaced);
  return outcome;
}

const open = (state: ReviewState, decision: "approve" | "reject") =>
  state === "received" || state === "in_review" || (decision === "approve" && state === "rejected");

async function decideComic(
  tx: Transaction,
  id: string,
  decision: "approve" | "reject",
  reason: string | null,
): Promise<Decided | { refused: Refusal }> {
  const [comic] = await tx
    .select({ state: comics.state, uploaderId: comics.uploaderId })
    .from(comics)
    .where(eq(comics.id, id))
    .for("update");
  if (!comic) return { refused: "notFound" };
  if (!open(comic.state, decision)) return { refused: "decided" };
  await tx
    .update(comics)
    .set(
      decision === "approve"
        ? { state: "published", rejectionReason: null, publishedAt: sql`now()` }
        : { state: "rejected", rejectionReason: reason },
    )
    .where(eq(comics.id, id));
  const base = { kind: "comic" as const, comicId: id, chapterId: null, number: null };
  return { ...base, uploaderId: comic.uploaderId, language: null, replaced: [] };
}

async function decideChapter(
  tx: Transaction,
  id: string,
  decision: "approve" | "reject",
  reason: string | null,
): Promise<Decided | { refused: Refusal }> {
  const [chapter] = await tx
    .select({
      state: chapters.state,
      comicId: chapters.comicId,
      comicState: comics.state,
      translatorId: chapters.translatorId,
      number: chapters.number,
      language: chapters.language,
      pipeline: chapters.pipeline,
      revisionOf: chapters.revisionOf,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(eq(chapters.id, id))
    .for("update", { of: chapters });
  if (!chapter) return { refused: "notFound" };
  if (!open(chapter.state, decision)) return { refused: "decided" };
  const told = {
    kind: "chapter" as const,
    comicId: chapter.comicId,
    chapterId: id,
    uploaderId: chapter.translatorId,
    number: chapter.number,
    language: chapter.language,
    replaced: [] as string[],
  };
  if (decision === "reject") {
    await tx
      .update(chapters)
      .set({ state: "rejected", rejectionReason: reason })
      .where(eq(chapters.id, id));
    return told;
  }
  // The comic is approved first: its metadata is the team's to check too.
  if (chapter.comicState !== "published") return { refused: "comicFirst" };
  if (chapter.pipeline !== "ready") return { refused: "notReady" };
  if (chapter.revisionOf) {
    const replaced = await mergeRevision(tx, id, chapter.revisionOf);
    return { ...told, chapterId: chapter.revisionOf, replaced };
  }
  await tx
    .update(chapters)
    .set({ state: "published", rejectionReason: null, publishedAt: sql`now()` })
    .where(eq(chapters.id, id));
  // Its team's members as they are now, told of it; its followers (and its team's) told of it.
  await creditTeam(tx, id);
  await notifyTeamOfChapter(tx, id);
  await notifyFollowersOfChapter(tx, id);
  return told;
}

/**
 * A published retranslation takes its original's place: the original (its id, readers' history,
 * comments) gets the new PDF, cover, pages and transcripts, and the revision's row goes. Returns the original's
 * former files, removed once this commits.
 */
async function mergeRevision(tx: Transaction, revisionId: string, originalId: string) {
  const [revision] = await tx.select().from(chapters).where(eq(chapters.id, revisionId));
  const [original] = await tx.select().from(chapters).where(eq(chapters.id, originalId));
  if (!revision || !original) return [];
  const oldPages = await tx
    .select(pageFileColumns)
    .from(chapterPages)
    .where(eq(chapterPages.chapterId, originalId));
  await tx.delete(chapterPages).where(eq(chapterPages.chapterId, originalId));
  await tx
    .update(chapterPages)
    .set({ chapterId: originalId })
    .where(eq(chapterPages.chapterId, revisionId));
  // The transcripts describe the new pages: the original's go with its pages.
  await tx.delete(pageTranscripts).where(eq(pageTranscripts.chapterId, originalId));
  await tx
    .update(pageTranscripts)
    .set({ chapterId: originalId })
    .where(eq(pageTranscripts.chapterId, revisionId));
  await tx
    .update(chapters)
    .set({
      pdfKey: revision.pdfKey,
      pdfSize: revision.pdfSize,
      coverKey: revision.coverKey ?? original.coverKey,
      pageCount: revision.pageCount,
      pipeline: "ready",
      pipelineError: null,
      teamId: revision.teamId,
    })
    .where(eq(chapters.id, originalId));
  await tx.delete(chapters).where(eq(chapters.id, revisionId));
  // Credited to whoever made the new translation.
  await creditTeam(tx, originalId);
  const kept = new Set([revision.pdfKey, revision.coverKey]);
  return [
    ...oldPages.flatMap(pageFiles),
    ...(original.pdfKey && !kept.has(original.pdfKey) ? [original.pdfKey] : []),
  ];
}
