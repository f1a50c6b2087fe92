// The newsletter's sends as pg-boss jobs on the site's database: `newsletter-send` runs a send's
// batches (`prepareSend`), `newsletter-mail` is a mail queue of its own (the site's mail queue's
// retries, waits and logs: `createMailQueue`) whose worker records each delivery (`deliverNews`).
// Every instance works both; one job, one worker (SKIP LOCKED). A send's job is stored under the
// send's id and each mail's under its delivery's: asked for again, neither is stored twice.
import type { PgBoss } from "pg-boss";
import { getDb } from "../db/index";
import { getBoss } from "../jobs/index";
import { mailDelivery, retryFromEnv } from "../mail/index";
import { createMailQueue } from "../mail/queue";
import { runJob } from "../observe/jobs";
import { deliverNews, type NewsletterMail, prepareSend, unpreparedSends } from "./send";

const SEND_QUEUE = "newsletter-send";
const MAIL_QUEUE = "newsletter-mail";

let started: Promise<PgBoss> | undefined;

async function open(): Promise<PgBoss> {
  const boss = await getBoss();
  const db = await getDb();
  const deliver = mailDelivery();
  const mail = await createMailQueue<NewsletterMail>({
    boss,
    name: MAIL_QUEUE,
    deliver: (message, attempt) => deliverNews(db, message, attempt, deliver),
    retry: retryFromEnv(),
  });
  // A send's batches only touch the database: a few quick retries if it is briefly away.
  await boss.createQueue(SEND_QUEUE, {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    deleteAfterSeconds: 7 * 24 * 3_600,
  });
  await boss.work<{ sendId: string }>(SEND_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    if (job) await runJob(job, () => prepareSend(db, job.data.sendId, mail));
  });
  // A send a stop interrupted goes on where it stopped (its job, if still stored, is not doubled).
  for (const id of await unpreparedSends(db)) {
    await boss.send(SEND_QUEUE, { sendId: id }, { id });
  }
  return boss;
}

/** Starts this instance's workers of the newsletter's sends (the server calls it once ready). */
export function startNewsletterSends(): Promise<PgBoss> {
  started ??= open().catch((error) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** Asks for a stored send's batches to run. */
export async function queueSend(sendId: string): Promise<void> {
  const boss = await startNewsletterSends();
  await boss.send(SEND_QUEUE, { sendId }, { id: sendId });
}
