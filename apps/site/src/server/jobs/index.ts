/**
 * Background jobs (pg-boss) on the site's own database: its tables live in the schema `pgboss`
 * beside the site's, so a job is stored, retried and backed up with the data that asked for it,
 * and survives a restart. On PostgreSQL (`DATABASE_URL`) every instance works the same queues
 * (`SKIP LOCKED`: one job, one worker); on the embedded database (PGlite) the one process does.
 */
import { fromPglite, PgBoss } from "pg-boss";
import { getDb } from "../db/index";

let boss: Promise<PgBoss> | undefined;

/** What a worker still running at shutdown gets before its job is put back for a later try. */
const STOP_GRACE_MS = 10_000;

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
    // A new job wakes its worker at once (NOTIFY) instead of at the next poll.
    useListenNotify: true,
  });
  // Without a listener an `error` event would throw; the job queue's troubles are logged.
  instance.on("error", (error) => console.error("jobs:", error));
  instance.on("warning", (warning) => console.warn(`jobs: ${warning.message}`));
  await instance.start();
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

/**
 * Stops taking jobs and waits a little for those in hand; one still running after that is put
 * back (failed once) and taken again after the next start. For SIGTERM.
 */
export async function stopBoss(): Promise<void> {
  const running = boss;
  boss = undefined;
  if (!running) return;
  const instance = await running.catch(() => undefined);
  await instance?.stop({ graceful: true, timeout: STOP_GRACE_MS });
}
