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

  it("are found in the columns that name them, on the migrated schema", async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), {
        migrationsFolder: join(import.meta.dirname, "../../../drizzle"),
      });
      // The first content's documents are the build's (`seed/`), not the store's.
      expect((await client.query<{ key: string }>(FILE_KEYS_SQL)).rows).toEqual([]);
      const id = "0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11";
      await client.exec(`
        insert into users (id, name, email, image) values ('u1', 'A', 'a@example.com', 'abc.webp');
        insert into editorial_media (file_name, width, height, bytes, renditions) values
          ('a.png', 800, 600, 1, '[{"width": 400, "pixelWidth": 400, "pixelHeight": 300,
            "avif": "library/${id}/400.avif", "webp": "library/${id}/400.webp"}]');
        with item as (
          insert into editorial_items (kind, display_date) values ('news', '2026-11-28') returning id
        ), version as (
          insert into editorial_versions (item_id, kind, language, slug, title)
          select id, 'news', 'en', 'kept', 'Kept' from item returning id
        )
        insert into editorial_revisions (version_id, number, content)
        select id, 1, '{"title": "Kept", "fields": {"file": "documents/${id}.pdf",
          "video": "videos/${id}.webm", "cover": "/media/covers/x.webp"}}' from version;
        with submission as (
          insert into submissions (kind, locale, payload) values ('jobApplication', 'en', '{}')
          returning id
        )
        insert into uploads (submission_id, field, stored_name, original_name, mime, size)
        select id, 'cv', '${id}.pdf', 'cv.pdf', 'application/pdf', 1 from submission;
      `);
      const named = await client.query<{ key: string }>(FILE_KEYS_SQL);
      expect(fileKeys(named.rows.map((row) => row.key))).toEqual([
        `${id}.pdf`,
        `documents/${id}.pdf`,
        `library/${id}/400.avif`,
        `library/${id}/400.webp`,
        "photos/abc.webp",
        `videos/${id}.webm`,
      ]);
      const count = await client.query<{ count: number }>(MIGRATIONS_SQL);
      expect(count.rows[0]?.count).toBeGreaterThan(15);
    } finally {
      await client.close();
    }
  }, 60_000);
});
