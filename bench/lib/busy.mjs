// How busy the machine is with work other than the bench's own, from /proc (Linux only): other
// builds, tests or servers on the same cores skew every timing.
import { readdirSync, readFileSync } from "node:fs";

/** All CPUs' clock ticks from /proc/stat: idle (with I/O wait) and total. */
function machineTicks() {
  const times = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const ticks = times.slice(1).map(Number);
  return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((a, b) => a + b, 0) };
}

/** A process's parent, name and user + system ticks (all its threads), or null once gone. */
function processStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every process now: pid to its stat. */
function allProcesses() {
  const processes = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat) processes.set(Number(entry), stat);
  }
  return processes;
}

/**
 * Starts counting; `stop()` answers the share of the CPUs (0 to 1) that processes other than the
 * bench's own took meanwhile, or null where /proc cannot tell. The bench's own: this process and
 * its descendants, and any process `ours` accepts (a database server the bench uses, say).
 * Processes that ended meanwhile are not counted, as neither side can tell whose they were.
 * @param {(process: { pid: number, name: string }) => boolean} [ours]
 */
export function otherWork(ours = () => false) {
  const own = (processes) => {
    const mine = new Set([process.pid]);
    // Parents before children is not guaranteed: repeat until nothing is added.
    for (let added = true; added; ) {
      added = false;
      for (const [pid, stat] of processes) {
        if (!mine.has(pid) && (mine.has(stat.ppid) || ours({ pid, name: stat.name }))) {
          mine.add(pid);
          added = true;
        }
      }
    }
    return mine;
  };
  let before;
  try {
    before = { machine: machineTicks(), processes: allProcesses() };
  } catch {
    return { stop: () => null };
  }
  return {
    stop() {
      try {
        const machine = machineTicks();
        const processes = allProcesses();
        const mine = own(processes);
        let others = 0;
        for (const [pid, stat] of processes) {
          const earlier = before.processes.get(pid);
          if (mine.has(pid) || !earlier || earlier.name !== stat.name) continue;
          others += stat.ticks - earlier.ticks;
        }
        const total = machine.total - before.machine.total;
        return total > 0 ? Math.min(1, Math.max(0, others / total)) : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The share of the CPUs busy over one second with work other than the bench and its site
 * (builds, tests, other servers), which would skew the timings. Linux only; null elsewhere.
 * @param {(number | undefined)[]} pids the bench's own processes besides this one
 */
export async function machineBusy(pids) {
  const own = () =>
    ["self", ...pids.filter(Boolean)].reduce((sum, pid) => sum + (processStat(pid)?.ticks ?? 0), 0);
  try {
    const [before, ownBefore] = [machineTicks(), own()];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [after, ownAfter] = [machineTicks(), own()];
    const total = after.total - before.total;
    const busy = total - (after.idle - before.idle) - (ownAfter - ownBefore);
    return Math.max(0, busy / total);
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: under `share` of its CPUs busy over a second, the bench's own
 * process aside: a fresh site's background work would share the first measures' cores (its AVIF
 * sweep, which rests between pages, is waited for by its own count: see comics.mjs). Gives up
 * after `timeoutMs`, and says how long it took.
 */
export async function untilQuiet({ log, what, share = 0.1, timeoutMs = 15 * 60_000 }) {
  const since = Date.now();
  // Five quiet seconds in a row, not one lucky second.
  for (let quiet = 0; quiet < 5; ) {
    const busy = await machineBusy([]);
    if (busy === null) break;
    quiet = busy < share ? quiet + 1 : 0;
    if (quiet === 0 && Date.now() - since > timeoutMs) {
      log(`${what}: the machine still ${Math.round(busy * 100)}% busy, measuring anyway`);
      return { quietMs: null };
    }
  }
  log(`${what} done in ${((Date.now() - since) / 1000).toFixed(1)} s`);
  return { quietMs: Date.now() - since };
}
