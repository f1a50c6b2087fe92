import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDataDir, type RunningServer, startServer } from "./server";

// A server-rendered page (a blog article is not prerendered) is rendered once and shared for a
// few seconds, while each visitor still gets their own headers.
describe("server-rendered pages under load", () => {
  let server: RunningServer;
  const article = "/en/blog/choosing-the-right-racking-system";
  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      headers: { "accept-encoding": "br", ...(cookie ? { cookie } : {}) },
    });

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: newDataDir() });
  }, 60_000);
  afterAll(() => server?.stop());

  it("answers a second visitor from the shared render, with their own language cookie", async () => {
    const first = await get(article, "locale=en");
    expect(first.status).toBe(200);
    expect(first.headers.get("age")).toBeNull();
    expect(first.headers.get("set-cookie")).toBeNull();
    const firstBody = await first.text();

    const second = await get(article, "locale=ar");
    expect(second.status).toBe(200);
    expect(second.headers.get("age")).toMatch(/^[0-4]$/);
    expect(second.headers.get("set-cookie")).toMatch(/^locale=en;/);
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(await second.text()).toBe(firstBody);
  });

  it("keeps one render per encoding", async () => {
    const gzip = await fetch(`${server.url}${article}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("age")).toBeNull();
  });

  it("never shares a page that is not found", async () => {
    await get("/en/blog/no-such-article");
    const again = await get("/en/blog/no-such-article");
    expect(again.status).toBe(404);
    expect(again.headers.get("age")).toBeNull();
  });
});
