// A bench's own store: a temporary data directory (PGlite) or, with DATABASE_URL, a temporary
// database on that server; the app's migrations apply on first use. Dropped after, unless
// BENCH_KEEP=1 (to look at query plans).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const appDir = fileURLToPath(new URL("..", import.meta.url));

/** One statement on `server` (a database made or dropped), on a connection of its own. */
export async function admin(server, statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `bench(engine)` with DATA_DIR and DATABASE_URL naming a fresh store, then drops it. */
export async function withBenchStore(name, bench) {
  const server = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), `rawafed-bench-${name}-`));
  const database = `rawafed_bench_${name}_${process.pid}`;
  process.env.DATA_DIR = dataDir;
  process.env.MIGRATIONS_DIR = join(appDir, "drizzle");
  if (server) {
    await admin(server, `create database "${database}"`);
    const url = new URL(server);
    url.pathname = `/${database}`;
    process.env.DATABASE_URL = url.href;
  }
  try {
    return await bench(server ? "PostgreSQL" : "PGlite");
  } finally {
    const keep = Boolean(process.env.BENCH_KEEP);
    if (server && !keep) await admin(server, `drop database if exists "${database}"`);
    if (keep) console.log(`kept ${server ? `database ${database}` : `data directory ${dataDir}`}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
