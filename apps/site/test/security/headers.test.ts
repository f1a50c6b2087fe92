// Security headers on the wire, on every kind of answer: a page, JSON (a file and an API answer), a
// hashed asset, a download, redirects and the 404 page; and `/`'s locale cookie behind a proxy.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDataDir, type RunningServer, startServer } from "../server";

const clientDir = join(import.meta.dirname, "../../dist/client");
const asset = readdirSync(join(clientDir, "assets")).find((file) => file.endsWith(".js"));

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() });
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { redirect: "manual", headers });

describe("every response carries nosniff and Cross-Origin-Resource-Policy: same-origin", () => {
  const answers: [string, () => Promise<Response>, number][] = [
    ["a page", () => get("/en/about-us"), 200],
    ["a server-rendered page", () => get("/en/blog/choosing-the-right-racking-system"), 200],
    ["the 404 page", () => get("/en/no-such-page"), 404],
    ["a hashed asset", () => get(`/assets/${asset}`), 200],
    ["a JSON file", () => get("/builds/latest.json"), 200],
    [
      "a JSON answer",
      () =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: "{}",
        }),
      422,
    ],
    ["a redirect to the visitor's language", () => get("/faq"), 302],
    ["a permanent redirect", () => get("/en/ar/about-us"), 301],
    ["/", () => get("/"), 302],
    ["robots.txt", () => get("/robots.txt"), 200],
    ["the health check", () => get("/healthz"), 200],
    ["a 405", () => fetch(`${server.url}/en/faq`, { method: "DELETE" }), 405],
  ];
  for (const [name, answer, status] of answers) {
    it(name, async () => {
      const response = await answer();
      await response.arrayBuffer();
      expect(response.status).toBe(status);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    });
  }
});

describe("the locale cookie of /", () => {
  it("is Secure when a proxy says the visitor is on https", async () => {
    const response = await get("/", { "x-forwarded-proto": "https" });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/^locale=en;.*; SameSite=Lax; Secure$/);
  });
  it("is not Secure over plain http (the browser would drop it)", async () => {
    const response = await get("/");
    expect(response.headers.get("set-cookie")).not.toContain("Secure");
  });
});

describe("the Content-Security-Policy of a page", () => {
  it("allows nothing unlisted and no inline style or script but the page's own, by hash", async () => {
    for (const path of ["/en/about-us", "/en/blog/choosing-the-right-racking-system"]) {
      const policy = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(policy.startsWith("default-src 'none'; ")).toBe(true);
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).toMatch(/style-src 'self'( 'unsafe-hashes')? 'sha256-/);
    }
  });
});
