// Scale: two production instances of the one build on one PostgreSQL and one S3 bucket, behind the
// round-robin balancer of the test kit, under a mixed load of 200 connections (visitors on the
// corporate pages, signed-in readers turning pages and saving where they are, readers searching,
// and one translator uploading chapters); then the same load on one instance. Every write answered
// 2xx must be in the database afterwards; the throughput of two over one is the issue's goal.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { startBucketServer } from "../../apps/site/test/bucket.ts";
import { budgets } from "../budgets.mjs";
import { otherWork } from "./busy.mjs";
import { waitForDemo } from "./comics.mjs";
import { pages as corporatePages } from "./pages.mjs";
import { scaleDatabase } from "./postgres.mjs";
import { benchDir, freePort, siteDir, startSite } from "./server.mjs";
import { ms } from "./table.mjs";
import { HEADERS } from "./throughput.mjs";
import { comicForm, solidPng, writePdf } from "./upload.mjs";

const pg = createRequire(join(siteDir, "package.json"))("pg");

const PASSWORD = "Bench123!x";
/** Reader accounts; each turns pages on one connection, and searches on another. */
const READERS = 50;
const CONNECTIONS = { visitors: 100, readers: READERS, searchers: 49, translator: 1 };
/** A reader saves where they are at most once a second (the endpoint allows 120 a minute). */
const SAVE_EVERY_MS = 1000;
/** autocannon's default: a request unanswered after 10 s is a timeout (an error). */
const TIMEOUT_MS = 10_000;
const SEARCHES = [
  ["en", "harbor"],
  ["en", "falconer"],
  ["en", "orbit bakery"],
  ["ar", "الميناء"],
  ["ar", "الصقار"],
  ["ar", "مخبز"],
];
const KINDS = ["pages", "reader", "image", "progress", "search", "upload"];
const KIND_LABELS = {
  pages: "visitor: corporate page",
  reader: "reader: chapter page",
  image: "reader: page image",
  progress: "reader: progress saved (POST)",
  search: "reader: search",
  upload: "translator: chapter upload (POST)",
};

/** An address of its own per account (the instances trust the balancer's X-Forwarded-For). */
const addressOf = (n) => `10.24.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * One HTTP exchange on `agent` (one keep-alive connection per simulated person): its status and
 * time to the last byte, or its error (a timeout when the answer is not complete within
 * TIMEOUT_MS); the body when asked, or when the status is an error (to say why).
 */
function send(agent, url, { method = "GET", path, headers = {}, body, keepBody = false }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks = [];
    const req = request(`${url}${path}`, { method, headers, agent }, (response) => {
      const keep = keepBody || (response.statusCode ?? 0) >= 400;
      response.on("data", (chunk) => keep && chunks.push(chunk));
      response.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          body: keep ? Buffer.concat(chunks).toString("utf8") : "",
        });
      });
      response.on("error", (error) => req.destroy(error));
    });
    const timer = setTimeout(() => req.destroy(new Error("timeout")), TIMEOUT_MS);
    req.on("error", (error) => {
      clearTimeout(timer);
      resolve({ error: error.message === "timeout" ? "timeout" : String(error), ms: 0 });
    });
    req.end(body);
  });
}

/**
 * Counts per kind of request, with every latency kept for the percentiles. Requests answered after
 * `deadline` (in flight when the run ended) count in the latencies and errors, not in the rate.
 */
function newStats(deadline) {
  const stats = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { requests: 0, inTime: 0, latencies: [], statuses: {}, errors: 0, timeouts: 0 },
    ]),
  );
  /** The first few failures, to say what went wrong. */
  const failures = [];
  const record = (kind, path, answer) => {
    const s = stats[kind];
    s.requests++;
    if (Date.now() <= deadline) s.inTime++;
    if (answer.error) {
      if (answer.error === "timeout") s.timeouts++;
      s.errors++;
      if (failures.length < 20) failures.push(`${kind} ${path}: ${answer.error}`);
      return false;
    }
    s.latencies.push(answer.ms);
    s.statuses[answer.status] = (s.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 400) {
      s.errors++;
      if (failures.length < 20) {
        failures.push(`${kind} ${path}: ${answer.status} ${answer.body?.slice(0, 200) ?? ""}`);
      }
      return false;
    }
    return true;
  };
  return { stats, failures, record };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

function summarizeKind(s, seconds) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  return {
    requests: s.requests,
    rps: s.inTime / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    errors: s.errors,
    timeouts: s.timeouts,
    statuses: s.statuses,
  };
}

/** The balancer in a child process (see balancer.mjs), on `port`, optionally pinned. */
async function startBalancer(port, upstreams, cpuList) {
  const command = [
    process.execPath,
    join(benchDir, "lib/balancer.mjs"),
    String(port),
    ...upstreams,
  ];
  if (cpuList) command.unshift("taskset", "--cpu-list", cpuList);
  const child = spawn(/** @type {string} */ (command[0]), command.slice(1), {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = [];
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => lines.push(...chunk.split("\n").filter(Boolean)));
  while (lines.length === 0) {
    if (child.exitCode !== null) throw new Error(`the balancer exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let closed;
  return {
    url: /** @type {string} */ (lines[0]),
    /** Stops it; answers how many requests each upstream answered. */
    close: async () => {
      closed ??= (async () => {
        if (child.exitCode !== null) return [];
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
        const line = lines.find((l) => l.startsWith("{"));
        return line ? JSON.parse(line).served : [];
      })();
      return closed;
    },
  };
}

/** Accounts made with the operator's tool (see addUsers.mjs), on the shared database. */
function addUsers(databaseUrl, users) {
  execFileSync(process.execPath, [join(benchDir, "lib/addUsers.mjs")], {
    cwd: siteDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
    input: JSON.stringify({ password: PASSWORD, users }),
    stdio: ["pipe", "ignore", "inherit"],
  });
}

/** Signs `email` in from an address of its own: its session cookie and user id. */
async function signIn(url, email, from) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": from },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return { cookie, userId: body?.user?.id, from };
}

/** The demo catalog's readable chapters and their page images, from the database. */
async function readableChapters(db) {
  const { rows } = await db.query(`
    select c.id, c.number, c.language, m.slug,
      array_agg(p.small_key order by p.page) as images
    from chapters c
    join comics m on m.id = c.comic_id
    join chapter_pages p on p.chapter_id = c.id
    where c.state = 'published' and c.pipeline = 'ready' and c.revision_of is null
    group by c.id, m.slug
    order by m.slug, c.language, c.number`);
  return rows;
}

/**
 * The mixed load on `url` for `seconds`: every simulated person on a keep-alive connection of
 * their own, each request waiting for the previous answer (as autocannon does).
 */
async function mixedLoad({ url, seconds, readers, translator, chapters, uploadEveryMs }) {
  const deadline = Date.now() + seconds * 1000;
  const { stats, failures, record } = newStats(deadline);
  const running = () => Date.now() < deadline;
  const agents = [];
  const agent = () => {
    const a = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(a);
    return a;
  };
  /** (user|chapter) -> the last page whose save was answered 2xx. */
  const acknowledged = new Map();
  /** Chapters whose upload was answered 2xx. */
  const uploaded = [];

  const visitor = async (n) => {
    const a = agent();
    for (let i = n; running(); i++) {
      const { path } = corporatePages[i % corporatePages.length];
      record("pages", path, await send(a, url, { path, headers: HEADERS }));
    }
  };

  const reader = async (n) => {
    const a = agent();
    const account = readers[n % readers.length];
    const locale = n % 2 === 0 ? "en" : "ar";
    const signedIn = { cookie: account.cookie, "x-forwarded-for": account.from };
    let lastSave = 0;
    for (let i = n; running(); i++) {
      const chapter = chapters[i % chapters.length];
      const path = `/${locale}/comics/${chapter.slug}/${chapter.number}?lang=${chapter.language}`;
      const page = await send(a, url, { path, headers: { ...HEADERS, ...signedIn } });
      if (!record("reader", path, page)) continue;
      for (const [index, key] of chapter.images.entries()) {
        if (!running()) return;
        const image = `/media/${key}`;
        const headers = { accept: "image/webp,*/*", ...signedIn };
        record("image", image, await send(a, url, { path: image, headers }));
        if (Date.now() - lastSave < SAVE_EVERY_MS || !running()) continue;
        lastSave = Date.now();
        const body = JSON.stringify({ chapterId: chapter.id, page: index + 1 });
        const saved = await send(a, url, {
          method: "POST",
          path: "/api/comics/progress",
          headers: {
            ...signedIn,
            accept: "application/json",
            "content-type": "application/json",
            origin: url,
          },
          body,
          keepBody: true,
        });
        if (record("progress", "/api/comics/progress", saved)) {
          acknowledged.set(`${account.userId}|${chapter.id}`, index + 1);
        }
      }
    }
  };

  const searcher = async (n) => {
    const a = agent();
    const account = readers[n % readers.length];
    const headers = { ...HEADERS, cookie: account.cookie, "x-forwarded-for": account.from };
    for (let i = n; running(); i++) {
      const [locale, query] = SEARCHES[i % SEARCHES.length];
      const path = `/${locale}/comics/search?q=${encodeURIComponent(query)}`;
      record("search", path, await send(a, url, { path, headers }));
    }
  };

  const uploader = async () => {
    const a = agent();
    while (running()) {
      const number = translator.nextNumber++;
      const form = new FormData();
      form.set("comic", translator.comicId);
      form.set("chapterNumber", String(number));
      form.set("translationLanguage", "arabic");
      form.set("cover", new Blob([translator.cover]), "cover.png");
      form.set("pdf", new Blob([translator.pdf], { type: "application/pdf" }), `ch-${number}.pdf`);
      // The multipart body as a browser would send it.
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const answer = await send(a, url, {
        method: "POST",
        path: "/api/comics/upload/chapter",
        headers: {
          "content-type": /** @type {string} */ (encoded.headers.get("content-type")),
          "content-length": String(body.length),
          accept: "application/json",
          origin: url,
          referer: `${url}/en/upload/chapter`,
          cookie: translator.cookie,
          "x-forwarded-for": translator.from,
        },
        body,
        keepBody: true,
      });
      if (record("upload", "/api/comics/upload/chapter", answer)) {
        uploaded.push(JSON.parse(answer.body).id);
      }
      const wait = Math.min(uploadEveryMs, deadline - Date.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };

  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: CONNECTIONS.visitors }, (_, n) => visitor(n)),
    ...Array.from({ length: CONNECTIONS.readers }, (_, n) => reader(n)),
    ...Array.from({ length: CONNECTIONS.searchers }, (_, n) => searcher(n)),
    uploader(),
  ]);
  // The last answers came in after the deadline: how long they took to drain.
  const drained = (performance.now() - started) / 1000 - seconds;
  for (const a of agents) a.destroy();
  const kinds = Object.fromEntries(
    KINDS.map((kind) => [kind, summarizeKind(stats[kind], seconds)]),
  );
  const all = Object.values(kinds);
  return {
    seconds,
    drained,
    kinds,
    requests: all.reduce((sum, k) => sum + k.requests, 0),
    rps: all.reduce((sum, k) => sum + k.rps, 0),
    errors: all.reduce((sum, k) => sum + k.errors, 0),
    failures,
    acknowledged,
    uploaded,
  };
}

/** Writes answered 2xx that the database does not hold (each run checked on its own). */
async function lostWrites(db, run) {
  const { rows } = await db.query(
    "select user_id, chapter_id, page from reading_history where user_id = any($1)",
    [[...new Set([...run.acknowledged.keys()].map((key) => key.split("|")[0]))]],
  );
  const stored = new Map(rows.map((row) => [`${row.user_id}|${row.chapter_id}`, row.page]));
  const progressLost = [...run.acknowledged].filter(([key, page]) => stored.get(key) !== page);
  const { rows: chapters } = await db.query("select id from chapters where id = any($1::uuid[])", [
    run.uploaded,
  ]);
  return {
    progress: { acknowledged: run.acknowledged.size, lost: progressLost.length },
    uploads: { acknowledged: run.uploaded.length, lost: run.uploaded.length - chapters.length },
    lost: progressLost.length + run.uploaded.length - chapters.length,
    examples: progressLost
      .slice(0, 5)
      .map(([key, page]) => `${key}: answered page ${page}, stored ${stored.get(key)}`),
  };
}

/** Pins a running process (all its threads) to `cpuList`; false when it cannot. */
function pin(pid, cpuList) {
  try {
    execFileSync("taskset", ["--all-tasks", "--cpu-list", "--pid", cpuList, String(pid)], {
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
}

const hasTaskset = () => {
  try {
    execFileSync("taskset", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/**
 * @param {{ duration: number, quick: boolean, log: (line: string) => void,
 *   onCleanup: (cleanup: () => Promise<void>) => void }} options
 */
export async function measureScale({ duration, quick, log, onCleanup }) {
  const cleanups = [];
  let cleaned;
  const cleanUp = () => {
    cleaned ??= (async () => {
      while (cleanups.length > 0) {
        try {
          await cleanups.pop()();
        } catch (error) {
          log(`scale: cleanup failed: ${error}`);
        }
      }
    })();
    return cleaned;
  };
  onCleanup(cleanUp);
  try {
    return await scale({ duration, quick, log, cleanups });
  } finally {
    await cleanUp();
  }
}

async function scale({ duration, quick, log, cleanups }) {
  const database = await scaleDatabase(log);
  cleanups.push(database.drop);
  log(`scale: database on ${database.source}`);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanups.push(() => db.end());

  const bucketServer = await startBucketServer();
  cleanups.push(() => bucketServer.close());
  const bucket = await bucketServer.bucket("rawafed-bench-scale");

  // Each instance on a core of its own; with 4 CPUs or more, the load generator and the balancer
  // on the others, and only then is the two-over-one ratio a fair measure of the instances.
  const cpuCount = cpus().length;
  const pinned = hasTaskset() && cpuCount >= 2;
  const others = cpuCount >= 4 ? `2-${cpuCount - 1}` : null;
  const isolated = pinned && others !== null && pin(process.pid, others);
  if (isolated && database.pid) pin(database.pid, others);

  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const env = {
    DATABASE_URL: database.url,
    ...bucket,
    // Behind the balancer: its public origin, and the client's address from X-Forwarded-For.
    SITE_URL: publicUrl,
    TRUST_PROXY: "1",
    // One key signs the sessions both instances read (README: required for several instances).
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    SEED_DEMO: "1",
    // Either instance's /metrics, through the balancer (the backlog is the shared database's).
    METRICS_TOKEN: randomBytes(16).toString("hex"),
  };
  // The order docs/operations.md "Running at scale" gives: the migrations once, then the instances
  // together (each checks again under an advisory lock; the demo catalog is seeded once, the same
  // way).
  execFileSync(process.execPath, ["scripts/migrate.mjs"], {
    cwd: siteDir,
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const instances = await Promise.all(
    [0, 1].map(async (cpu) => {
      const dataDir = mkdtempSync(join(tmpdir(), `rawafed-bench-scale-${cpu}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const site = await startSite({ dataDir, env, cpu: pinned ? cpu : undefined });
      cleanups.push(site.stop);
      log(`scale: instance ${"AB"[cpu]} on ${site.url}${pinned ? `, cpu ${cpu}` : ""}`);
      return site;
    }),
  );
  let balancer = await startBalancer(
    balancerPort,
    instances.map((site) => site.url),
    isolated ? others : null,
  );
  cleanups.push(() => balancer.close());

  // Both instances draw the demo catalog's pages (the pipeline's jobs are shared through
  // PostgreSQL): minutes of CPU no timing may share.
  const demo = await waitForDemo({ siteUrl: publicUrl, metricsToken: env.METRICS_TOKEN, log });
  const chapters = await readableChapters(db);
  if (chapters.length === 0) throw new Error("the demo catalog has no readable chapter");

  const since = Date.now();
  const readerEmails = Array.from({ length: READERS }, (_, n) => `reader${n}@bench.example`);
  addUsers(database.url, [
    ...readerEmails.map((email) => ({ email, role: "reader" })),
    { email: "translator@bench.example", role: "translator" },
  ]);
  const readers = [];
  for (const [n, email] of readerEmails.entries()) {
    readers.push(await signIn(publicUrl, email, addressOf(n)));
  }
  const translatorSession = await signIn(publicUrl, "translator@bench.example", addressOf(READERS));
  const cover = solidPng(600, 900);
  const made = await fetch(`${publicUrl}/api/comics/upload/comic`, {
    method: "POST",
    headers: {
      origin: publicUrl,
      cookie: translatorSession.cookie,
      "x-forwarded-for": translatorSession.from,
    },
    body: comicForm(cover, "Bench Scale Series"),
  });
  if (!made.ok) throw new Error(`the comic upload answered ${made.status}: ${await made.text()}`);
  const translator = {
    ...translatorSession,
    comicId: (await made.json()).id,
    cover,
    pdf: writePdf(null, 1024, 3),
    nextNumber: 1,
  };
  log(
    `scale: ${READERS} readers and a translator signed in in ${((Date.now() - since) / 1000).toFixed(1)} s`,
  );

  const uploadEveryMs = quick ? 1000 : 3000;
  const load = async (label, seconds = duration) => {
    log(
      `scale: ${label}: ${Object.values(CONNECTIONS).reduce((a, b) => a + b)} connections for ${seconds} s`,
    );
    // PostgreSQL's processes serve the bench: they count as its own.
    const others = otherWork(({ name }) => name === "postgres");
    const run = await mixedLoad({
      url: publicUrl,
      seconds,
      readers,
      translator,
      chapters,
      uploadEveryMs,
    });
    const otherBusy = others.stop();
    const lost = await lostWrites(db, run);
    log(`scale: ${label}: ${Math.round(run.rps)} req/s, ${run.errors} errors, ${lost.lost} lost`);
    const { acknowledged, uploaded, ...kept } = run;
    return { ...kept, lost, otherBusy };
  };

  // A few seconds first, not timed: both instances compiled and their caches filled, as A is
  // for the one-instance run. Its writes are checked all the same.
  const warmup = await load("warm-up", quick ? 2 : 5);
  const two = await load("two instances");
  two.served = await balancer.close();
  // One instance: B stops (it finishes what it has), A alone behind the balancer.
  await instances[1].stop();
  balancer = await startBalancer(balancerPort, [instances[0].url], isolated ? others : null);
  cleanups.push(() => balancer.close());
  const one = await load("one instance");
  one.served = await balancer.close();

  const crashed = instances.map((site) => site.exit()).filter(Boolean);
  return {
    duration,
    connections: CONNECTIONS,
    database: database.source,
    chapters: chapters.length,
    readers: READERS,
    demoReadyMs: demo.readyMs,
    cpus: cpuCount,
    pinned,
    isolated,
    two,
    one,
    ratio: one.rps > 0 ? two.rps / one.rps : 0,
    warmup: { requests: warmup.requests, errors: warmup.errors, lost: warmup.lost },
    errors: warmup.errors + two.errors + one.errors,
    lost: warmup.lost.lost + two.lost.lost + one.lost.lost,
    /** Writes answered 2xx and checked (reader-chapter pairs and uploads), warm-up included. */
    writes: [warmup, two, one].reduce(
      (sum, run) => sum + run.lost.progress.acknowledged + run.lost.uploads.acknowledged,
      0,
    ),
    crashed,
  };
}

/** @returns {import("./table.mjs").Section[]} */
export function scaleSections(result) {
  const runSection = (name, run) => ({
    title: `Scale, ${name}: ${Object.values(result.connections).reduce((a, b) => a + b)} connections for ${result.duration} s through the round-robin balancer`,
    headers: ["kind", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "timeouts"],
    rows: [
      ...KINDS.map((kind) => {
        const k = run.kinds[kind];
        return [
          KIND_LABELS[kind],
          k.requests,
          k.rps.toFixed(1),
          ms(k.p50),
          ms(k.p99),
          ms(k.max),
          k.errors,
          k.timeouts,
        ];
      }),
      ["all", run.requests, run.rps.toFixed(1), "", "", "", run.errors, ""],
    ],
    notes: [
      `req/s counts the answers within the ${result.duration} s; those in flight then (drained in ${run.drained.toFixed(1)} s) count in the latencies and errors. Answered by each instance through the balancer (set-up included): ${run.served.join(" / ")}.`,
      ...(run.otherBusy === null
        ? []
        : [
            `Other work on the machine during the run (not the bench, its instances, balancer or PostgreSQL): ${Math.round(run.otherBusy * 100)}% of the CPUs.`,
          ]),
      `Writes answered 2xx: ${run.kinds.progress.requests - run.kinds.progress.errors} progress saves, checked as the last page answered for each of ${run.lost.progress.acknowledged} reader-chapter pairs, and ${run.lost.uploads.acknowledged} chapter uploads; lost (answered but not in the database): ${run.lost.lost}.`,
      ...run.lost.examples,
      ...run.failures.slice(0, 10).map((failure) => `failed: ${failure}`),
    ],
  });
  const ratioNote = result.isolated
    ? `Instances pinned to cpu 0 and cpu 1, the load generator and the balancer on cpus 2-${result.cpus - 1}: the ratio is held to its goal.`
    : result.pinned
      ? `Instances pinned to cpu 0 and cpu 1 (taskset), but this machine has ${result.cpus} CPUs: the load generator, the balancer and PostgreSQL share those cores, so the ratio is printed only (goal ${budgets.scale.twoOverOne}x, not checked).`
      : `Cores could not be pinned (no taskset or one CPU): the ratio is printed only (goal ${budgets.scale.twoOverOne}x, not checked).`;
  return [
    runSection("two instances", result.two),
    runSection("one instance", result.one),
    {
      title: "Scale: two instances over one",
      headers: ["two req/s", "one req/s", "ratio", "goal", "errors", "lost writes"],
      rows: [
        [
          result.two.rps.toFixed(1),
          result.one.rps.toFixed(1),
          `${result.ratio.toFixed(2)}x`,
          `${budgets.scale.twoOverOne}x`,
          result.errors,
          result.lost,
        ],
      ],
      notes: [
        `Database: ${result.database}; bucket: s3rver; ${result.readers} reader accounts, ${result.chapters} demo chapters (ready in ${(result.demoReadyMs / 1000).toFixed(0)} s).`,
        `Warm-up before the two-instance run (not timed): ${result.warmup.requests} requests, ${result.warmup.errors} errors, ${result.warmup.lost.lost} writes lost; counted in the budgets.`,
        ratioNote,
        ...(result.crashed.length > 0 ? [`An instance ${result.crashed.join("; ")}.`] : []),
      ],
    },
  ];
}
