// The PostgreSQL server of the scale measure: a database of its own on the `DATABASE_URL` server
// (made, then dropped), or else a throwaway cluster of Debian's PostgreSQL binaries in a temporary
// directory on a free loopback port (stopped and removed after). Neither: the measure cannot run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { admin } from "../../apps/site/scripts/benchStore.mjs";
import { freePort } from "./server.mjs";

/** Debian's newest installed PostgreSQL with `initdb` and `pg_ctl`, or null. */
function debianBinaries() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"))) return { version, bin };
  }
  return null;
}

/**
 * A throwaway cluster (trust authentication, loopback only). initdb refuses to run as root: then
 * the cluster belongs to the `postgres` system user and its commands run through `runuser`.
 */
async function startCluster(log) {
  const binaries = debianBinaries();
  if (!binaries) {
    throw new Error(
      "no PostgreSQL: set DATABASE_URL, or install Debian's postgresql (initdb, pg_ctl)",
    );
  }
  const root = process.getuid?.() === 0;
  if (root) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      throw new Error("running as root and there is no postgres user to run initdb as");
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "rawafed-bench-pg-"));
  const data = join(dir, "data");
  if (root) execFileSync("chown", ["postgres:", dir]);
  const as = (tool, args) => {
    const program = join(binaries.bin, tool);
    return root
      ? execFileSync("runuser", ["-u", "postgres", "--", program, ...args], { stdio: "pipe" })
      : execFileSync(program, args, { stdio: "pipe" });
  };
  const port = await freePort();
  try {
    as("initdb", ["-D", data, "-U", "bench", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200`;
    as("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the throwaway PostgreSQL ${binaries.version} did not start: ${error}`, {
      cause: error,
    });
  }
  log(
    `scale: PostgreSQL ${binaries.version} cluster on port ${port}${root ? " (as postgres)" : ""}`,
  );
  return {
    server: `postgres://bench@127.0.0.1:${port}/postgres`,
    source: `throwaway PostgreSQL ${binaries.version} cluster`,
    // The postmaster's (first line of postmaster.pid); its backends inherit its CPU affinity.
    pid: Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop: async () => {
      try {
        as("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A fresh database for the measure: `{ url, source, pid, drop }`; `drop` removes the database and
 * stops the cluster when there is one.
 * @param {(line: string) => void} log
 */
export async function scaleDatabase(log) {
  const given = process.env.DATABASE_URL;
  const cluster = given
    ? { server: given, source: "DATABASE_URL", pid: undefined, stop: async () => {} }
    : await startCluster(log);
  const name = `rawafed_bench_scale_${process.pid}`;
  try {
    await admin(cluster.server, `create database "${name}"`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  const url = new URL(cluster.server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    source: cluster.source,
    /** The throwaway cluster's postmaster, to pin it; none for a `DATABASE_URL` server. */
    pid: cluster.pid,
    drop: async () => {
      try {
        await admin(cluster.server, `drop database if exists "${name}" with (force)`);
      } finally {
        await cluster.stop();
      }
    },
  };
}
