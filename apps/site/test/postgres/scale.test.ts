// Issue #24, run by .ci/run against a real PostgreSQL (DATABASE_URL): two production instances of
// one build, each on its own PORT and DATA_DIR, sharing the suite's database and one bucket of a
// real S3-compatible server (s3rver), behind a round-robin balancer started here. Sessions, the
// page pipeline's jobs, log-in throttling and notifications are the site's, not an instance's; and
// an instance stopped with SIGTERM under load loses no request and no job. (Idempotency, the
// per-client submission limit and the mail queue across instances: instances.test.ts.)
import { createServer } from "node:net";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS } from "../../src/server/accounts/limits";
import { SIGN_IN_FAILURES_MAX } from "../../src/server/accounts/throttle";
import { type BucketServer, startBucketServer } from "../bucket";
import { makePdf, poll, withDatabase } from "../comics";
import { addComic, addUser, openStore } from "../comicsStore";
import { cookiePairs } from "../roles";
import { type RoundRobin, startRoundRobin } from "../roundRobin";
import { newDataDir, type RunningServer, startServer, storeEnv, TEST_AUTH_SECRET } from "../server";
import { secondStep } from "../totp";

if (!process.env.DATABASE_URL)
  throw new Error("the postgres suite needs DATABASE_URL (see .ci/run)");

const PASSWORD = "Secret123!";
/** A chapter long enough to be drawn still when its instance is told to stop. */
const LONG_CHAPTER_PAGES = 60;
/** Clients of the balancer during the stop, and the requests they send once it is done. */
const LOAD_LOOPS = 20;
const LOAD_AFTER_STOP = 100;
const people = ["translator", "reviewer", "reader", "victim"] as const;
type Who = (typeof people)[number];

/** A port nobody listens on now (the kernel's pick), for an instance the balancer names first. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0] ?? "";

describe("two instances behind a balancer, one database and one bucket", () => {
  // Names the suite's own database (storeEnv); each instance has a data directory of its own.
  const dataDir = newDataDir();
  const { DATABASE_URL: databaseUrl = "" } = storeEnv(dataDir);
  let bucketServer: BucketServer;
  let bucket = "";
  let balancer: RoundRobin;
  let a: RunningServer;
  let b: RunningServer;
  let cover: Buffer;
  const ids = { translator: "", reader: "", comic: "", chapter: "" };
  const cookies: Record<Who, string> = { translator: "", reviewer: "", reader: "", victim: "" };
  /** The public origin: the balancer's (SITE_URL), whichever instance answers. */
  let site = "";

  // Each call comes from an address of its own unless told (TRUST_PROXY: per-client limits).
  let client = 0;
  const nextAddress = () => {
    client++;
    return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  };
  const headers = (as?: Who, extra: Record<string, string> = {}) => ({
    origin: site,
    "x-forwarded-for": nextAddress(),
    ...(as ? { cookie: cookies[as] } : {}),
    ...extra,
  });
  const postJson = (base: string, path: string, body: unknown, as?: Who, from?: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: headers(as, {
        "content-type": "application/json",
        ...(from ? { "x-forwarded-for": from } : {}),
      }),
      body: JSON.stringify(body),
    });
  const get = (base: string, path: string, as?: Who) =>
    fetch(`${base}${path}`, { headers: headers(as), redirect: "manual" });
  const signIn = (base: string, email: string, password: string, from?: string) =>
    postJson(base, "/api/auth/sign-in/email", { email, password }, undefined, from);

  const query = <Row>(sql: string, params: unknown[] = []) =>
    withDatabase(dataDir, async (db) => (await db.query<Row>(sql, params)).rows);

  const chapterForm = async (number: number, pages: number) => {
    const form = new FormData();
    form.set("comic", ids.comic);
    form.set("chapterNumber", String(number));
    form.set("translationLanguage", "arabic");
    form.set("cover", new Blob([new Uint8Array(cover)]), "cover.png");
    form.set("pdf", new Blob([new Uint8Array(await makePdf(pages))]), `chapter-${number}.pdf`);
    return form;
  };
  const upload = async (base: string, number: number, pages: number) => {
    const response = await fetch(`${base}/api/comics/upload/chapter`, {
      method: "POST",
      headers: headers("translator", { referer: `${site}/en/upload/chapter` }),
      body: await chapterForm(number, pages),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  /** The page pipeline's jobs for a chapter, as pg-boss keeps them (schema `pgboss`). */
  const pageJobs = (chapterId: string) =>
    query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job
       where name = 'chapter-pages' and data->>'chapterId' = $1`,
      [chapterId],
    );
  const pageRows = (chapterId: string) =>
    query<{ page: number; large_key: string; small_key: string }>(
      "select page, large_key, small_key from chapter_pages where chapter_id = $1 order by page",
      [chapterId],
    );
  /** The bucket's WebP page images under `prefix` (their AVIF follow after the chapter is ready). */
  const bucketKeys = async (prefix: string) => {
    const listed = await bucketServer.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? [])
      .map((object) => object.Key ?? "")
      .filter((key) => key.endsWith(".webp"))
      .sort();
  };
  /** Waits for the chapter's one job to be completed, and for its pages to be stored. */
  const rendered = (chapterId: string, ms: number) =>
    poll(
      async () => {
        const jobs = await pageJobs(chapterId);
        const [chapter] = await query<{ pipeline: string }>(
          "select pipeline from chapters where id = $1",
          [chapterId],
        );
        if (chapter?.pipeline === "failed") throw new Error(`chapter ${chapterId} failed`);
        return jobs.every((job) => job.state === "completed") && chapter?.pipeline === "ready"
          ? jobs
          : undefined;
      },
      ms,
      `chapter ${chapterId}'s pages`,
    );

  beforeAll(async () => {
    cover = await sharp({
      create: { width: 60, height: 90, channels: 3, background: "#c7ab7b" },
    })
      .png()
      .toBuffer();
    bucketServer = await startBucketServer();
    const s3 = await bucketServer.bucket("rawafed-scale");
    bucket = s3.S3_BUCKET ?? "";

    // The accounts and a published comic of the translator's, written before the instances start
    // (this also makes and migrates the suite's database).
    const store = await openStore(dataDir);
    try {
      for (const who of people) {
        const id = await addUser(store.db, {
          email: `${who}@example.com`,
          name: `The ${who}`,
          role: who === "victim" ? "reader" : who,
          password: PASSWORD,
        });
        if (who === "translator" || who === "reader") ids[who] = id;
      }
      ids.comic = await addComic(store.db, { name: "Two Rivers", uploaderId: ids.translator });
    } finally {
      await store.close();
    }

    const [portA, portB] = [await freePort(), await freePort()];
    balancer = await startRoundRobin([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]);
    site = balancer.url;
    const shared = {
      DATABASE_URL: databaseUrl,
      ...s3,
      SITE_URL: site,
      // The i18n base URL is the site's too (Vitest's own BASE_URL, "/", would reach the server).
      BASE_URL: site,
      TRUST_PROXY: "1",
      // One key signs every instance's sessions (README: set it when instances share a database).
      // (The suites' own: the reviewer's authenticator app was stored encrypted with it.)
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      // A job in hand at SIGTERM gets 2 s, not 10: the long chapter is then surely not done.
      JOBS_STOP_TIMEOUT: "2",
    };
    // One after the other: the first migrates the database, the second finds it done.
    a = await startServer({ ...shared, DATA_DIR: newDataDir() }, portA);
    b = await startServer({ ...shared, DATA_DIR: newDataDir() }, portB);

    for (const who of people) {
      if (who === "victim") continue;
      const response = await signIn(site, `${who}@example.com`, PASSWORD);
      expect(response.status).toBe(200);
      // The reviewer's app's code, checked by whichever instance the balancer picks.
      const pending = cookiePairs(response);
      cookies[who] =
        (await secondStep(
          `${who}@example.com`,
          await response.clone().json(),
          async (path, body) => {
            const answer = await fetch(`${site}${path}`, {
              method: "POST",
              headers: headers(undefined, { "content-type": "application/json", cookie: pending }),
              body: JSON.stringify(body),
            });
            return { status: answer.status, cookies: answer.headers.getSetCookie() };
          },
        )) || sessionCookie(response);
    }
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await balancer?.close();
    await bucketServer?.close();
  });

  it("a session made on one instance is valid on the other; signing out on one ends it on both", async () => {
    const signedIn = await signIn(a.url, "victim@example.com", PASSWORD);
    expect(signedIn.status).toBe(200);
    cookies.victim = sessionCookie(signedIn);
    expect(cookies.victim).not.toBe("");

    const session = async (base: string) =>
      (await (await get(base, "/api/auth/get-session", "victim")).json()) as {
        user?: { email: string };
      } | null;
    expect((await session(b.url))?.user?.email).toBe("victim@example.com");
    const account = await get(b.url, "/en/account", "victim");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("The victim");

    const out = await postJson(b.url, "/api/auth/sign-out", {}, "victim");
    expect(out.status).toBe(200);
    expect(await session(a.url)).toBeNull();
    const refused = await get(a.url, "/en/account", "victim");
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect(refused.status).toBeLessThan(400);
    expect(refused.headers.get("location")).toMatch(/\/en\/login\?next=/);
  });

  it("renders a chapter uploaded through one instance once, and the other serves its pages", async () => {
    ids.chapter = await upload(a.url, 1, 3);
    const jobs = await rendered(ids.chapter, 90_000);
    // One job for the chapter, done at the first try (pg-boss's own record of it).
    expect(jobs).toEqual([{ state: "completed", retry_count: 0 }]);

    // Three pages at two widths, each written once into the bucket under its content's hash.
    const pages = await pageRows(ids.chapter);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    const keys = pages.flatMap((page) => [page.large_key, page.small_key]).sort();
    expect(await bucketKeys(`pages/${ids.chapter}/`)).toEqual(keys);

    for (const page of pages) {
      const image = await fetch(`${b.url}/media/private/${page.large_key}`, {
        headers: headers("reviewer", { accept: "image/webp,*/*" }),
      });
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // Unpublished: not to a reader, whichever instance is asked.
    expect((await get(b.url, `/media/private/${pages[0]?.large_key}`, "reader")).status).toBe(404);
  }, 120_000);

  it("counts wrong passwords for one address on both instances together", async () => {
    const email = "victim@example.com";
    const statuses: number[] = [];
    // Each try from another client: only the per-address count can stop them.
    for (let i = 0; i <= SIGN_IN_FAILURES_MAX; i++) {
      statuses.push((await signIn(i % 2 ? b.url : a.url, email, "Wrong-password-1")).status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_FAILURES_MAX).fill(401), 429]);
    // Locked on both, even for the right password.
    for (const server of [a, b]) {
      const locked = await signIn(server.url, email, PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("counts one client's log-ins for one account on both instances together", async () => {
    const from = nextAddress();
    const max = ACCOUNT_LIMITS.signIn.perAccount;
    const statuses: number[] = [];
    // Counted in fixed minutes: a run that crosses into the next one still meets the limit.
    for (let i = 0; i <= 2 * max && statuses.at(-1) !== 429; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await signIn(server.url, "reader@example.com", PASSWORD, from)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(max);
  });

  it("a notification written by one instance is read through the other", async () => {
    const follow = await postJson(
      a.url,
      "/api/comics/follow",
      { target: "comic", id: ids.comic, following: true },
      "reader",
    );
    expect(follow.status).toBe(200);
    const approved = await postJson(
      b.url,
      "/api/review/submissions/decide",
      { kind: "chapter", id: ids.chapter, decision: "approve" },
      "reviewer",
    );
    expect(approved.status).toBe(200);
    const page = await get(a.url, "/en/notifications", "reader");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("New chapter 1");

    // Published: its pages are public now, served by either instance from the bucket.
    const [first] = await pageRows(ids.chapter);
    for (const server of [a, b]) {
      const image = await get(server.url, `/media/${first?.large_key}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("loses no request and no job when an instance is stopped with SIGTERM under load", async () => {
    // The chapter's job is A's: B is paused (SIGSTOP) while the chapter is uploaded to A and taken.
    process.kill(b.pid, "SIGSTOP");
    let chapterId = "";
    try {
      chapterId = await upload(a.url, 2, LONG_CHAPTER_PAGES);
      await poll(
        async () => ((await pageJobs(chapterId))[0]?.state === "active" ? true : undefined),
        30_000,
        "the chapter's job to start on A",
      );
    } finally {
      process.kill(b.pid, "SIGCONT");
    }

    const [comic] = await query<{ slug: string }>("select slug from comics where id = $1", [
      ids.comic,
    ]);
    const [page] = await pageRows(ids.chapter);
    const reads = [`/en/comics/${comic?.slug}`, `/media/${page?.large_key}`, "/en", "/healthz"];
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let answered = 0;
    let phase: "both up" | "A stopping" | "A gone" = "both up";
    let afterStop = 0;

    const contact = (n: number) =>
      fetch(`${site}/api/contact`, {
        method: "POST",
        headers: headers(undefined, {
          "content-type": "application/json",
          "idempotency-key": `scale-${n}`,
        }),
        body: JSON.stringify({
          name: "Huda Al-Otaibi",
          email: `load${n}@example.com`,
          phone: "",
          subject: "",
          message: `Message ${n} of the load.`,
        }),
      });
    let sent = 0;
    // Each loop reads a page, then writes a message, until enough was asked after A had gone.
    const loop = async (i: number) => {
      for (let step = 0; phase !== "A gone" || afterStop < LOAD_AFTER_STOP; step++) {
        try {
          if (step % 2) {
            const n = sent++;
            const response = await contact(n);
            if (response.status === 201)
              acknowledged.push(((await response.json()) as { id: string }).id);
            else failures.push(`contact ${n}: ${response.status} (${phase})`);
          } else {
            const path = reads[(i + step) % reads.length] as string;
            const response = await fetch(`${site}${path}`, { headers: headers() });
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${path}: ${response.status} (${phase})`);
          }
        } catch (error) {
          failures.push(`loop ${i} step ${step}: ${(error as Error).message} (${phase})`);
        }
        answered++;
        if (phase === "A gone") afterStop++;
      }
    };
    const loops = Array.from({ length: LOAD_LOOPS }, (_, i) => loop(i));

    // Both serve the load; then A is told to stop while it answers requests and draws the chapter.
    const servedBefore = [...balancer.served];
    await poll(
      () =>
        balancer.served.every((count, i) => count > (servedBefore[i] ?? 0) + LOAD_LOOPS)
          ? true
          : undefined,
      30_000,
      "both instances to serve the load",
    );
    // Still drawing (else this would prove nothing about a job in hand).
    expect(await pageJobs(chapterId)).toEqual([{ state: "active", retry_count: 0 }]);
    phase = "A stopping";
    await a.stop();
    const stoppedAt = Date.now();
    phase = "A gone";
    await Promise.all(loops);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(LOAD_LOOPS * 4);
    // Every message the site said it stored is stored, once.
    const stored = await query<{ id: string }>(
      "select id from submissions where kind = 'contact' and id = any($1::uuid[])",
      [acknowledged],
    );
    expect(stored).toHaveLength(acknowledged.length);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);

    // A stopped before the chapter was drawn: its one job was handed back and B took it (its
    // second try, the only other instance), at once: not after the wait that follows a failure. Its pages are all there,
    // in the database and in the bucket.
    const jobs = await rendered(chapterId, 120_000);
    expect(jobs).toEqual([{ state: "completed", retry_count: 1 }]);
    const [retried] = await query<{ started: number }>(
      `select extract(epoch from started_on) * 1000 as started from pgboss.job
       where name = 'chapter-pages' and data->>'chapterId' = $1`,
      [chapterId],
    );
    // pg-boss's own wait after a failure is 30 s at least.
    expect(Number(retried?.started) - stoppedAt).toBeLessThan(15_000);
    const pages = await pageRows(chapterId);
    expect(pages.map((row) => row.page)).toEqual(
      Array.from({ length: LONG_CHAPTER_PAGES }, (_, i) => i + 1),
    );
    const keys = pages.flatMap((row) => [row.large_key, row.small_key]).sort();
    expect(await bucketKeys(`pages/${chapterId}/`)).toEqual(keys);
    console.info(
      `scale: ${answered} requests (${balancer.resent} sent again), ${acknowledged.length} messages; the job's retries: ${jobs[0]?.retry_count}`,
    );
  }, 240_000);
});
