// The console's comics moderation: comments on comics and chapters (they show at once; a reviewer
// hides one, or shows it again) and readers' reports of a chapter's problems (marked resolved).
import { choice, required } from "@rawafed/forms/schemas";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { uuid } from "../comics/actions/inputs";
import { users } from "../db/accounts";
import { chapterReports, chapters, comicComments, comics } from "../db/comics";
import type { Database } from "../db/index";
import { endpoint } from "../http/admission";
import { ok } from "../http/answers";
import { DECISION_BYTES, forReviewers, notFound } from "./decide";
import { logDecision } from "./log";
import { PAGE_SIZE } from "./sections";

interface Place {
  comic: { slug: string; name: string; translatedName: string };
  /** The chapter it is on, if any. */
  chapter: { number: number; language: string } | null;
}

export interface ComicCommentEntry extends Place {
  id: string;
  /** None once the author's account is deleted. */
  author: string | null;
  body: string;
  hidden: boolean;
  /** ISO 8601. */
  postedAt: string;
}

export interface ReportEntry extends Place {
  id: string;
  reporter: string | null;
  kinds: string[];
  details: string;
  status: "open" | "resolved";
  reportedAt: string;
}

const place = (row: {
  slug: string;
  name: string;
  translatedName: string;
  number: number | null;
  language: string | null;
}): Place => ({
  comic: { slug: row.slug, name: row.name, translatedName: row.translatedName },
  chapter: row.number === null ? null : { number: row.number, language: row.language ?? "" },
});

/** One page of comics comments, newest first (hidden ones too, marked). */
export async function listComicComments(db: Database, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: comicComments.id,
        author: users.name,
        body: comicComments.body,
        hidden: comicComments.hidden,
        at: comicComments.createdAt,
        slug: comics.slug,
        name: comics.name,
        translatedName: comics.translatedName,
        number: chapters.number,
        language: chapters.language,
      })
      .from(comicComments)
      .innerJoin(comics, eq(comics.id, comicComments.comicId))
      .leftJoin(chapters, eq(chapters.id, comicComments.chapterId))
      .leftJoin(users, eq(users.id, comicComments.userId))
      .orderBy(desc(comicComments.createdAt), desc(comicComments.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(comicComments),
  ]);
  const items: ComicCommentEntry[] = rows.map((row) => ({
    ...place(row),
    id: row.id,
    author: row.author,
    body: row.body,
    hidden: row.hidden,
    postedAt: row.at.toISOString(),
  }));
  return { items, total: counted?.total ?? 0 };
}

/** One page of chapter reports, open ones first, then the newest. */
export async function listReports(db: Database, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: chapterReports.id,
        reporter: users.name,
        kinds: chapterReports.kinds,
        details: chapterReports.details,
        status: chapterReports.status,
        at: chapterReports.createdAt,
        slug: comics.slug,
        name: comics.name,
        translatedName: comics.translatedName,
        number: chapters.number,
        language: chapters.language,
      })
      .from(chapterReports)
      .innerJoin(chapters, eq(chapters.id, chapterReports.chapterId))
      .innerJoin(comics, eq(comics.id, chapters.comicId))
      .leftJoin(users, eq(users.id, chapterReports.userId))
      .orderBy(
        desc(sql`${chapterReports.status} = 'open'`),
        desc(chapterReports.createdAt),
        desc(chapterReports.id),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(chapterReports),
  ]);
  const items: ReportEntry[] = rows.map((row) => ({
    ...place(row),
    id: row.id,
    reporter: row.reporter,
    kinds: row.kinds,
    details: row.details,
    status: row.status === "resolved" ? "resolved" : "open",
    reportedAt: row.at.toISOString(),
  }));
  return { items, total: counted?.total ?? 0 };
}

/** How many reports are open. */
export async function openReports(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(chapterReports)
    .where(eq(chapterReports.status, "open"));
  return row?.total ?? 0;
}

const visibilityInput = z.object({
  id: uuid(),
  decision: choice(["hide", "unhide"] as const, required),
});

/** `POST /api/review/comic-comments { id, decision: hide | unhide }`: off the comic at once. */
export const handleCommentVisibility = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: visibilityInput },
  handle: async ({ db, user: reviewer, data }) => {
    const hidden = data.decision === "hide";
    const changed = await db.transaction(async (tx) => {
      const [comment] = await tx
        .update(comicComments)
        .set({ hidden })
        .where(eq(comicComments.id, data.id))
        .returning({ id: comicComments.id });
      if (!comment) return false;
      await logDecision(tx, {
        actorId: reviewer.id,
        action: data.decision,
        subjectKind: "comicComment",
        subjectId: data.id,
      });
      return true;
    });
    return changed ? ok({ id: data.id, decision: data.decision }) : notFound();
  },
});

const resolveInput = z.object({ id: uuid() });

/** `POST /api/review/reports { id }`: the report is dealt with. */
export const handleResolveReport = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: resolveInput },
  handle: async ({ db, user: reviewer, data }) => {
    const resolved = await db.transaction(async (tx) => {
      const [report] = await tx
        .update(chapterReports)
        .set({ status: "resolved" })
        .where(and(eq(chapterReports.id, data.id), ne(chapterReports.status, "resolved")))
        .returning({ id: chapterReports.id });
      if (!report) return false;
      await logDecision(tx, {
        actorId: reviewer.id,
        action: "resolve",
        subjectKind: "chapterReport",
        subjectId: data.id,
      });
      return true;
    });
    if (resolved) return ok({ id: data.id });
    const [exists] = await db
      .select({ id: chapterReports.id })
      .from(chapterReports)
      .where(eq(chapterReports.id, data.id));
    return exists ? ok({ id: data.id }) : notFound();
  },
});
