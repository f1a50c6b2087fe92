// Time to a visible answer on a slow phone: Chromium with its CPU slowed 6x, a phone's viewport
// and touch, an empty cache. The visitor acts the moment the control is on screen (hydrated or
// not: the early-click script must hold the input until the page can answer it), and the time is
// taken in the page, from the input event's own timestamp to the first frame that shows the
// answer.
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";
import { budgets } from "../budgets.mjs";
import { label, page as pageOf } from "./pages.mjs";
import { ms } from "./table.mjs";

export const CPU_SLOWDOWN = 6;

/** Runs per interaction and page; the median is held to the budget. */
const RUNS = 3;

/**
 * Each interaction: the page, the input (given the Playwright page) and a check run in the page at
 * every frame that returns the time once the answer is visible (a function, not a string: the
 * site's CSP forbids eval).
 */
const interactions = [
  {
    id: "contact button",
    page: "home",
    events: ["click"],
    act: async (page) => {
      const button = page.getByRole("button", { name: /^(Contact us|تواصل معنا)$/ });
      await button.waitFor();
      await button.tap();
    },
    answered: () => {
      const link = [...document.querySelectorAll('a[href^="mailto:"]')].at(-1);
      if (!link) return false;
      const box = link.getBoundingClientRect();
      return box.width > 0 && getComputedStyle(link).visibility === "visible" && performance.now();
    },
  },
  {
    id: "field blur",
    page: "contact-us",
    events: ["focusout"],
    act: async (page) => {
      const field = page.locator('main form input[aria-required="true"]').first();
      await field.waitFor();
      await field.tap();
      await page.keyboard.press("Tab");
    },
    answered: () => {
      const field = document.querySelector('main form input[aria-required="true"]');
      if (field?.getAttribute("aria-invalid") !== "true") return false;
      const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/);
      return ids.some((id) => {
        const message = id && document.getElementById(id);
        return message && message.textContent.trim() !== "" && message.offsetHeight > 0;
      })
        ? performance.now()
        : false;
    },
  },
  {
    id: "menu tap",
    page: "about-us",
    events: ["click"],
    act: async (page) => {
      const button = page.getByRole("button", { name: /^(Open menu|فتح القائمة)$/ });
      await button.waitFor();
      await button.tap();
    },
    answered: () => {
      const dialog = document.querySelector('[role="dialog"]');
      return Boolean(dialog && dialog.getBoundingClientRect().height > 0) && performance.now();
    },
  },
];

/** In the page before its own scripts: the timestamp of the first input of each kind. */
function recordFirstInputs() {
  const first = {};
  window.__firstInput = first;
  for (const type of ["click", "focusout"]) {
    window.addEventListener(
      type,
      (event) => {
        first[type] ??= event.timeStamp;
      },
      { capture: true },
    );
  }
}

/** In the page: its hydration, its first form's state and where the focus is. */
function describePage() {
  const form = document.querySelector("main form");
  const field = form?.querySelector('input[aria-required="true"]');
  return JSON.stringify({
    hydrated: document.documentElement.dataset.hydrated ?? null,
    formReady: form?.hasAttribute("data-ready") ?? null,
    visited: form?.getAttribute("data-visited") ?? null,
    invalid: field?.getAttribute("aria-invalid") ?? null,
    focus: document.activeElement?.id || document.activeElement?.tagName,
    dialogs: document.querySelectorAll('[role="dialog"]').length,
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * @param {{ siteUrl: string, log: (line: string) => void }} options
 */
export async function measureInteraction({ siteUrl, log }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  const rows = [];
  try {
    for (const interaction of interactions) {
      for (const locale of ["en", "ar"]) {
        const target = pageOf(interaction.page, locale);
        const times = [];
        for (let run = 0; run < RUNS; run++) {
          // A new context each time: an empty cache, as on a first visit.
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
          });
          try {
            const page = await context.newPage();
            await page.addInitScript(recordFirstInputs);
            const cdp = await context.newCDPSession(page);
            await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
            await page.goto(siteUrl + target.path, { waitUntil: "commit" });
            await interaction.act(page);
            const answeredAt = await page
              .waitForFunction(interaction.answered, undefined, { polling: "raf", timeout: 30_000 })
              .then((handle) => handle.jsonValue())
              .catch(async (error) => {
                // What the page looked like when no answer came, for the report.
                const state = await page.evaluate(describePage).catch(() => "unreadable");
                throw new Error(
                  `${interaction.id} on ${label(target)}, run ${run + 1}: no answer in 30 s; ${state}`,
                  { cause: error },
                );
              });
            const inputAt = await page.evaluate(
              (events) => Math.min(...events.map((type) => window.__firstInput[type] ?? Infinity)),
              interaction.events,
            );
            times.push(answeredAt - inputAt);
          } finally {
            await context.close();
          }
        }
        const result = {
          interaction: interaction.id,
          page: label(target),
          times,
          median: median(times),
        };
        log(`interaction: ${result.interaction} on ${result.page}: ${times.map(ms).join(", ")}`);
        rows.push(result);
      }
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, results: rows };
}

/** @returns {import("./table.mjs").Section[]} */
export function interactionSections(interaction) {
  return [
    {
      title: `Interaction: first input to visible answer, phone, CPU ${interaction.cpuSlowdown}x slower (median of ${interaction.runs})`,
      headers: ["interaction", "page", "median ms", "runs ms"],
      rows: interaction.results.map((r) => [
        r.interaction,
        r.page,
        ms(r.median),
        r.times.map(ms).join(", "),
      ]),
      notes: [
        "Each run is a first visit (empty cache); the input comes as soon as the control is on screen, hydrated or not.",
        `Budget: ${ms(budgets.interaction.maxMs)} ms each.`,
      ],
    },
  ];
}
