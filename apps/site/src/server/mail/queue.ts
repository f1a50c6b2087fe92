import pLimit from "p-limit";
import type { MailMessage } from "./message";

export interface MailQueueOptions {
  /** One try at sending a message; throws when it failed. */
  deliver: (message: MailMessage) => Promise<void>;
  /** Tries in all, the first one included. */
  attempts?: number;
  /** The wait in ms after failed try number `attempt` (1, 2, ...) before the next one. */
  backoffMs?: (attempt: number) => number;
  /** Messages sent at the same time (SMTP connections). */
  concurrency?: number;
  /** Messages waiting or being sent at most; past that a new one is dropped, and logged. */
  maxPending?: number;
  log?: Pick<Console, "info" | "error">;
}

export interface MailQueue {
  /** Takes a message and returns at once: sending happens later, off the caller's path. */
  enqueue(message: MailMessage): void;
  /** Settles once every message taken so far is sent or given up (tests, shutdown). */
  idle(): Promise<void>;
}

/** 2 s, 10 s, 50 s: a mail server that restarts or refuses for a minute is waited for. */
export const defaultBackoff = (attempt: number) => 2_000 * 5 ** (attempt - 1);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    // A retry waiting does not keep a stopping process alive.
    setTimeout(resolve, ms).unref?.();
  });

/**
 * An in-process queue of outgoing mail: each message is tried a few times with growing waits,
 * and a failure is logged, never thrown to the code that asked for the mail.
 */
export function createMailQueue({
  deliver,
  attempts = 4,
  backoffMs = defaultBackoff,
  concurrency = 2,
  maxPending = 1_000,
  log = console,
}: MailQueueOptions): MailQueue {
  const limit = pLimit(concurrency);
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await limit(() => deliver(message));
        return;
      } catch (error) {
        if (attempt >= attempts) {
          log.error(
            `mail: gave up on "${message.subject}" after ${attempt} tries: ${reason(error)}`,
          );
          return;
        }
        const wait = backoffMs(attempt);
        log.error(
          `mail: "${message.subject}" failed (${reason(error)}); try ${attempt + 1} in ${wait} ms`,
        );
        await sleep(wait);
      }
    }
  }

  return {
    enqueue(message) {
      if (pending.size >= maxPending) {
        log.error(`mail: queue full (${maxPending}), "${message.subject}" dropped`);
        return;
      }
      // Started on a later turn of the event loop: the caller's answer goes out first.
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => send(message));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
