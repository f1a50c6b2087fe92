// Memory (issue #32): the production server's resident set on a fresh embedded database with the
// embedded defaults (no demo catalog), sampled from its spawn: its peak while it starts, at idle,
// its peak under page views, and a minute after them. A small server (1 GB) must hold it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { budgets } from "../budgets.mjs";
import { startSite } from "./server.mjs";

const MB = 1024 * 1024;

/** The resident set of `pid` in bytes (0 once it is gone). */
function rss(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ paths: string[], duration: number, settle: number, log: (line: string) => void }} options
 * `paths`: the pages viewed under load; `duration`: seconds of load; `settle`: seconds after it.
 */
export async function measureMemory({ paths, duration, settle, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), "rawafed-memory-"));
  let pid = 0;
  let peak = 0;
  // Every 50 ms from the spawn: the start's peak is over in a few seconds.
  const sampler = setInterval(() => {
    if (pid) peak = Math.max(peak, rss(pid));
  }, 50);
  let site;
  try {
    site = await startSite({
      dataDir,
      env: { SEED_DEMO: "0" },
      onSpawn: (spawned) => {
        pid = spawned;
      },
    });
    const startPeak = peak;
    log(`memory: started, peak ${(startPeak / MB).toFixed(0)} MB; idling 15 s`);
    // Idle: nothing asked of it for 15 s, then the median of a second of samples.
    await wait(15_000);
    const idleSamples = [];
    for (let i = 0; i < 10; i++) {
      idleSamples.push(rss(pid));
      await wait(100);
    }
    idleSamples.sort((a, b) => a - b);
    const idle = idleSamples[5] ?? 0;
    peak = 0;
    log(`memory: ${duration} s of page views`);
    let index = 0;
    await autocannon({
      url: site.url,
      connections: 20,
      duration,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: paths[index++ % paths.length],
            headers: { "accept-encoding": "gzip" },
          }),
        },
      ],
    });
    const loadPeak = peak;
    log(`memory: load peak ${(loadPeak / MB).toFixed(0)} MB; settling ${settle} s`);
    await wait(settle * 1000);
    const after = rss(pid);
    return { startPeak, idle, loadPeak, after, duration, settle };
  } finally {
    clearInterval(sampler);
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @returns {import("./table.mjs").Section[]} */
export function memorySections(result) {
  const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
  const { startPeakMb, idleMb, loadPeakMb, afterOverIdleMb } = budgets.memory;
  return [
    {
      title: "Memory: the server's resident set (embedded database, no demo catalog)",
      headers: ["start peak", "idle", "load peak", `${result.settle} s after`],
      rows: [[mb(result.startPeak), mb(result.idle), mb(result.loadPeak), mb(result.after)]],
      notes: [
        `Sampled every 50 ms from the spawn on a fresh data directory; idle is 15 s after it answers; the load is ${result.duration} s of page views (20 connections).`,
        `Budgets: start peak ${startPeakMb} MB, idle ${idleMb} MB, load peak ${loadPeakMb} MB, and within ${afterOverIdleMb} MB of idle after it.`,
      ],
    },
  ];
}
