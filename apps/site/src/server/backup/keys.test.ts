import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { FILE_KEYS_SQL, fileKeys, MIGRATIONS_SQL } from "./keys";

describe("the files a backup copies", () => {
  it("are the rows' store keys, each once, in order; anything else is left out", () => {
    expect(
      fileKeys([
        "pdf/b.pdf",
        "covers/a.webp",
        null,
        "pdf/b.pdf",
        "photos/https://example.com/me.png",
        "../db/PG_VERSION",
        "0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11.pdf",
      ]),
    ).toEqual(["0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11.pdf", "covers/a.webp", "pdf/b.pdf"]);
  });

  it("are found by a query that runs on the migrated schema", async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), {
        migrationsFolder: join(import.meta.dirname, "../../../drizzle"),
      });
      const rows = await client.query<{ key: string }>(FILE_KEYS_SQL);
      expect(rows.rows).toEqual([]);
      const count = await client.query<{ count: number }>(MIGRATIONS_SQL);
      expect(count.rows[0]?.count).toBeGreaterThan(15);
    } finally {
      await client.close();
    }
  }, 60_000);
});
