// Retention (Saudi PDPL; issue #33): contact messages and job applications, with their CVs, are
// deleted `RETENTION_DAYS` (180 by default) after they arrive, unless a staff member keeps one.
// A daily pass does it (pg-boss's schedule, on every instance's queue: one pass a day) and logs
// what it removed; the forms' privacy notice and the console say how long.
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db/index";
import { getDb } from "../db/index";
import { submissions, uploads } from "../db/schema";
import { isStoreKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { getBoss } from "../jobs/index";
import { logFor } from "../observe/log";
import { retentionDays } from "./retentionPeriod";

/** The kinds of submission the period applies to (the corporate inbox's). */
export const RETAINED_KINDS = ["contact", "jobApplication"] as const;

const DAY_MS = 24 * 3_600_000;

export interface Purged {
  contact: number;
  jobApplication: number;
  files: number;
}

/**
 * Deletes what arrived more than `days` before `now` and was not kept, with its files (their rows
 * with the submission, in one transaction; the files once it is committed).
 */
export async function purgeExpired(
  db: Database,
  now = new Date(),
  days = retentionDays(),
): Promise<Purged> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const { removed, keys } = await db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: submissions.id, kind: submissions.kind })
      .from(submissions)
      .where(
        and(
          inArray(submissions.kind, [...RETAINED_KINDS]),
          isNull(submissions.keptAt),
          lt(submissions.createdAt, before),
        ),
      );
    if (expired.length === 0) return { removed: expired, keys: [] as string[] };
    const ids = expired.map((row) => row.id);
    const files = await tx
      .select({ key: uploads.storedName })
      .from(uploads)
      .where(inArray(uploads.submissionId, ids));
    await tx.delete(submissions).where(inArray(submissions.id, ids));
    return { removed: expired, keys: files.map((file) => file.key).filter(isStoreKey) };
  });
  if (keys.length > 0) await getFileStore().remove(keys);
  return {
    contact: removed.filter((row) => row.kind === "contact").length,
    jobApplication: removed.filter((row) => row.kind === "jobApplication").length,
    files: keys.length,
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Keeps a submission past the period, or lets it go again; false when there is none such. */
export async function keepSubmission(
  db: Database | Transaction,
  id: string,
  keep: boolean,
): Promise<boolean> {
  const changed = await db
    .update(submissions)
    .set({ keptAt: keep ? new Date() : null })
    .where(and(eq(submissions.id, id), inArray(submissions.kind, [...RETAINED_KINDS])))
    .returning({ id: submissions.id });
  return changed.length > 0;
}

const RETENTION_QUEUE = "retention";

/** One pass, logged. */
export async function retentionPass(now = new Date()): Promise<Purged> {
  const days = retentionDays();
  const purged = await purgeExpired(await getDb(), now, days);
  logFor("retention").info({ ...purged, days }, "retention: removed what was past its period");
  return purged;
}

let worker: Promise<void> | undefined;

/** The daily pass (03:17 UTC), and one now for what fell due while no instance ran. */
export function startRetention(): Promise<void> {
  worker ??= (async () => {
    const boss: PgBoss = await getBoss();
    await boss.createQueue(RETENTION_QUEUE, { retryLimit: 3, deleteAfterSeconds: 7 * 24 * 3_600 });
    await boss.schedule(RETENTION_QUEUE, "17 3 * * *", {});
    await boss.work(RETENTION_QUEUE, async () => {
      await retentionPass();
    });
    await retentionPass();
  })().catch((error) => {
    worker = undefined;
    throw error;
  });
  return worker;
}
