// Every docs page of the static Storybook (`storybook build`, run first by `test:docs`) renders
// in Chromium: its stories all finish, nothing throws, and axe finds nothing serious or critical in
// what the page adds to its stories: the prose, the props table, the English and Arabic stories
// side by side (where a fault between two stories on one page shows, such as an id drawn twice),
// and each example's title and actions. The examples' own canvases are left out: the storybook
// project checks each of them with axe, after its interactions and at its own viewport.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright";
import { type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, headlessShellPath } from "../../scripts/chromium.mjs";

const root = fileURLToPath(new URL("../../storybook-static/", import.meta.url));
const indexPath = join(root, "index.json");
if (!existsSync(indexPath)) {
  throw new Error("no static Storybook: run `pnpm run storybook:build` (npm test does) first");
}

interface IndexEntry {
  id: string;
  title: string;
  type: "docs" | "story";
  importPath: string;
}
const index = JSON.parse(readFileSync(indexPath, "utf8")) as {
  entries: Record<string, IndexEntry>;
};
const docsPages = Object.values(index.entries).filter((entry) => entry.type === "docs");
const firstStory = Object.values(index.entries).find((entry) => entry.type === "story")?.id;

const axeSource = readFileSync(fileURLToPath(import.meta.resolve("axe-core/axe.min.js")), "utf8");

let server: PreviewServer;
let browser: Browser;
let context: BrowserContext;
let origin: string;

beforeAll(async () => {
  // The static build over HTTP, served by Vite's own preview server.
  server = await preview({
    configFile: false,
    logLevel: "silent",
    build: { outDir: root },
    preview: { host: "127.0.0.1", port: 0 },
  });
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? "";
  // Chromium's engine without the browser around it, where installed (half the CPU): no pixels
  // are compared here.
  browser = await chromium.launch({ executablePath: headlessShellPath, args: [...chromiumArgs] });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Listens to the preview's channel from its creation: each docs page's render, then each of its
 * stories' render phases (loading … finished, or errored / aborted) and any exception.
 */
function watchChannel() {
  type Channel = {
    on(event: string, listener: (...args: never[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
  };
  const watch = {
    docs: "",
    open: new Set<number>(),
    errors: [] as string[],
    channel: null as Channel | null,
  };
  Object.assign(window, { __docsWatch: watch });
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => watch.channel,
    set(value: Channel) {
      watch.channel = value;
      value.on("docsRendered", (id: never) => {
        watch.docs = id;
      });
      value.on("storyRenderPhaseChanged", ({ newPhase, renderId, storyId }: never) => {
        if (newPhase === "loading") watch.open.add(renderId);
        if (["finished", "aborted", "errored"].includes(newPhase)) watch.open.delete(renderId);
        if (newPhase === "errored") watch.errors.push(`${storyId} errored`);
      });
      for (const event of ["storyErrored", "storyThrewException", "docsRenderError"]) {
        value.on(event, (error: never) => watch.errors.push(`${event}: ${JSON.stringify(error)}`));
      }
    },
  });
}

interface Watch {
  docs: string;
  open: Set<number>;
  errors: string[];
  channel: { emit(event: string, ...args: unknown[]): void };
}

/**
 * Two previews, each loaded once: the next docs page is asked for over the preview's channel, as
 * Storybook's own sidebar does, rather than by loading the whole preview again for each page.
 */
const free: Page[] = [];
const waiting: ((page: Page) => void)[] = [];
const take = (): Promise<Page> =>
  new Promise((resolve) => {
    const page = free.pop();
    if (page) resolve(page);
    else waiting.push(resolve);
  });
const give = (page: Page): void => {
  const next = waiting.shift();
  if (next) next(page);
  else free.push(page);
};
const pageErrors = new WeakMap<Page, string[]>();

async function openPreview(): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(watchChannel);
  await page.goto(`${origin}/iframe.html?viewMode=story&id=${firstStory}`);
  await page.waitForFunction(() => {
    const watch = (window as unknown as { __docsWatch: Watch }).__docsWatch;
    return watch.channel !== null && watch.open.size === 0;
  });
  return page;
}

beforeAll(async () => {
  for (const page of await Promise.all([openPreview(), openPreview()])) give(page);
}, 120_000);

describe.concurrent("docs pages", () => {
  test.for(docsPages)("$title", { timeout: 60_000 }, async ({ id }) => {
    const page = await take();
    try {
      const errors = pageErrors.get(page) ?? [];
      errors.length = 0;
      await page.evaluate((id) => {
        const watch = (window as unknown as { __docsWatch: Watch }).__docsWatch;
        watch.docs = "";
        watch.errors.length = 0;
        watch.channel.emit("setCurrentStory", { storyId: id, viewMode: "docs" });
      }, id);
      // Rendered: the page itself, then every story it started, each to its end.
      await page.waitForFunction((id) => {
        const watch = (window as unknown as { __docsWatch: Watch }).__docsWatch;
        return watch.docs === id && watch.open.size === 0;
      }, id);
      // Both subsets of the family, then any other face: then the frame after next, by which the
      // docs' story frames have taken their content's new height (a ResizeObserver's work).
      await page.evaluate(async () => {
        await document.fonts.load('400 1em "Cairo Variable"', "Aa العربية");
        await document.fonts.load('700 1em "Cairo Variable"', "Aa العربية");
        await document.fonts.ready;
        for (let frame = 0; frame < 2; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      errors.push(
        ...(await page.evaluate(
          () => (window as unknown as { __docsWatch: Watch }).__docsWatch.errors,
        )),
      );
      expect(errors, `errors while rendering:\n${errors.join("\n")}\n`).toEqual([]);
      expect(await page.locator("#storybook-docs h1").count(), "a title").toBeGreaterThan(0);
      // Still this docs page: no story followed a link or sent a form. (Storybook reloads its
      // preview at the page's address for some changes of page: axe then comes again.)
      expect(new URL(page.url()).searchParams.get("id")).toBe(id);
      if (!(await page.evaluate(() => "axe" in window))) {
        await page.addScriptTag({ content: axeSource });
      }

      const serious = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: typeof import("axe-core") };
        const { violations } = await axe.run(
          { include: [["#storybook-docs"]], exclude: [[".sb-anchor .docs-story"]] },
          { resultTypes: ["violations"] },
        );
        return violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id} (${violation.help}): ${violation.nodes
                .slice(0, 4)
                .map((node) => node.target.join(" "))
                .join(" | ")}`,
          );
      });
      expect(serious, `axe, serious or critical:\n${serious.join("\n")}\n`).toEqual([]);
    } finally {
      give(page);
    }
  });
});
