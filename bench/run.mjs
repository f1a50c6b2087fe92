// `npm run bench`: builds what is stale, starts the production site on a free loopback port,
// measures weight, Lighthouse, throughput and load, prints one table per measure and the budgets,
// writes the results as JSON (and latest.md), and exits 1 when a budget is missed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumPath } from "../scripts/chromium.mjs";
import { budgets, checkBudgets } from "./budgets.mjs";
import { machineBusy } from "./lib/busy.mjs";
import {
  comicPages,
  consoleSections,
  measureConsole,
  measurePipeline,
  measureReader,
  measureSearch,
  pipelineSections,
  readerSections,
  searchSections,
  waitForDemo,
} from "./lib/comics.mjs";
import { interactionSections, measureInteraction } from "./lib/interaction.mjs";
import { lighthouseSections, measureLighthouse } from "./lib/lighthouse.mjs";
import { loadSections, measureLoad } from "./lib/load.mjs";
import { measureMemory, memorySections } from "./lib/memory.mjs";
import { measureObservatory, observatorySections } from "./lib/observatory.mjs";
import { page, pages } from "./lib/pages.mjs";
import { measureScale, scaleSections } from "./lib/scale.mjs";
import {
  benchDir,
  buildHello,
  buildSite,
  helloDir,
  rootDir,
  siteBuildReason,
  siteDir,
  startDirectoryServer,
  startSite,
} from "./lib/server.mjs";
import { measureStudio, studioSections } from "./lib/studio.mjs";
import { markdownTable, textTable } from "./lib/table.mjs";
import { measureTelemetry, telemetrySections } from "./lib/telemetry.mjs";
import { isPrerendered, measureThroughput, throughputSections } from "./lib/throughput.mjs";
import { measureUpload, uploadSections } from "./lib/upload.mjs";
import { documentSizes, measureWeight, weightSections } from "./lib/weight.mjs";

const MEASURES = [
  "observatory",
  "weight",
  "lighthouse",
  "interaction",
  "reader",
  "throughput",
  "load",
  "search",
  "pipeline",
  "console",
  "memory",
  "upload",
  "studio",
  "telemetry",
  "scale",
];
/** Measures that start what they measure themselves: the shared site is not needed for them. */
const SELF_CONTAINED = new Set([
  "search",
  "pipeline",
  "console",
  "memory",
  "upload",
  "studio",
  "telemetry",
  "scale",
]);
const USAGE = `usage: npm run bench -- [--only=${MEASURES.join(",")}] [--quick] [--build]
  --only   run only these measures (comma-separated)
  --quick  short runs to try the bench: 3 s throughput and load, 5 s scale, Lighthouse on home only
  --build  rebuild the site even when dist is newer than its sources`;

const { values: flags } = parseArgs({
  options: {
    only: { type: "string" },
    quick: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const only = flags.only ? flags.only.split(",").map((name) => name.trim()) : MEASURES;
const unknown = only.filter((name) => !MEASURES.includes(name));
if (unknown.length > 0) {
  console.error(`unknown measure: ${unknown.join(", ")}\n${USAGE}`);
  process.exit(2);
}
const selected = new Set(only);
const quick = flags.quick;
const durations = {
  throughput: quick ? 3 : 20,
  warmup: quick ? 1 : 3,
  load: quick ? 3 : 30,
  scale: quick ? 5 : 60,
};

/** Progress goes to stderr, the tables to stdout. */
const log = (line) => console.error(`[bench] ${line}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const git = (...args) => {
  try {
    return execFileSync("git", args, { cwd: rootDir, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
};

function chromiumVersion() {
  try {
    const out = execFileSync(chromiumPath, ["--version"], { encoding: "utf8", stdio: "pipe" });
    return out.match(/[\d.]+/)?.[0] ?? out.trim();
  } catch {
    return null;
  }
}

const startedAt = new Date();
/** @type {Record<string, any>} */
const results = {
  meta: {
    startedAt: startedAt.toISOString(),
    commit: git("rev-parse", "HEAD"),
    dirty: Boolean(git("status", "--porcelain")),
    node: process.version,
    chromium: chromiumVersion(),
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    measures: [...selected],
    quick,
    durations,
    budgets,
  },
  errors: {},
};

/** Cleanups in reverse order of setup, also on Ctrl-C or kill (the site runs in its own group). */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup();
    } catch (error) {
      log(`cleanup failed: ${error}`);
    }
  }
}
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, async () => {
    log(`${signal}: stopping servers`);
    await cleanUp();
    process.exit(code);
  });
}

/**
 * Every page must answer 200 as is (no redirect). This also warms the server up, database
 * included: the first submission opens it (seconds), so one with the honeypot filled goes first,
 * answered 2xx and never stored.
 */
async function preflight(site) {
  // The first page can take seconds (cold start); a connection lost meanwhile is retried once,
  // and noted.
  const get = async (path) => {
    try {
      return await fetch(site.url + path, { redirect: "manual" });
    } catch (error) {
      const reason = String(error?.cause?.code ?? error?.cause ?? error);
      results.meta.preflightRetries ??= [];
      results.meta.preflightRetries.push(`${path}: ${reason}`);
      log(`warm-up: ${path} failed (${reason}), retrying once`);
      return fetch(site.url + path, { redirect: "manual" });
    }
  };
  let since = Date.now();
  for (const p of pages) {
    const response = await get(p.path);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${p.path} answered ${response.status}`);
    results.meta.firstPageMs ??= Date.now() - since;
  }
  since = Date.now();
  const response = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.origin },
    body: JSON.stringify({ name: "Warm Up", email: "warm@example.com", company_website: "bot" }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the warm-up submission answered ${response.status}`);
  results.meta.firstSubmissionMs = Date.now() - since;
}

/** The site most measures share: warmed up, its demo catalog drawn. */
async function startSharedSite(clientDir) {
  const dataDir = mkdtempSync(join(tmpdir(), "rawafed-bench-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const site = await startSite({ dataDir });
  cleanups.push(site.stop);
  log(`site on ${site.url}`);
  try {
    await preflight(site);
  } catch (error) {
    const exit = site.exit();
    throw new Error(`warm-up failed${exit ? `; the site ${exit}` : ""}:\n${site.logs()}`, {
      cause: error,
    });
  }
  // The demo catalog's pages are drawn after a first start: minutes of CPU no measure may share.
  results.meta.demo = await waitForDemo({
    siteUrl: site.url,
    metricsToken: site.metricsToken,
    log,
  });
  results.meta.prerendered = pages
    .filter((p) => isPrerendered(clientDir, p.path))
    .map((p) => p.path);
  return site;
}

async function run() {
  const reason = flags.build ? "--build" : siteBuildReason();
  if (reason) {
    const since = Date.now();
    log(`building the site (${reason})`);
    await buildSite();
    log(`site built in ${seconds(since)}`);
  }
  results.meta.siteBuilt = Boolean(reason);
  if (selected.has("weight")) {
    const since = Date.now();
    log("building the hello-world");
    await buildHello();
    log(`hello-world built in ${seconds(since)}`);
  }

  const clientDir = join(siteDir, "dist/client");
  // The shared site (and its demo catalog, minutes of CPU) only when a selected measure uses it.
  const site = [...selected].some((name) => !SELF_CONTAINED.has(name))
    ? await startSharedSite(clientDir)
    : null;

  const steps = {
    // First: a few seconds, and it only reads.
    observatory: () =>
      measureObservatory({
        siteUrl: site.url,
        paths: ["/", page("about-us", "en").path, "/en/no-such-page"],
        log,
      }),
    weight: async () => {
      const hello = await startDirectoryServer(join(helloDir, "dist/client"));
      cleanups.push(hello.stop);
      return {
        ...(await measureWeight({ siteUrl: site.url, helloUrl: hello.url, pages, log })),
        documents: documentSizes(clientDir),
      };
    },
    lighthouse: () =>
      measureLighthouse({
        siteUrl: site.url,
        pages: quick
          ? [page("home", "en"), page("home", "ar")]
          : [
              ...["home", "contact-us", "careers", "rawafed-park"].flatMap((id) => [
                page(id, "en"),
                page(id, "ar"),
              ]),
              ...comicPages,
            ],
        log,
      }),
    interaction: () => measureInteraction({ siteUrl: site.url, log }),
    reader: () => measureReader({ siteUrl: site.url, log }),
    throughput: () =>
      measureThroughput({
        siteUrl: site.url,
        clientDir,
        prerendered: page("about-us", "en"),
        dynamic: page("blog", "en"),
        connections: 50,
        duration: durations.throughput,
        warmup: durations.warmup,
        log,
      }),
    // Last: it fills the database and stops the site to read it.
    load: () => measureLoad({ site, pages, duration: durations.load, log }),
    // After the site: each seeds a database of its own in a separate process.
    search: () => measureSearch({ log }),
    pipeline: () => measurePipeline({ log }),
    console: () => measureConsole({ log }),
    // A site of its own on a fresh database: its memory from the spawn, at idle, under load.
    memory: () =>
      measureMemory({
        paths: pages.map((one) => one.path),
        duration: durations.load,
        settle: quick ? 10 : 60,
        log,
      }),
    // A site of its own (no demo catalog, nothing else running in it).
    upload: () => measureUpload({ log }),
    // A site of its own: editor chunks on public pages, publish to visible; then the list bench.
    studio: () => measureStudio({ clientDir, log, runs: quick ? 2 : 5, rounds: quick ? 5 : 20 }),
    // Two sites of their own, without and with OpenTelemetry export to a local sink.
    telemetry: () =>
      measureTelemetry({
        // Prerendered, server-rendered and shared for a few seconds, and read from the database.
        paths: [page("about-us", "en").path, page("blog", "en").path, "/en/comics"],
        connections: 50,
        duration: durations.throughput,
        warmup: durations.warmup,
        log,
      }),
    // Two instances of their own on PostgreSQL and a bucket, then one.
    scale: () =>
      measureScale({
        duration: durations.scale,
        quick,
        log,
        onCleanup: (cleanup) => cleanups.push(cleanup),
      }),
  };
  results.meta.busyBefore = {};
  for (const measure of MEASURES.filter((name) => selected.has(name))) {
    results.meta.busyBefore[measure] = await machineBusy([site?.pid]);
    const since = Date.now();
    try {
      results[measure] = await steps[measure]();
      log(`${measure} done in ${seconds(since)}`);
    } catch (error) {
      results.errors[measure] = describe(error);
      log(`${measure} FAILED: ${describe(error)}`);
    }
    // A site that died mid-measure makes that measure (and the next ones) meaningless.
    const exit = site?.exit();
    if (site && exit) {
      results.errors[measure] = `the site ${exit} during ${measure}:\n${site.logs().slice(-4000)}`;
      log(`the site ${exit} during ${measure}; stopping here`);
      break;
    }
  }
}

/** An error with its cause (fetch hides the socket error there). */
const describe = (error) =>
  `${error?.stack ?? error}${error?.cause ? `\ncause: ${error.cause?.stack ?? error.cause}` : ""}`;

try {
  await run();
} catch (error) {
  results.errors.setup = describe(error);
  log(`FAILED: ${describe(error)}`);
} finally {
  await cleanUp();
}
results.meta.durationMs = Date.now() - startedAt.getTime();

/** Above this share of the CPUs busy elsewhere, timings (Lighthouse, req/s) are not trustworthy. */
const BUSY_LIMIT = 0.2;

function busyNotes(busy) {
  const known = Object.entries(busy).filter(([, share]) => share !== null);
  if (known.length === 0) return [];
  const shares = known.map(([measure, share]) => `${measure} ${Math.round(share * 100)}%`);
  const notes = [
    `CPU busy with other work in the second before each measure: ${shares.join(", ")}.`,
  ];
  if (known.some(([, share]) => share > BUSY_LIMIT)) {
    notes.push(
      `WARNING: the machine was busy (over ${BUSY_LIMIT * 100}%): Lighthouse scores and throughput are unreliable; rerun on a quiet machine.`,
    );
  }
  return notes;
}

const checks = checkBudgets(results);
results.budgets = checks;
const sections = [
  ...(results.observatory ? observatorySections(results.observatory) : []),
  ...(results.weight ? weightSections(results.weight) : []),
  ...(results.lighthouse ? lighthouseSections(results.lighthouse) : []),
  ...(results.interaction ? interactionSections(results.interaction) : []),
  ...(results.throughput ? throughputSections(results.throughput) : []),
  ...(results.load ? loadSections(results.load) : []),
  ...(results.reader ? readerSections(results.reader) : []),
  ...(results.search ? searchSections(results.search) : []),
  ...(results.pipeline ? pipelineSections(results.pipeline) : []),
  ...(results.console ? consoleSections(results.console) : []),
  ...(results.memory ? memorySections(results.memory) : []),
  ...(results.upload ? uploadSections(results.upload) : []),
  ...(results.studio ? studioSections(results.studio) : []),
  ...(results.telemetry ? telemetrySections(results.telemetry) : []),
  ...(results.scale ? scaleSections(results.scale) : []),
  {
    title: "Budgets",
    headers: ["measure", "budget", "limit", "actual", "result"],
    rows: checks.map((c) => [c.measure, c.name, c.limit, c.actual, c.pass ? "PASS" : "FAIL"]),
    notes: [
      ...Object.keys(results.errors).map((measure) => `${measure}: did not run to the end`),
      ...busyNotes(results.meta.busyBefore ?? {}),
    ],
  },
];

console.log(`\n${sections.map(textTable).join("\n\n")}\n`);

// Partial, shortened or broken runs are kept apart (git-ignored): never mistaken for a real one.
const partial = quick || selected.size < MEASURES.length || Object.keys(results.errors).length > 0;
const outDir = join(benchDir, "results", ...(partial ? ["tmp"] : []));
mkdirSync(outDir, { recursive: true });
const stamp = startedAt
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const jsonPath = join(outDir, `${stamp}.json`);
writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
const header = [
  "# Bench results",
  "",
  `${startedAt.toISOString()}, commit ${results.meta.commit?.slice(0, 12) ?? "unknown"}${results.meta.dirty ? " (uncommitted changes)" : ""}, Node ${process.version}, Chromium ${results.meta.chromium}, ${results.meta.cpus} CPUs${quick ? ", --quick" : ""}. Sizes in KB = 1000 bytes.`,
  "",
  "",
];
writeFileSync(
  join(outDir, "latest.md"),
  `${header.join("\n")}${sections.map(markdownTable).join("\n\n")}\n`,
);
log(`results: ${jsonPath}`);

const failed = checks.filter((c) => !c.pass);
const errored = Object.keys(results.errors);
if (errored.length > 0) log(`did not complete: ${errored.join(", ")}`);
if (failed.length > 0) {
  log(`${failed.length} budget(s) missed:`);
  for (const c of failed) log(`  ${c.measure}: ${c.name}: ${c.actual} (limit ${c.limit})`);
}
process.exit(errored.length > 0 ? 2 : failed.length > 0 ? 1 : 0);
