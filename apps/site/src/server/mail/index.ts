/**
 * The site's outgoing mail: `enqueueMail(message)` is the whole interface.
 *
 * It stores the message as a job (pg-boss, in the site's own database: `queue.ts`) and resolves
 * once it is stored; a worker sends it off the request's path, tries again with growing waits,
 * and a message that keeps failing is logged, never thrown back to the request. A stored message
 * survives a restart. Over SMTP when `SMTP_URL` is set (`smtp://user:pass@host:port`, sender
 * `MAIL_FROM`); otherwise each message is written as an `.eml` file under `DATA_DIR/outbox/` and
 * its subject and link are logged, so a fresh `npm start` works end to end with no mail server
 * (`delivery.ts`). `MAIL_RETRIES` and `MAIL_RETRY_SECONDS` change the retries (`defaultRetry`).
 */
import { join } from "node:path";
import { dataDir } from "../db/index";
import { getBoss } from "../jobs/index";
import { logFor } from "../observe/log";
import { createDelivery } from "./delivery";
import type { MailMessage } from "./message";
import { createMailQueue, type MailQueue, type MailRetry } from "./queue";

export type { MailMessage } from "./message";
export type { MailAttempt } from "./queue";

let queue: Promise<MailQueue> | undefined;

/** The retries `MAIL_RETRIES` and `MAIL_RETRY_SECONDS` ask for (the defaults otherwise). */
export function retryFromEnv(env = process.env): Partial<MailRetry> {
  const retry: Partial<MailRetry> = {};
  const limit = Number.parseInt(env.MAIL_RETRIES ?? "", 10);
  const delay = Number.parseInt(env.MAIL_RETRY_SECONDS ?? "", 10);
  if (limit >= 0) retry.limit = limit;
  if (delay >= 1) retry.delaySeconds = delay;
  return retry;
}

let delivery: ((message: MailMessage) => Promise<void>) | undefined;

/** One try at sending one message, the site's way (SMTP or the outbox): for every mail queue. */
export function mailDelivery(): (message: MailMessage) => Promise<void> {
  delivery ??= createDelivery({
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
    outboxDir: join(dataDir(), "outbox"),
  });
  return delivery;
}

async function open(): Promise<MailQueue> {
  return createMailQueue({
    boss: await getBoss(),
    deliver: mailDelivery(),
    retry: retryFromEnv(),
  });
}

/**
 * The queue and its worker, started on first use. The server starts it once it listens, so that
 * messages stored before a restart are sent without waiting for a new one.
 */
export function startMail(): Promise<MailQueue> {
  queue ??= open().catch((error) => {
    queue = undefined;
    throw error;
  });
  return queue;
}

/**
 * Stores `message` for sending and resolves once it is stored: awaited, the caller knows the mail
 * will go even if the server stops now. Never throws and never waits for a mail server; a message
 * that cannot be stored is logged. Not from inside a transaction on the embedded database: its one
 * connection is the transaction's until it ends.
 */
export async function enqueueMail(message: MailMessage): Promise<void> {
  try {
    await (await startMail()).enqueue(message);
  } catch (error) {
    logFor("mail").error(
      { err: error, subject: message.subject },
      "could not store a mail for sending",
    );
  }
}

/** Settles once every message this process enqueued so far is sent or given up. */
export async function mailIdle(): Promise<void> {
  await (await queue?.catch(() => undefined))?.idle();
}
