// Scheduled publications and unpublications, and job openings past their closing date, run by
// pg-boss on the site's database: a job at the exact time of each schedule (so it goes live
// within seconds of it, not at the next sweep), and a sweep every minute that catches anything a
// stopped instance missed. Every instance works the queue; one job, one worker (SKIP LOCKED).
import type { PgBoss } from "pg-boss";
import { getDb } from "../db/index";
import { forgetSharedPages } from "../delivery/sharedPages";
import { getBoss } from "../jobs/index";
import { runJob } from "../observe/jobs";
import { runDue } from "./versions";

const DUE_QUEUE = "studio-due";

let queue: Promise<PgBoss> | undefined;

function dueQueue(): Promise<PgBoss> {
  queue ??= (async () => {
    const boss = await getBoss();
    await boss.createQueue(DUE_QUEUE, { retryLimit: 3, deleteAfterSeconds: 24 * 3_600 });
    return boss;
  })().catch((error) => {
    queue = undefined;
    throw error;
  });
  return queue;
}

/** Asks for a pass at `at` (a schedule's time). */
export async function runDueAt(at: Date): Promise<void> {
  const boss = await dueQueue();
  await boss.send(DUE_QUEUE, {}, { startAfter: at });
}

/** One pass: what is due is done, and shared pages forget what it changed. */
export async function duePass(): Promise<void> {
  const done = await runDue(await getDb());
  if (done.published + done.unpublished > 0) forgetSharedPages();
}

let worker: Promise<void> | undefined;

/** Starts this instance's worker and the minute's sweep (the server calls it once ready). */
export function startStudioJobs(): Promise<void> {
  worker ??= (async () => {
    const boss = await dueQueue();
    await boss.schedule(DUE_QUEUE, "* * * * *", {});
    await boss.work(DUE_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) =>
      job ? runJob(job, duePass) : duePass(),
    );
    // What fell due while no instance ran.
    await duePass();
  })().catch((error) => {
    worker = undefined;
    throw error;
  });
  return worker;
}
