// The per-client counters (`rate_limits`), on a database of their own: a row is kept per client
// address and endpoint, so counters long over are dropped as new ones are taken, and the table
// does not only grow.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rateLimits } from "../src/server/db/schema";
import { rateLimited } from "../src/server/http/rate";
import { poll } from "./comics";
import { openTestDatabase, type TestDatabase } from "./comics/database";

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
}, 120_000);
afterAll(() => store?.close());

it("drops counters whose window ended long ago, and keeps the current ones", async () => {
  const now = Date.now();
  await store.db.insert(rateLimits).values([
    { key: "sign-in:old@example.com", windowStart: now - 2 * 60 * 60_000, count: 5 },
    { key: "contact:203.0.113.9", windowStart: now - 5 * 60_000, count: 3 },
  ]);
  expect(await rateLimited(store.db, "contact:203.0.113.10", now, 20)).toBe(0);
  const keys = async () =>
    (await store.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
  await poll(
    async () => ((await keys()).includes("sign-in:old@example.com") ? undefined : true),
    10_000,
    "the old counter dropped",
  );
  expect(await keys()).toEqual(["contact:203.0.113.10", "contact:203.0.113.9"]);
  const [kept] = await store.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, "contact:203.0.113.9"));
  expect(kept?.count).toBe(3);
});
