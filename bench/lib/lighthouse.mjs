// Lighthouse, mobile (its default: simulated slow 4G and 4x CPU slowdown) and desktop, one run
// at a time in a fresh Chromium each (2 cores: parallel runs would skew each other's timings).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import lighthouse, { desktopConfig } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";
import { budgets, lighthouseWithinBudget as withinBudget } from "../budgets.mjs";
import { label } from "./pages.mjs";
import { ms } from "./table.mjs";

const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Runs per page and form factor; the one reported (and held to the budget) is the median run as
 * Lighthouse picks it (closest to the median FCP and TTI). Lighthouse's docs on variability
 * advise five runs: their median halves the spread of a single run's. On this 2-core machine the
 * same build's mobile score moves up to 11 points from run to run; desktop's has held 100 on every
 * run, so one run there.
 */
export const RUNS = { mobile: 5, desktop: 1 };

/** chrome-launcher comes with lighthouse; resolved through it, not a dependency of its own. */
async function chromeLauncher() {
  const require = createRequire(import.meta.resolve("lighthouse"));
  return import(pathToFileURL(require.resolve("chrome-launcher")).href);
}

/**
 * A few words on what an audit flagged (its first items and their first cause), URLs made
 * relative to the site so two runs on different ports compare.
 */
function itemsOf(audit, origin) {
  const items = audit.details?.items ?? [];
  const texts = items.slice(0, 3).map((item) => {
    const sub = item.subItems?.items?.[0];
    const text = [
      item.issueType,
      item.node?.snippet ?? item.node?.selector,
      item.url ?? item.source?.url,
      sub?.cause,
      sub?.url ?? sub?.description ?? sub?.node?.snippet ?? sub?.extra?.value,
    ]
      .filter((part) => typeof part === "string" && part !== "")
      .join(" ");
    return text.replaceAll(origin, "").slice(0, 160);
  });
  return texts.filter((text) => text !== "");
}

/**
 * The audits that cost a category points: weighted ones below a full score. For performance the
 * weighted audits are the metrics, so the insights and diagnostics that flag savings are added.
 * @param {any} lhr
 */
function failingAudits(lhr, origin) {
  /** @type {Record<string, { id: string, score: number | null, value?: string }[]>} */
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const list = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
      const weighted = ref.weight > 0;
      // layout-shifts is reported with the CLS budget instead.
      const flagged = id === "performance" && audit.score < 0.9 && ref.id !== "layout-shifts";
      if (weighted || flagged) {
        list.push({
          id: ref.id,
          score: audit.score,
          value: audit.displayValue,
          weighted,
          items: itemsOf(audit, origin),
        });
      }
    }
    if (list.length > 0) failing[id] = list;
  }
  // A small shift keeps the CLS audit's full score yet misses the budget of exactly 0.
  const shifts = lhr.audits["layout-shifts"];
  if ((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) > 0 && shifts) {
    failing.cls = [
      {
        id: "layout-shifts",
        score: shifts.score,
        value: shifts.displayValue,
        weighted: false,
        items: itemsOf(shifts, origin),
      },
    ];
  }
  return failing;
}

/**
 * @param {{ url: string, formFactor: "mobile" | "desktop", launch: any }} options
 */
async function lighthouseResult({ url, formFactor, launch }) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * The median of `RUNS[formFactor]` runs, with the performance scores of them all. A run that fails
 * is run again once, as Lighthouse advises ("please run Lighthouse again"); the runs that had
 * succeeded are kept. Throws when a run fails twice.
 * @param {{ url: string, formFactor: "mobile" | "desktop", launch: any,
 *   log: (line: string) => void }} options
 */
async function runMedian(options) {
  const lhrs = [];
  /** @type {string | undefined} */
  let retried;
  for (let i = 0; i < RUNS[options.formFactor]; i++) {
    try {
      lhrs.push(await lighthouseResult(options));
    } catch (error) {
      options.log(`lighthouse: run ${i + 1} failed (${error.message}), running it again`);
      retried = String(error.message);
      lhrs.push(await lighthouseResult(options));
    }
  }
  const lhr = computeMedianRun(lhrs);
  const performances = lhrs.map((each) =>
    Math.round((each.categories.performance.score ?? 0) * 100),
  );
  return { ...summary(lhr, options.url), performances, ...(retried ? { retried } : {}) };
}

/** What the table and the budgets read from one run. */
function summary(lhr, url) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcp: metric("first-contentful-paint"),
    failing: failingAudits(lhr, new URL(url).origin),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * @param {{ siteUrl: string, pages: import("./pages.mjs").Page[],
 *   log?: (line: string) => void }} options
 */
export async function measureLighthouse({ siteUrl, pages, log = () => {} }) {
  const { launch } = await chromeLauncher();
  const runs = [];
  for (const formFactor of /** @type {const} */ (["mobile", "desktop"])) {
    for (const page of pages) {
      log(`lighthouse: ${formFactor} ${page.path}`);
      const started = Date.now();
      let run;
      try {
        run = await runMedian({ url: siteUrl + page.path, formFactor, launch, log });
      } catch (error) {
        run = { error: String(error.message) };
      }
      runs.push({ ...page, formFactor, ms: Date.now() - started, ...run });
    }
  }
  return { runs };
}

const short = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "best-pr",
  seo: "seo",
};

/** One line per run and category under budget: the audits that cost it points. */
function auditNotes(run) {
  const min = budgets.lighthouse[run.formFactor];
  const describe = (audit) => {
    const value = audit.value ? ` ${audit.value}` : "";
    const items = audit.items?.length ? ` [${audit.items.join("; ")}]` : "";
    return `${audit.id}${value} (${audit.score})${items}`;
  };
  const lines = [];
  for (const [category, audits] of Object.entries(run.failing)) {
    const score = run.scores[category];
    if (category !== "cls" && score >= min) continue;
    if (category === "cls" && Number(run.cls.toFixed(3)) === 0) continue;
    const weighted = audits.filter((audit) => audit.weighted);
    const hints = audits.filter((audit) => !audit.weighted);
    const head = category === "cls" ? `CLS ${run.cls.toFixed(3)}` : `${category} ${score}`;
    const parts = [
      weighted.map(describe).join(", "),
      hints.length > 0 ? `flagged: ${hints.map(describe).join(", ")}` : "",
    ].filter(Boolean);
    lines.push(`${label(run)} ${run.formFactor}, ${head}: ${parts.join("; ")}`);
  }
  return lines;
}

const indexRange = (runs) => {
  const values = runs.map((run) => run.benchmarkIndex).filter(Number.isFinite);
  return values.length > 0
    ? `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`
    : "n/a";
};

/** @returns {import("./table.mjs").Section[]} */
export function lighthouseSections(result) {
  return [
    {
      title: "Lighthouse (mobile: default throttling; desktop: --preset=desktop)",
      headers: [
        "page",
        "form",
        ...CATEGORIES.map((id) => short[id]),
        "LCP ms",
        "TBT ms",
        "CLS",
        "perf of runs",
        "budget",
      ],
      rows: result.runs.map((run) =>
        run.error
          ? [label(run), run.formFactor, ...Array(8).fill(""), "ERROR"]
          : [
              label(run),
              run.formFactor,
              ...CATEGORIES.map((id) => run.scores[id]),
              ms(run.lcp),
              ms(run.tbt),
              run.cls.toFixed(3),
              run.performances.join(" "),
              withinBudget(run) ? "ok" : "MISS",
            ],
      ),
      notes: [
        `Lighthouse's CPU benchmark index over the runs: ${indexRange(result.runs)} (a busy or slow machine scores lower, and mobile scores suffer most).`,
        `Each row is the median of ${RUNS.mobile} runs on mobile and ${RUNS.desktop} on desktop, as Lighthouse's computeMedianRun picks it; "perf of runs" is every run's performance score.`,
        `Budget: every category ${budgets.lighthouse.desktop} on desktop and >= ${budgets.lighthouse.mobile} on mobile; CLS exactly 0 (3 decimals).`,
        ...result.runs
          .filter((run) => run.error || run.retried)
          .map(
            (run) =>
              `${label(run)} ${run.formFactor}: ${run.error ? `a run failed twice: ${run.error}` : `one run retried after: ${run.retried}`}`,
          ),
        ...result.runs.filter((run) => !run.error && !withinBudget(run)).flatMap(auditNotes),
      ],
    },
  ];
}
