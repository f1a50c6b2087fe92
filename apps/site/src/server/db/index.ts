import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { traceQueries } from "../observe/queries";
import { holdEmbeddedLock } from "./lock";
import * as schema from "./schema";
import { startFromTemplate } from "./template";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** The database inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Where the embedded database, uploads and other data live (outside the web root). */
export function dataDir(): string {
  return resolve(process.env.DATA_DIR ?? join(process.cwd(), ".data"));
}

export const migrationsFolder = () =>
  resolve(process.env.MIGRATIONS_DIR ?? join(process.cwd(), "drizzle"));

let database: Promise<Database> | undefined;

/**
 * The embedded database's buffer cache, `PGLITE_SHARED_BUFFERS` (16MB by default). PostgreSQL's
 * own default, 128 MB, is memory the process holds from its start (PGlite's WebAssembly memory
 * never shrinks), some 100-150 MB of its resident size; the files it reads are cached by the
 * operating system anyway. A server with memory to spare and a large catalog may raise it.
 */
function sharedBuffers(): string {
  const value = process.env.PGLITE_SHARED_BUFFERS?.trim() ?? "";
  return /^\d+(kB|MB|GB)$/.test(value) ? value : "16MB";
}

/**
 * The database: PostgreSQL when `DATABASE_URL` is set (several instances share it), otherwise an
 * embedded PostgreSQL (PGlite) under the data directory. One schema and one set of migrations,
 * applied at first use.
 */
export function getDb(): Promise<Database> {
  database ??= open();
  return database;
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = traceQueries(new pg.Pool({ connectionString: url, max: 10 }));
    const db = drizzlePg(pool, { schema });
    // Instances starting together take turns: one migrates, the others find it done.
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock(726133)");
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await lock.query("select pg_advisory_unlock(726133)").catch(() => {});
      lock.release();
    }
    return db as unknown as Database;
  }
  const dir = join(dataDir(), "db");
  mkdirSync(dir, { recursive: true });
  // One process at a time opens the embedded database (PGlite has no server to share it).
  holdEmbeddedLock(dir);
  startFromTemplate(dir);
  // pg_trgm: catalog search matches names by trigrams (migration 0004 creates the extension).
  const client = traceQueries(
    new PGlite(dir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers()}`],
    }),
  );
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return db;
}
