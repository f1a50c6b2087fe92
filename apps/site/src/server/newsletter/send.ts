// A published news item sent once to the confirmed subscribers of its language (CONTRACT.md,
// "Editorial"). Three steps, each safe to run again:
//
// 1. `startSend` stores the send, unique on the version: a second send is refused by the database.
// 2. `prepareSend` (the send's job) gives each recipient a delivery row, a batch at a time with
//    on-conflict-do-nothing, and stores each one's mail as a job of the newsletter's mail queue
//    under the delivery's id, so a batch run again (a restart mid-send) stores no job twice.
// 3. `deliverNews` (that queue's worker) sends one mail and records it: sent, or after the queue's
//    last try failed; a refusing mail server is tried again by the queue. A delivery already sent
//    is not sent again, and a subscriber who unsubscribed meanwhile is skipped.
import type { Locale } from "@rawafed/i18n";
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { pagePath } from "../../site/paths";
import type { Database } from "../db/index";
import {
  type DeliveryState,
  editorialPublished,
  editorialVersions,
  newsletterDeliveries,
  newsletterSends,
  subscribers,
} from "../db/schema";
import type { MailAttempt, MailMessage } from "../mail/index";
import { newsMail } from "./mails";

/** Recipients given their delivery rows and mail jobs at a time. */
export const SEND_BATCH = 100;

/** A news mail as its queue stores it: the message and the delivery it is for. */
export interface NewsletterMail extends MailMessage {
  delivery: string;
}

/** Where the send stores its mails: the newsletter's mail queue (or a test's). */
export interface NewsletterQueue {
  /** Stores `message` as the job `id`; false when that job was stored before. */
  enqueue(message: NewsletterMail, options: { id: string }): Promise<boolean>;
}

/** Active subscribers: confirmed, and not unsubscribed since. */
const active = and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt));

/** How many confirmed subscribers a send in `language` goes to, now. */
export async function subscriberCount(db: Database, language: Locale): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(and(eq(subscribers.locale, language), active));
  return row?.n ?? 0;
}

export type SendRefusal = {
  refused: "notPublished" | "alreadySent" | "noSubscribers" | "notFound";
};

/**
 * Stores the send of a version: a published news version, never sent before, with at least one
 * confirmed subscriber in its language. Its links will be on
 * `origin` (the site's public one). The caller then asks for its job (`prepareSend`).
 */
export async function startSend(
  db: Database,
  input: { versionId: string; origin: string; actorId: string | null },
): Promise<{ sendId: string; language: Locale } | SendRefusal> {
  const [version] = await db
    .select({
      itemId: editorialVersions.itemId,
      kind: editorialVersions.kind,
      language: editorialVersions.language,
      published: editorialPublished.versionId,
    })
    .from(editorialVersions)
    .leftJoin(editorialPublished, eq(editorialPublished.versionId, editorialVersions.id))
    .where(eq(editorialVersions.id, input.versionId));
  if (!version) return { refused: "notFound" };
  if (version.kind !== "news" || version.published === null) return { refused: "notPublished" };
  // Sent to nobody, it could never be sent again: it waits for its first subscriber.
  if ((await subscriberCount(db, version.language)) === 0) return { refused: "noSubscribers" };
  const [send] = await db
    .insert(newsletterSends)
    .values({
      versionId: input.versionId,
      itemId: version.itemId,
      language: version.language,
      origin: input.origin,
      startedBy: input.actorId,
    })
    .onConflictDoNothing({ target: newsletterSends.versionId })
    .returning({ id: newsletterSends.id });
  if (!send) return { refused: "alreadySent" };
  return { sendId: send.id, language: version.language };
}

/** Sends whose batches did not all run (a stop mid-send): their jobs are asked for again. */
export async function unpreparedSends(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(isNull(newsletterSends.preparedAt));
  return rows.map((row) => row.id);
}

/**
 * The send's batches: every active subscriber of its language gets a delivery row and a mail job,
 * `batch` at a time. Run again after a stop, it first stores the jobs of rows whose batch stopped
 * midway, then goes on with the subscribers not reached; no one gets a second row or job. Returns
 * how many mails it stored this run.
 */
export async function prepareSend(
  db: Database,
  sendId: string,
  queue: NewsletterQueue,
  batch = SEND_BATCH,
): Promise<number> {
  const [send] = await db
    .select({
      language: newsletterSends.language,
      origin: newsletterSends.origin,
      preparedAt: newsletterSends.preparedAt,
      title: editorialPublished.title,
      summary: editorialPublished.summary,
      slug: editorialPublished.slug,
    })
    .from(newsletterSends)
    .leftJoin(editorialPublished, eq(editorialPublished.versionId, newsletterSends.versionId))
    .where(eq(newsletterSends.id, sendId));
  if (!send || send.preparedAt) return 0;
  const finish = () =>
    db
      .update(newsletterSends)
      .set({ preparedAt: new Date() })
      .where(eq(newsletterSends.id, sendId));
  // Unpublished since it was asked for: nobody more is mailed a page that answers 404.
  if (send.title === null || send.slug === null) {
    await finish();
    return 0;
  }
  const language = send.language as Locale;
  const news = {
    title: send.title,
    summary: send.summary ?? "",
    url: new URL(pagePath("newsItem", language, { news: send.slug }), send.origin).href,
  };
  let stored = 0;
  for (;;) {
    // Rows whose mails are not stored yet: a batch that stopped midway, or the one just added.
    const waiting = await db
      .select({
        id: newsletterDeliveries.id,
        email: newsletterDeliveries.email,
        token: subscribers.token,
      })
      .from(newsletterDeliveries)
      .innerJoin(subscribers, eq(subscribers.email, newsletterDeliveries.email))
      .where(and(eq(newsletterDeliveries.sendId, sendId), isNull(newsletterDeliveries.queuedAt)))
      .orderBy(asc(newsletterDeliveries.email))
      .limit(batch);
    if (waiting.length === 0) {
      // The next subscribers not reached yet, by address.
      const added = await db.execute(sql`
        insert into ${newsletterDeliveries} (send_id, email)
        select ${sendId}::uuid, s.email from ${subscribers} s
        where s.locale = ${language} and s.confirmed_at is not null and s.unsubscribed_at is null
          and not exists (
            select 1 from ${newsletterDeliveries} d where d.send_id = ${sendId}::uuid and d.email = s.email
          )
        order by s.email
        limit ${batch}
        on conflict do nothing
        returning id`);
      if (added.rows.length === 0) break;
      continue;
    }
    for (const row of waiting) {
      const message = await newsMail(
        news,
        { email: row.email, locale: language, unsubscribeToken: row.token },
        send.origin,
      );
      if (await queue.enqueue({ ...message, delivery: row.id }, { id: row.id })) stored += 1;
    }
    await db
      .update(newsletterDeliveries)
      .set({ queuedAt: new Date() })
      .where(
        and(
          eq(newsletterDeliveries.sendId, sendId),
          isNull(newsletterDeliveries.queuedAt),
          inArray(
            newsletterDeliveries.id,
            waiting.map((row) => row.id),
          ),
        ),
      );
  }
  await finish();
  return stored;
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One try at one news mail, recorded on its delivery: sent; or failed, waiting for the queue's
 * next try (thrown back to it), or given up after the last. A delivery already sent (its job
 * stored again after a stop) is not sent twice; a subscriber who left meanwhile is skipped.
 */
export async function deliverNews(
  db: Database,
  message: NewsletterMail,
  attempt: MailAttempt,
  deliver: (message: MailMessage) => Promise<void>,
): Promise<void> {
  const [row] = await db
    .select({
      state: newsletterDeliveries.state,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(newsletterDeliveries)
    .leftJoin(subscribers, eq(subscribers.email, newsletterDeliveries.email))
    .where(eq(newsletterDeliveries.id, message.delivery));
  if (!row || row.state === "sent" || row.state === "skipped") return;
  const record = (set: PgUpdateSetSource<typeof newsletterDeliveries>) =>
    db.update(newsletterDeliveries).set(set).where(eq(newsletterDeliveries.id, message.delivery));
  if (!row.confirmedAt || row.unsubscribedAt) {
    await record({ state: "skipped" });
    return;
  }
  const { delivery: _delivery, ...mail } = message;
  try {
    await deliver(mail);
  } catch (error) {
    await record({
      state: attempt.last ? "failed" : "queued",
      attempts: sql`${newsletterDeliveries.attempts} + 1`,
      lastError: reason(error),
    });
    throw error;
  }
  await record({
    state: "sent",
    attempts: sql`${newsletterDeliveries.attempts} + 1`,
    lastError: null,
    sentAt: new Date(),
  });
}

/** What the studio shows of a send. */
export interface SendSummary {
  startedAt: string;
  /** Every recipient has a delivery and its mail is stored. */
  prepared: boolean;
  recipients: number;
  sent: number;
  failed: number;
  /** Waiting for their first try or a retry. */
  queued: number;
  /** Not sent: the subscriber left before their mail's turn. */
  skipped: number;
  /** Recipients whose subscription ended after the send started. */
  unsubscribedSince: number;
}

/** The send of `versionId` and its counts, or null when it was never sent. */
export async function sendSummary(db: Database, versionId: string): Promise<SendSummary | null> {
  const [send] = await db
    .select()
    .from(newsletterSends)
    .where(eq(newsletterSends.versionId, versionId));
  if (!send) return null;
  const states = await db
    .select({ state: newsletterDeliveries.state, n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.sendId, send.id))
    .groupBy(newsletterDeliveries.state);
  const [left] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .innerJoin(subscribers, eq(subscribers.email, newsletterDeliveries.email))
    .where(
      and(eq(newsletterDeliveries.sendId, send.id), gt(subscribers.unsubscribedAt, send.startedAt)),
    );
  const of = (state: DeliveryState) => states.find((row) => row.state === state)?.n ?? 0;
  return {
    startedAt: send.startedAt.toISOString(),
    prepared: send.preparedAt !== null,
    recipients: states.reduce((sum, row) => sum + row.n, 0),
    sent: of("sent"),
    failed: of("failed"),
    queued: of("queued"),
    skipped: of("skipped"),
    unsubscribedSince: left?.n ?? 0,
  };
}
