// The page delivery steps (`src/server/delivery/index.ts`) rewrite markup the framework writes: its
// inline-style marker, its module preloads and its entry script. Should that markup change, the
// steps would find nothing and pass pages through untouched (slower, still correct), so these
// checks fail instead, on a prerendered page, a server-rendered one and the 404 page.
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

describe.each([
  ["a prerendered page", "/en/about-us", 200],
  ["a server-rendered page", "/ar/blog/choosing-the-right-racking-system", 200],
  ["the 404 page", "/en/no-such-page", 404],
])("%s", (_, path, status) => {
  let html = "";
  beforeAll(async () => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(status);
    html = await response.text();
  });

  it("keeps its critical rules inline and the rest in the deferred template", () => {
    expect(html.match(/<style data-tsr-inline-css/g)).toHaveLength(1);
    expect(html).toMatch(/<template id="deferred-styles"><style>[^<]{100,}/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/);
  });

  it("loads its scripts after the first paint: no preload or module script left in the markup", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module"/);
    const loader = loaderArguments(html);
    expect(loader?.entry).toMatch(/^\/assets\/.+\.js$/);
    expect(loader?.preloads.length).toBeGreaterThan(0);
    for (const preload of loader?.preloads ?? []) expect(preload).toMatch(/^\/assets\/.+\.js$/);
  });
});
