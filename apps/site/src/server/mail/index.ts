/**
 * The site's outgoing mail: `enqueueMail(message)` is the whole interface.
 *
 * It returns at once; the message is sent later, off the request's path, with a few tries and
 * growing waits (`queue.ts`), and a failing mail server is logged, never thrown back to the
 * request. Over SMTP when `SMTP_URL` is set (`smtp://user:pass@host:port`, sender `MAIL_FROM`);
 * otherwise each message is written as an `.eml` file under `DATA_DIR/outbox/` and its subject and
 * link are logged, so a fresh `npm start` works end to end with no mail server (`delivery.ts`).
 *
 * This is the seam a job queue takes over: with pg-boss, `enqueueMail` becomes "store a job"
 * (in the same transaction as the data that asked for it) and a worker runs the delivery, so a
 * message survives a restart. Callers do not change.
 */
import { join } from "node:path";
import { dataDir } from "../db/index";
import { createDelivery } from "./delivery";
import type { MailMessage } from "./message";
import { createMailQueue, type MailQueue } from "./queue";

export type { MailMessage } from "./message";

let queue: MailQueue | undefined;

function mailQueue(): MailQueue {
  queue ??= createMailQueue({
    deliver: createDelivery({
      smtpUrl: process.env.SMTP_URL || undefined,
      from: process.env.MAIL_FROM || undefined,
      outboxDir: join(dataDir(), "outbox"),
    }),
  });
  return queue;
}

/** Sends `message` later, off the caller's path; never throws, never waits for a mail server. */
export function enqueueMail(message: MailMessage): void {
  mailQueue().enqueue(message);
}

/** Settles once every message enqueued so far is sent or given up. */
export function mailIdle(): Promise<void> {
  return queue?.idle() ?? Promise.resolve();
}
