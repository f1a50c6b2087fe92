// Run by .ci/run against a real PostgreSQL: two instances starting together on one new database
// seed the demo catalog once (an advisory lock), and both work its page queue. They share one
// uploads folder, as instances share a volume or a bucket.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder, poll } from "../comics";
import { newDataDir, type RunningServer, startServer, storeEnv } from "../server";

if (!process.env.DATABASE_URL)
  throw new Error("the postgres suite needs DATABASE_URL (see .ci/run)");

describe("the demo catalog on one PostgreSQL shared by two instances", () => {
  const dataDir = newDataDir();
  // A database of its own: the catalog is seeded into one without comics.
  const databaseUrl = storeEnv(dataDir).DATABASE_URL as string;
  const servers: RunningServer[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await client.end();
  });

  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);

  it(
    "is seeded once, and every chapter's pages are made",
    async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database "${new URL(databaseUrl).pathname.slice(1)}"`);
      await admin.end();

      const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: "1" };
      const started = await Promise.all([3421, 3422].map((port) => startServer(env, port)));
      servers.push(...started);
      await client.connect();
      const chapters = await poll(
        async () => {
          const comics = await count("select count(*) as n from comics").catch(() => 0);
          return comics > 0 ? count("select count(*) as n from chapters") : undefined;
        },
        120_000,
        "the seeded comics",
      );
      // One PDF a chapter: one instance stored the catalog (the other found the lock taken).
      expect(filesUnder(dataDir, "pdf")).toBe(chapters);
      await poll(
        async () => {
          const ready = await count("select count(*) as n from chapters where pipeline = 'ready'");
          return ready === chapters ? true : undefined;
        },
        10 * 60_000,
        "every chapter ready",
      );
      expect(filesUnder(dataDir, "pdf")).toBe(chapters);
      expect(await count("select count(*) as n from chapter_pages")).toBe(
        await count("select sum(page_count) as n from chapters"),
      );
    },
    12 * 60_000,
  );
});
