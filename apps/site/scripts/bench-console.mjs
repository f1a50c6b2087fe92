#!/usr/bin/env node
// `node scripts/bench-console.mjs [rounds]`: seeds the reviewing team's console with 10,000
// submissions of each kind in a fresh database and prints p50/p95 of each section's page data (as
// JSON with BENCH_JSON=1). On PGlite in a temporary directory; with DATABASE_URL, on a temporary
// database of that server (dropped after).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { runnerImport } from "vite";

const [rounds = 20] = process.argv.slice(2).map(Number);
const appDir = fileURLToPath(new URL("..", import.meta.url));
const server = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), "rawafed-bench-console-"));
const benchDatabase = `rawafed_bench_console_${process.pid}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

process.env.DATA_DIR = dataDir;
process.env.MIGRATIONS_DIR = join(appDir, "drizzle");
if (server) {
  await admin(`create database "${benchDatabase}"`);
  const url = new URL(server);
  url.pathname = `/${benchDatabase}`;
  process.env.DATABASE_URL = url.href;
}
try {
  // One module graph: the bench's database is the one the console's code opens.
  const { module: bench } = await runnerImport(join(appDir, "bench/reviewConsole.ts"), {
    logLevel: "silent",
  });
  const database = await bench.openDb();
  const engine = server ? "PostgreSQL" : "PGlite";
  const started = performance.now();
  await bench.seedConsole(database);
  console.log(`${engine}: seeded in ${Math.round(performance.now() - started)} ms`);
  const timings = await bench.measureConsole(database, rounds);
  for (const t of timings) {
    console.log(
      `${t.label.padEnd(28)}${t.p50.toFixed(1).padStart(9)}${t.p95.toFixed(1).padStart(9)}`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ engine, timings }));
  await (database.$client.end?.() ?? database.$client.close?.());
} finally {
  if (server) await admin(`drop database if exists "${benchDatabase}"`);
  rmSync(dataDir, { recursive: true, force: true });
}
