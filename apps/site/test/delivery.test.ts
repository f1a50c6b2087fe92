// The page delivery steps (`src/server/delivery/index.ts`) rewrite markup the framework writes: its
// inline-style marker, its module preloads and its entry script. Should that markup change, the
// steps would find nothing and pass pages through untouched (slower, still correct), so these
// checks fail instead, on a prerendered page, a server-rendered one and the 404 page.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() });
}, 60_000);
afterAll(() => server?.stop());

/** The arguments the after-paint loader was written with: the preloads and the entry script. */
function loaderArguments(html: string): { preloads: string[]; entry: string | null } | null {
  const call = html.match(/\}\)\((\[[^\]]*\]),("[^"]*"|null)\)<\/script>/);
  if (!call) return null;
  return { preloads: JSON.parse(call[1] ?? "[]"), entry: JSON.parse(call[2] ?? "null") };
}

// A page of the company's own (listed, drawing on the site's area alone) hydrates with the messages
// its HTML carries, so its area is not preloaded (`areasBeforeHydration`); others, like the 404
// page, load their areas before they hydrate.
describe.each([
  ["a prerendered company page", "/en/about-us", 200, false],
  ["a server-rendered company page", "/ar/blog/choosing-the-right-racking-system", 200, false],
  ["the 404 page", "/en/no-such-page", 404, true],
])("%s", (_, path, status, preloadsArea) => {
  let html = "";
  beforeAll(async () => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(status);
    html = await response.text();
  });

  it("keeps its critical rules inline, its stylesheets named for after the first paint", () => {
    expect(html.match(/<style data-tsr-inline-css/g)).toHaveLength(1);
    expect(html).not.toContain("<template");
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled data-after-paint>/,
    );
  });

  it("loads its scripts after the first paint: no preload or module script left in the markup", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module"/);
    const loader = loaderArguments(html);
    expect(loader?.entry).toMatch(/^\/assets\/.+\.js$/);
    expect(loader?.preloads.length).toBeGreaterThan(0);
    for (const preload of loader?.preloads ?? []) expect(preload).toMatch(/^\/assets\/.+\.js$/);
  });

  it(
    preloadsArea
      ? "preloads first the catalog area it hydrates with, in its language"
      : "preloads no catalog area: its HTML carries the messages it hydrates with",
    async () => {
      const sample = path.startsWith("/ar") ? "تواصل معنا" : "Contact us";
      const preloads = loaderArguments(html)?.preloads ?? [];
      const codes = await Promise.all(
        preloads.map(async (preload) => (await fetch(server.url + preload)).text()),
      );
      if (preloadsArea) {
        expect(codes[0]).toContain(sample);
      } else {
        for (const code of codes) expect(code).not.toContain(sample);
        const block = html.match(
          /<script type="application\/json" id="page-messages"[^>]*>(.*?)<\/script>/s,
        );
        expect(Object.keys(JSON.parse(block?.[1] ?? "{}"))).toContain("action.contactUs");
      }
    },
  );
});

// The start-client-core patch (pnpm-workspace.yaml) keeps the server-function fetcher, and seroval
// with it, out of every page's first load: it loads on the first call. Should an upgrade drop the
// patch, the fetcher comes back into the first load and this fails.
describe("the server-function fetcher", () => {
  const assets = join(import.meta.dirname, "../dist/client/assets");

  it("is built, and is not part of the home page's first load", async () => {
    const withSeroval = readdirSync(assets).filter(
      (file) => file.endsWith(".js") && /seroval/i.test(readFileSync(join(assets, file), "utf8")),
    );
    expect(withSeroval.length).toBeGreaterThan(0);
    const loader = loaderArguments(await (await fetch(`${server.url}/en`)).text());
    const firstLoad = [loader?.entry ?? "", ...(loader?.preloads ?? [])];
    expect(firstLoad.length).toBeGreaterThan(1);
    for (const chunk of firstLoad) {
      const code = await (await fetch(server.url + chunk)).text();
      expect(code, chunk).not.toMatch(/seroval/i);
    }
  });
});
