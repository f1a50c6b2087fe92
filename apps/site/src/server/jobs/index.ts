/**
 * Background jobs (pg-boss) on the site's own database: its tables live in the schema `pgboss`
 * beside the site's, so a job is stored, retried and backed up with the data that asked for it,
 * and survives a restart. On PostgreSQL (`DATABASE_URL`) every instance works the same queues
 * (`SKIP LOCKED`: one job, one worker); on the embedded database (PGlite) the one process does.
 */
import { fromPglite, type JobWithMetadata, PgBoss } from "pg-boss";
import { getDb } from "../db/index";
import { logFor } from "../observe/log";
import { metrics } from "../observe/metrics";

const log = logFor("jobs");

let boss: Promise<PgBoss> | undefined;

/**
 * What a worker still running at shutdown gets before its job is handed back (see `stopBoss`):
 * `JOBS_STOP_TIMEOUT` seconds, 10 by default. The whole stop must fit in the time the process
 * manager allows before it kills (Kubernetes' default is 30 s; Docker's 10 s, so set it lower
 * there), or the job is taken again only once it expires.
 */
const stopGraceMs = () => Math.max(1, Number(process.env.JOBS_STOP_TIMEOUT ?? 10) || 10) * 1000;

async function open(): Promise<PgBoss> {
  const url = process.env.DATABASE_URL;
  const instance = new PgBoss({
    ...(url
      ? // A pool of its own beside the site's: a few connections, one of them held to LISTEN.
        { connectionString: url, max: 3, application_name: "rawafed-jobs" }
      : // The embedded database's one connection, shared with the site's queries. It has no
        // autovacuum to watch (no background workers): pg-boss would warn about it every pass.
        {
          db: fromPglite((await getDb()).$client),
          backend: "pglite" as const,
          monitorVacuum: false,
        }),
    // A new job of a queue made with `notify: true` wakes its idle workers at once (NOTIFY)
    // instead of at their next poll.
    useListenNotify: true,
  });
  // Without a listener an `error` event would throw; the job queue's troubles are logged.
  instance.on("error", (error) => log.error({ err: error }, "job queue error"));
  instance.on("warning", (warning) => log.warn(warning.message));
  await instance.start();
  // `/metrics` reads the queues' depths from the running queue (it never starts one).
  metrics().countQueuesWith(() => instance.getQueues());
  return instance;
}

/** pg-boss, started (its schema created or migrated) on first use. */
export function getBoss(): Promise<PgBoss> {
  boss ??= open().catch((error) => {
    // The next use tries again: a database that was briefly away does not stop jobs for good.
    boss = undefined;
    throw error;
  });
  return boss;
}

/** A job a stop took from its worker: pg-boss failed it, to be tried after the failure's wait. */
interface Interrupted {
  name: string;
  id: string;
  retryLimit: number;
}
const interrupted = new Map<string, Interrupted>();

/**
 * Runs a worker's `handler` for `job`, noting the job if it is taken from the worker while it runs
 * (its signal aborted: this process is stopping), for `stopBoss` to hand back.
 */
export async function holding<T>(job: JobWithMetadata<unknown>, handler: () => Promise<T>) {
  const note = () =>
    interrupted.set(job.id, { name: job.name, id: job.id, retryLimit: job.retryLimit });
  job.signal.addEventListener("abort", note, { once: true });
  try {
    return await handler();
  } finally {
    job.signal.removeEventListener("abort", note);
  }
}

/**
 * Stops taking jobs and waits a little for those in hand. One still running after that was failed
 * by pg-boss, which would try it again only after the failure's wait (half a minute or more for a
 * chapter) and count it as one of its tries: it is handed back at once instead, its tries as
 * they were, for another instance (or this one after its restart). For SIGTERM.
 */
export async function stopBoss(): Promise<void> {
  const running = boss;
  boss = undefined;
  if (!running) return;
  const instance = await running.catch(() => undefined);
  if (!instance) return;
  // The pool stays open until the interrupted jobs are handed back.
  await instance.stop({ graceful: true, timeout: stopGraceMs(), close: false });
  for (const job of interrupted.values()) {
    // Only a job waiting for its next try is changed (pg-boss's guard): not one done meanwhile.
    await instance
      .update(job.name, undefined, { id: job.id, startAfter: 0, retryLimit: job.retryLimit + 1 })
      .catch((error) => log.error({ err: error, jobId: job.id }, "job not handed back"));
  }
  interrupted.clear();
  await instance.stop();
}
