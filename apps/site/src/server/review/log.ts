// The reviewing team's audit log (CONTRACT.md, "Operations"): every decision goes through
// `logDecision`, in the same transaction as the decision when there is one, so neither is kept
// without the other.
import { count, desc, eq } from "drizzle-orm";
import { users } from "../db/accounts";
import type { Database } from "../db/index";
import { reviewLog } from "../db/makers";
import { PAGE_SIZE } from "./sections";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Decision {
  /** The reviewer's user id. */
  actorId: string;
  /** What was decided, e.g. `approve`, `reject`, `hide`, `resolve`. */
  action: string;
  /** What it was about, e.g. `translatorApplication`, `comicRequest`, `comment`, `chapter`. */
  subjectKind: string;
  subjectId: string;
  reason?: string | null;
  /** Flat details the log shows beside it (a comic's slug, a new state). */
  data?: Record<string, string | number | boolean | null>;
}

/** Records one decision of the reviewing team. */
export async function logDecision(db: Database | Transaction, decision: Decision): Promise<void> {
  await db.insert(reviewLog).values({
    actorId: decision.actorId,
    action: decision.action,
    subjectKind: decision.subjectKind,
    subjectId: decision.subjectId,
    reason: decision.reason ?? null,
    data: decision.data ?? {},
  });
}

export interface LogEntry {
  id: string;
  /** The reviewer as they are now; none once their account is gone (the id stays). */
  actor: { id: string; name: string | null; email: string | null };
  action: string;
  subjectKind: string;
  subjectId: string;
  reason: string | null;
  data: Record<string, string | number | boolean | null>;
  /** ISO 8601. */
  at: string;
}

/** One page of the log, newest first, and how many entries there are. */
export async function listLog(
  db: Database,
  page: number,
): Promise<{ items: LogEntry[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reviewLog.id,
        actorId: reviewLog.actorId,
        name: users.name,
        email: users.email,
        action: reviewLog.action,
        subjectKind: reviewLog.subjectKind,
        subjectId: reviewLog.subjectId,
        reason: reviewLog.reason,
        data: reviewLog.data,
        at: reviewLog.createdAt,
      })
      .from(reviewLog)
      .leftJoin(users, eq(users.id, reviewLog.actorId))
      .orderBy(desc(reviewLog.createdAt), desc(reviewLog.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(reviewLog),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorId, name: row.name, email: row.email },
    action: row.action,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    reason: row.reason,
    data: (row.data ?? {}) as LogEntry["data"],
    at: row.at.toISOString(),
  }));
  return { items, total: counted?.total ?? 0 };
}
