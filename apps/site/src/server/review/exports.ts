// The stored submissions and the newsletter's subscribers as CSV: what the console's export
// downloads and what `scripts/export-submissions.mjs` and `export-subscribers.mjs` print.
import { asc, eq, sql } from "drizzle-orm";
import { type Database, getDb } from "../db/index";
import { submissions, subscribers, uploads } from "../db/schema";
import { csvText } from "./csv";

export const SUBSCRIBER_STATUSES = ["active", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** `active` = confirmed and not unsubscribed since; `pending` = its link not opened yet. */
export const subscriberStatus = sql<SubscriberStatus>`case
  when ${subscribers.unsubscribedAt} is not null then 'unsubscribed'
  when ${subscribers.confirmedAt} is not null then 'active'
  else 'pending' end`;

const SUBSCRIBER_COLUMNS = [
  "email",
  "locale",
  "status",
  "subscribed_at",
  "confirmed_at",
  "unsubscribed_at",
] as const;

/** The subscribers (those of one status when given), oldest first. */
export async function subscribersCsv(db: Database, status?: SubscriberStatus): Promise<string> {
  const rows = await db
    .select({
      email: subscribers.email,
      locale: subscribers.locale,
      status: subscriberStatus,
      subscribed_at: subscribers.subscribedAt,
      confirmed_at: subscribers.confirmedAt,
      unsubscribed_at: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(status ? sql`${subscriberStatus} = ${status}` : undefined)
    .orderBy(asc(subscribers.subscribedAt), asc(subscribers.email));
  return csvText(SUBSCRIBER_COLUMNS, rows);
}

const SUBMISSION_COLUMNS = [
  "id",
  "kind",
  "locale",
  "status",
  "created_at",
  "payload",
  "files",
] as const;

/** The stored submissions (of one kind when given) with their files' names, oldest first. */
export async function submissionsCsv(db: Database, kind?: string): Promise<string> {
  const rows = await db
    .select({
      id: submissions.id,
      kind: submissions.kind,
      locale: submissions.locale,
      status: submissions.status,
      created_at: submissions.createdAt,
      payload: submissions.payload,
      files: sql<string>`coalesce(string_agg(${uploads.originalName}, '; '), '')`,
    })
    .from(submissions)
    .leftJoin(uploads, eq(uploads.submissionId, submissions.id))
    .where(kind ? eq(submissions.kind, kind) : undefined)
    .groupBy(submissions.id)
    .orderBy(asc(submissions.createdAt));
  return csvText(SUBMISSION_COLUMNS, rows);
}

/** For the export scripts: the CSV on standard output, from the server's own database. */
export async function printExport(which: "submissions" | "subscribers", arg?: string) {
  const db = await getDb();
  const text =
    which === "submissions"
      ? await submissionsCsv(db, arg)
      : await subscribersCsv(
          db,
          SUBSCRIBER_STATUSES.find((status) => status === arg),
        );
  await new Promise((resolve) => process.stdout.write(text, resolve));
}
