// Blog comments under moderation: they wait as `pending` submissions until a reviewer approves
// (shown on the article, see `content/comments.ts`) or rejects them (never shown).
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { submissions } from "../db/schema";
import { type CommentStatus, type Decision, PAGE_SIZE } from "./sections";

export interface ReviewComment {
  id: string;
  /** The article's slug (the same in both languages). */
  blog: string;
  name: string;
  email: string;
  body: string;
  /** When it was posted, ISO 8601. */
  postedAt: string;
}

const ofStatus = (status: CommentStatus) =>
  and(eq(submissions.kind, "comment"), eq(submissions.status, status));

/** One page of the comments of a status, newest first, and how many there are. */
export async function listComments(
  db: Database,
  status: CommentStatus,
  page: number,
): Promise<{ items: ReviewComment[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: submissions.id, payload: submissions.payload, at: submissions.createdAt })
      .from(submissions)
      .where(ofStatus(status))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(submissions).where(ofStatus(status)),
  ]);
  const items = rows.map(({ id, payload, at }) => {
    const fields = payload as Record<string, string>;
    return {
      id,
      blog: String(fields.blog ?? ""),
      name: String(fields.name ?? ""),
      email: String(fields.email ?? ""),
      body: String(fields.comment ?? ""),
      postedAt: at.toISOString(),
    };
  });
  return { items, total: counted?.total ?? 0 };
}

/** How many comments wait for a decision. */
export async function pendingComments(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(submissions).where(ofStatus("pending"));
  return row?.total ?? 0;
}

/**
 * Records a reviewer's decision on a comment; `false` when no blog comment has this id. A decision
 * can be changed later (an approved comment rejected takes it off its article).
 */
export async function moderateComment(db: Database, id: string, decision: Decision) {
  const status: CommentStatus = decision === "approve" ? "approved" : "rejected";
  const updated = await db
    .update(submissions)
    .set({ status })
    .where(and(eq(submissions.id, id), eq(submissions.kind, "comment")))
    .returning({ id: submissions.id, blog: sql<string>`${submissions.payload}->>'blog'` });
  return updated[0] ?? null;
}
