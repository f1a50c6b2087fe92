// SQL straight on a suite's store, for what no endpoint makes (subscribers in each status): the
// suite's PostgreSQL database when it has one, else its embedded database (server stopped).
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { storeEnv } from "./server";

export async function onStore(dataDir: string, sql: string, params: unknown[] = []): Promise<void> {
  await rowsOnStore(dataDir, sql, params);
}

/** The rows `sql` gives on the suite's store (the embedded one with its server stopped). */
export async function rowsOnStore<Row>(
  dataDir: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const { DATABASE_URL: url } = storeEnv(dataDir);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(join(dataDir, "db"), { extensions: { pg_trgm } });
  try {
    return (await db.query<Row>(sql, params)).rows;
  } finally {
    await db.close();
  }
}
