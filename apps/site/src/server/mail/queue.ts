import type { JobWithMetadata, PgBoss } from "pg-boss";
import { runJob, withRequestId } from "../observe/jobs";
import { logFor } from "../observe/log";
import { metrics } from "../observe/metrics";
import type { MailMessage } from "./message";

/** The queue's lines: subjects and reasons only, never a recipient. */
const mailLog: Pick<Console, "info" | "error"> = {
  info: (message: string) => logFor("mail").info(message),
  error: (message: string) => logFor("mail").error(message),
};

/** How a message that failed is tried again (pg-boss's retry options, in seconds). */
export interface MailRetry {
  /** Tries after the first one. */
  limit: number;
  /** The wait before the first retry; each next wait about doubles (with some jitter). */
  delaySeconds: number;
  /** Doubling waits; off, every wait is `delaySeconds`. */
  backoff: boolean;
  /** No wait is longer. */
  delayMaxSeconds: number;
}

/**
 * 8 more tries, 10-20 s after the first failure, then about twice as long each time, at most
 * 30 minutes: a mail server away for an hour is waited for.
 */
export const defaultRetry: MailRetry = {
  limit: 8,
  delaySeconds: 10,
  backoff: true,
  delayMaxSeconds: 1_800,
};

/** Which try of a message this is: its retries so far, and whether no other follows a failure. */
export interface MailAttempt {
  retryCount: number;
  last: boolean;
}

export interface MailQueueOptions<M extends MailMessage = MailMessage> {
  boss: PgBoss;
  /** One try at sending a message; throws when it failed. */
  deliver: (message: M, attempt: MailAttempt) => Promise<void>;
  retry?: Partial<MailRetry>;
  /** The queue's name (tests use one each). */
  name?: string;
  /** Messages sent at the same time by this process (SMTP connections). */
  concurrency?: number;
  /** How often a worker looks for messages whose wait is over (retries; new ones wake it). */
  pollingIntervalSeconds?: number;
  log?: Pick<Console, "info" | "error">;
}

export interface MailQueue<M extends MailMessage = MailMessage> {
  /**
   * Stores a message for sending; resolves once it is stored (it then survives a restart). With
   * `id` (a UUID), a message stored before under that id is not stored again (false).
   */
  enqueue(message: M, options?: { id?: string }): Promise<boolean>;
  /** Settles once every message this process stored so far is sent or given up. */
  idle(): Promise<void>;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const finished = new Set(["completed", "failed", "cancelled"]);

/**
 * Outgoing mail as pg-boss jobs: `enqueue` stores the message, a worker sends it, a failed try is
 * retried with growing waits, and a message that keeps failing ends `failed`, logged, never
 * thrown to the code that asked for the mail.
 */
export async function createMailQueue<M extends MailMessage = MailMessage>({
  boss,
  deliver,
  retry: retryOptions,
  name = "mail",
  concurrency = 2,
  pollingIntervalSeconds = 2,
  log = mailLog,
}: MailQueueOptions<M>): Promise<MailQueue<M>> {
  const retry = { ...defaultRetry, ...retryOptions };
  const options = {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    // A try that never ended (the process died mid-send) is tried again after this; SMTP's own
    // timeouts end a try well before.
    expireInSeconds: 120,
    // Sent or given up, a message still holds a live link or code: kept an hour, not 7 days.
    deleteAfterSeconds: 3_600,
    notify: true,
  };
  // A longest wait goes with doubling waits only (pg-boss refuses it otherwise).
  const delayMax = retry.backoff ? retry.delayMaxSeconds : null;
  // Made once; later starts bring its settings up to date (new jobs take the queue's).
  await boss.createQueue(name, { ...options, ...(delayMax ? { retryDelayMax: delayMax } : {}) });
  await boss.updateQueue(name, { ...options, retryDelayMax: delayMax });

  await boss.work(
    name,
    {
      includeMetadata: true,
      localConcurrency: concurrency,
      pollingIntervalSeconds,
      notifyPollingIntervalSeconds: pollingIntervalSeconds,
    },
    async ([job]: JobWithMetadata<M>[]) => {
      if (!job) return;
      const { data: message, retryCount, retryLimit } = job;
      try {
        await runJob(job, () => deliver(message, { retryCount, last: retryCount >= retryLimit }));
        metrics().mail.inc({ outcome: "sent" });
      } catch (error) {
        metrics().mail.inc({ outcome: "failed" });
        const tries = retryCount + 1;
        log.error(
          retryCount >= retryLimit
            ? `mail: gave up on "${message.subject}" after ${tries} tries: ${reason(error)}`
            : `mail: "${message.subject}" failed (${reason(error)}); try ${tries + 1} of ${retryLimit + 1} later`,
        );
        throw error;
      }
    },
  );

  const pending = new Set<string>();
  return {
    async enqueue(message, options) {
      const data = withRequestId(message);
      const id = await boss.send(name, data, options?.id ? { id: options.id } : {});
      if (id) pending.add(id);
      return id !== null;
    },
    async idle() {
      while (pending.size > 0) {
        for (const id of pending) {
          const [job] = await boss.findJobs(name, { id });
          if (!job || finished.has(job.state)) pending.delete(id);
        }
        if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
