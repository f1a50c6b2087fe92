// Helpers for the comics platform's suites: the store's files and database as the server left
// them (read once it has stopped: the embedded database has one process at a time), test PDFs.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { storeEnv } from "./server";

export const uploads = (dataDir: string, ...path: string[]) => join(dataDir, "uploads", ...path);

/** How many files are under `uploads/<folder>` (none when it does not exist). */
export function filesUnder(dataDir: string, folder: string, extension = ""): number {
  const root = uploads(dataDir, folder);
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(extension),
  ).length;
}

/** Waits for `find` to give a value, looking every 250 ms, for at most `ms`. */
export async function poll<T>(
  find: () => T | undefined | Promise<T | undefined>,
  ms: number,
  what = "a state",
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the suites ask of a database: a query and its rows. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * The suite's database, for `read`; closed after: its PostgreSQL database when the suites run on
 * one (as `storeEnv` names it), else the embedded one of a stopped server.
 */
export async function withDatabase<T>(dataDir: string, read: (db: Queryable) => Promise<T>) {
  const { DATABASE_URL: url } = storeEnv(dataDir);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await read({
        query: async <Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
      });
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(join(dataDir, "db"), { extensions: { pg_trgm } });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

export { makePdf } from "../src/server/comics/pages/testPdf";

/** WebP's magic bytes: `RIFF`, a size, `WEBP`. */
export const isWebp = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "RIFF" &&
  Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP";
