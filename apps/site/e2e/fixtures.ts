import { test as base, expect, type Page } from "@playwright/test";

/** Answers a test expects to be refused (a wrong password's 401): Chromium logs each one. */
const expectedRefusals = new WeakMap<Page, RegExp[]>();

/** Lets `page` log a refused request to an address matching `url` (the test checks what it shows). */
export function allowRefusal(page: Page, url: RegExp): void {
  expectedRefusals.set(page, [...(expectedRefusals.get(page) ?? []), url]);
}

/** Every page test also fails on a console error or warning (hydration mismatches show up there). */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        // An error page's own 404/500 status is logged by Chromium; it is the page, not a fault.
        const ownStatus =
          message.location().url === page.url() && /status of (404|500)/.test(message.text());
        const refusal =
          /status of 4\d\d/.test(message.text()) &&
          (expectedRefusals.get(page) ?? []).some((url) => url.test(message.location().url));
        if (
          !ownStatus &&
          !refusal &&
          (message.type() === "error" || message.type() === "warning")
        ) {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) =>
        problems.push(`pageerror at ${page.url()}: ${error.message}`),
      );
      // A blocked script, eval or style is reported as an event, not always on the console.
      await page.exposeFunction("reportPolicyViolation", (text: string) =>
        problems.push(`csp: ${text}`),
      );
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { reportPolicyViolation: (t: string) => void })
            .reportPolicyViolation;
          report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
        });
      });
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Holds back the requests whose URL matches, as on a slow network, until the returned function
 * lets them through (a request the page no longer wants by then is dropped quietly).
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Holds back the page's scripts, as on a slow phone: the visitor meets the server HTML alone
 * until the returned function lets them through.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, /\.js(\?|$)/);
}

/**
 * A visitor reaching for the page: the pointer moves over it. The company's pages load their code
 * only then (`server/delivery/codeOnIntent.ts`); the others have it already.
 */
export async function reach(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(2, 2);
}

/**
 * Reaches for the page and waits until it is interactive: the root marks `<html data-hydrated>`
 * once hydrated. After a link that loads a new document, the pointer may have moved over the one
 * it left: it moves again until the new one answers.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(async () => {
    await reach(page);
    expect(await page.evaluate(() => document.documentElement?.dataset.hydrated ?? null)).toBe(
      "true",
    );
  }).toPass();
}

/**
 * Opens `path` and tells, at the moment the page marks itself hydrated, which of its frame's
 * controls (the header's buttons, the reader) React had attached its props to (live) and which not
 * (dead). Parts that hydrate later on purpose (`<Hydrate>`) are not counted: early clicks on them
 * are replayed (runtime/earlyClicks.ts).
 */
export async function controlsAtMark(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { atMark?: { live: number; dead: string[] } };
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      observer.disconnect();
      const live = (node: Element) =>
        Object.keys(node).some((key) => key.startsWith("__reactProps$"));
      const controls = [...document.querySelectorAll("header button, [data-reader]")].filter(
        (node) => !node.closest("[data-ts-hydrate-when]"),
      );
      w.atMark = {
        live: controls.filter(live).length,
        dead: controls.filter((node) => !live(node)).map((node) => node.outerHTML.slice(0, 120)),
      };
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(path);
  await hydrated(page);
  return page.evaluate(
    () => (window as unknown as { atMark: { live: number; dead: string[] } }).atMark,
  );
}
