// The comics platform's measures: the demo catalog made ready before anything is timed, the
// reader's page turn in Chromium, the search on a 10,000-comic catalog (PGlite, and PostgreSQL
// when `DATABASE_URL` names a server), and the page pipeline on a 20-page PDF and its queue.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright";
import { serverNodeFlags } from "../../apps/site/src/server/nodeFlags.ts";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";
import { budgets } from "../budgets.mjs";
import { untilQuiet } from "./busy.mjs";
import { siteDir } from "./server.mjs";
import { ms } from "./table.mjs";

const run = promisify(execFile);

/** The demo catalog's series (apps/site/src/server/comics/demo), three chapters each. */
const DEMO_SERIES = [
  "sand-lantern",
  "falconers-apprentice",
  "warehouse-nine",
  "rooftop-radio",
  "harbor-lights",
  "orbit-bakery",
];

/** The comic page and the reader of a right-to-left manga, in both locales. */
export const comicPages = ["en", "ar"].flatMap((locale) => [
  { id: "comic", locale, path: `/${locale}/comics/sand-lantern` },
  { id: "reader", locale, path: `/${locale}/comics/sand-lantern/1` },
]);

/**
 * Waits until every demo chapter's pages are drawn (a chapter answers 404 until then), and their
 * AVIF made: the pipeline takes the CPU for minutes after a first start, and would skew every
 * other measure. The AVIF sweep is done when the site's `/metrics` counts no page left to try
 * (a quiet CPU is no sign: the sweep rests between pages as long as a page took).
 * @param {{ siteUrl: string, metricsToken: string, log: (line: string) => void,
 *   timeoutMs?: number }} options
 */
export async function waitForDemo({ siteUrl, metricsToken, log, timeoutMs = 20 * 60_000 }) {
  const since = Date.now();
  for (const series of DEMO_SERIES) {
    for (const number of [1, 2, 3]) {
      for (const lang of ["english", "arabic"]) {
        const path = `/en/comics/${series}/${number}?lang=${lang}`;
        for (;;) {
          const response = await fetch(siteUrl + path, { redirect: "manual" });
          await response.arrayBuffer();
          if (response.status === 200) break;
          if (Date.now() - since > timeoutMs) {
            throw new Error(`${path} still answers ${response.status}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
    }
  }
  const readyMs = Date.now() - since;
  log(`demo catalog ready in ${(readyMs / 1000).toFixed(1)} s`);
  // Then each page's AVIF, in the background at the lowest priority: still half a core's work.
  const avifSince = Date.now();
  let left = await pendingRenditions(siteUrl, metricsToken);
  while (!(left === 0) && Date.now() - avifSince < 2 * timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    left = await pendingRenditions(siteUrl, metricsToken);
  }
  const avifMs = left === 0 ? Date.now() - avifSince : null;
  if (avifMs !== null) log(`the demo pages' AVIF made in ${(avifMs / 1000).toFixed(1)} s`);
  else log(`the demo pages' AVIF: ${left} pages still to try, measuring anyway`);
  // And whatever else the site started meanwhile.
  const { quietMs } = await untilQuiet({ log, what: "the site's background work" });
  return { readyMs, avifMs, quietMs };
}

/** The site's count of pages whose AVIF is not yet tried (NaN while it cannot tell). */
async function pendingRenditions(siteUrl, metricsToken) {
  const response = await fetch(`${siteUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/metrics answered ${response.status}: ${text.slice(0, 200)}`);
  const line = text.split("\n").find((l) => l.startsWith("rawafed_page_renditions_pending "));
  return line ? Number(line.split(" ")[1]) : Number.NaN;
}

/** In the page, before its scripts: the timestamp of every key press. */
function recordKeys() {
  window.__keys = [];
  document.addEventListener("keydown", (event) => window.__keys.push(event.timeStamp), {
    capture: true,
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Rounds of the three chapters per locale: 60 turns, so the p95 is not the slowest one. */
const ROUNDS = 5;

/**
 * The reader's page turn: from the arrow key's own timestamp to the `reader:page-shown` mark (set
 * in the frame after the one that painted the new page), on a desktop window, for a right-to-left
 * manga (its next page is the left arrow whatever the interface's direction), every turn of its
 * three chapters, ROUNDS times.
 */
export async function measureReader({ siteUrl, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  const rows = [];
  try {
    for (const locale of ["en", "ar"]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(recordKeys);
      const turns = [];
      // Every page of the manga's three chapters, turned one by one, in several rounds: three
      // chapters are 12 turns, and a p95 of 12 is only their slowest.
      for (const chapter of Array.from({ length: ROUNDS }, () => [1, 2, 3]).flat()) {
        await page.goto(`${siteUrl}/${locale}/comics/sand-lantern/${chapter}`, {
          waitUntil: "networkidle",
        });
        // The keys are heard once the page is hydrated (before, a press would change nothing).
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        const slider = page.locator("[data-reader] input[type=range]");
        const total = Number(await slider.getAttribute("max"));
        for (let at = 1; at < total; at++) {
          const before = await page.evaluate(
            () => performance.getEntriesByName("reader:page-shown").length,
          );
          await page.keyboard.press("ArrowLeft");
          await page.waitForFunction(
            (count) => performance.getEntriesByName("reader:page-shown").length > count,
            before,
          );
          turns.push(
            await page.evaluate(() => {
              const shown = performance.getEntriesByName("reader:page-shown").at(-1).startTime;
              return shown - window.__keys.at(-1);
            }),
          );
          // The next pages load before the next turn (each turn is the preloaded case).
          await page.waitForLoadState("networkidle");
        }
      }
      await context.close();
      rows.push({ locale, turns, p95: percentile(turns, 95), median: percentile(turns, 50) });
      log(`reader ${locale}: p95 ${ms(percentile(turns, 95))}`);
    }
  } finally {
    await browser.close();
  }
  return { rows };
}

export function readerSections(result) {
  return [
    {
      title: "Reader: arrow key to the next page on screen (preloaded)",
      headers: ["page", "turns", "median", "p95", "slowest", "each"],
      rows: result.rows.map((row) => [
        `reader ${row.locale}`,
        row.turns.length,
        ms(row.median),
        ms(row.p95),
        ms(Math.max(...row.turns)),
        row.turns.map((t) => t.toFixed(0)).join(" "),
      ]),
    },
  ];
}

/**
 * A bench script of the site (apps/site/scripts) on one engine, PGlite or the PostgreSQL at
 * `databaseUrl`: the JSON line it prints.
 */
async function scriptResult(script, args, databaseUrl, what) {
  const env = { ...process.env, BENCH_JSON: "1" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // With the server's V8 flags: its queries run on the WebAssembly code the server runs.
  const command = [...serverNodeFlags(), join(siteDir, "scripts", script), ...args];
  const { stdout } = await run(process.execPath, command, {
    cwd: siteDir,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  // Its result is the one JSON line that is not the server's log (pino's lines have a level).
  const line = stdout.split("\n").find((l) => l.startsWith("{") && !l.startsWith('{"level":'));
  if (!line) throw new Error(`no result from the ${what} bench:\n${stdout}`);
  return JSON.parse(line);
}

/** The search bench (apps/site/scripts/bench-search.mjs) on one engine. */
async function searchOn(databaseUrl, log) {
  const result = await scriptResult(
    "bench-search.mjs",
    ["10000", "10", "20"],
    databaseUrl,
    "search",
  );
  log(`search on ${result.engine}: done`);
  return result;
}

/** The console bench (apps/site/scripts/bench-console.mjs) on one engine. */
async function consoleOn(databaseUrl, log) {
  const result = await scriptResult("bench-console.mjs", ["20"], databaseUrl, "console");
  log(`console on ${result.engine}: done`);
  return result;
}

/** The reviewing team's console on PGlite, then on PostgreSQL when `DATABASE_URL` is set. */
export async function measureConsole({ log }) {
  const engines = [await consoleOn(undefined, log)];
  const server = process.env.DATABASE_URL;
  if (server) engines.push(await consoleOn(server, log));
  return { engines, postgres: Boolean(server) };
}

export function consoleSections(result) {
  return result.engines.map((engine) => ({
    title: `Review console on ${engine.engine}: 10,000 submissions of each kind, a page's data`,
    headers: ["section", "p50", "p95"],
    rows: engine.timings.map((t) => [t.label, ms(t.p50), ms(t.p95)]),
    notes: result.postgres ? [] : ["PostgreSQL: not run (set DATABASE_URL to a server to run it)."],
  }));
}

/** Search on PGlite, then on PostgreSQL when `DATABASE_URL` is set (else noted as not run). */
export async function measureSearch({ log }) {
  const engines = [await searchOn(undefined, log)];
  const server = process.env.DATABASE_URL;
  if (server) engines.push(await searchOn(server, log));
  return { engines, postgres: Boolean(server) };
}

export function searchSections(result) {
  return result.engines.map((engine) => ({
    title: `Search on ${engine.engine}: ${engine.comics} comics, ${engine.chapters} chapters`,
    headers: ["query", "results", "p50", "p95", "cpu p50", "cpu p95"],
    rows: engine.timings.map((t) => [
      t.label,
      t.total,
      ms(t.p50),
      ms(t.p95),
      ms(t.cpuP50),
      ms(t.cpuP95),
    ]),
    notes: [
      "Rows 'after a change': a browse without a query right after a catalog change (publishing bumps its version), when that filter set's counts are counted anew; later browses reuse them until the next change. Printed, not budgeted.",
      ...(result.postgres ? [] : ["PostgreSQL: not run (set DATABASE_URL to a server to run it)."]),
    ],
  }));
}

/**
 * The page pipeline (apps/site/scripts/bench-pipeline.mjs): a 20-page PDF drawn; then its queue
 * as the server runs it, on PGlite and on PostgreSQL when `DATABASE_URL` is set.
 */
export async function measurePipeline({ log }) {
  const { stdout } = await run(
    process.execPath,
    [join(siteDir, "scripts/bench-pipeline.mjs"), "20"],
    { cwd: siteDir, maxBuffer: 1024 * 1024 },
  );
  const line = stdout.split("\n").find((l) => l.startsWith("{") && !l.startsWith('{"level":'));
  if (!line) throw new Error(`no result from the pipeline bench:\n${stdout}`);
  const result = JSON.parse(line);
  log(`pipeline: ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
  const queue = [await queueOn(undefined, log)];
  const server = process.env.DATABASE_URL;
  if (server) queue.push(await queueOn(server, log));
  return { ...result, queue, postgres: Boolean(server) };
}

/** The pipeline's queue on one engine (bench-pipeline.mjs queue). */
async function queueOn(databaseUrl, log) {
  const args = ["queue", "20", "4"];
  const result = await scriptResult("bench-pipeline.mjs", args, databaseUrl, "pipeline's queue");
  log(
    `pipeline queue on ${result.engine}: taken in ${ms(result.jobStartMs)} ms, ready in ${ms(result.startToReadyMs)} ms, drain ${result.drainOverDrawing.toFixed(2)} of drawing`,
  );
  return result;
}

export function pipelineSections(result) {
  return [
    {
      title: "Page pipeline: a PDF drawn, encoded (WebP, two widths) and stored",
      headers: ["pages", "PDF", "state", "seconds", "largest page"],
      rows: [
        [
          result.pages,
          `${(result.pdfBytes / 1000).toFixed(1)} KB`,
          result.state,
          result.seconds.toFixed(1),
          `${(result.largestPageBytes / 1000).toFixed(1)} KB`,
        ],
      ],
      notes: [`Budget: at most ${budgets.pipeline.maxSeconds} s on this machine.`],
    },
    ...(result.queue ?? []).map((queue) => ({
      title: `Page pipeline's queue on ${queue.engine}: ${queue.concurrency} chapters at a time`,
      headers: ["measure", "chapters", "pages each", "time"],
      rows: [
        ["job queued to taken, idle workers", 1, queue.startPages, `${ms(queue.jobStartMs)} ms`],
        [
          "job queued to ready, idle workers",
          1,
          queue.startPages,
          `${ms(queue.startToReadyMs)} ms`,
        ],
        [
          "drawn back to back, no queue",
          queue.chapters,
          queue.pagesEach,
          `${queue.drawingSeconds.toFixed(1)} s`,
        ],
        [
          "queued at once, drained",
          queue.chapters,
          queue.pagesEach,
          `${queue.drainSeconds.toFixed(1)} s`,
        ],
      ],
      notes: [
        `Drain rate over the drawing rate: ${queue.drainOverDrawing.toFixed(2)}. Budgets: taken within ${budgets.pipeline.jobStartMs} ms, ready within ${budgets.pipeline.startToReadyMs} ms, a drain rate of ${budgets.pipeline.drainOverDrawing} or more.`,
        ...(result.postgres
          ? []
          : ["PostgreSQL: not run (set DATABASE_URL to a server to run it)."]),
      ],
    })),
  ];
}
