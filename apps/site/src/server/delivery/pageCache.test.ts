import { describe, expect, it } from "vitest";
import { createPageCache, isShareable, pageCacheKey } from "./pageCache";

const page = (body: string) => ({ status: 200, headers: new Headers(), body });

describe("the page cache", () => {
  it("answers a page until its time is up", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10, now: () => clock });
    cache.set("a", page("A"));
    clock = 4_999;
    expect(cache.get("a")).toMatchObject({ page: { body: "A" }, ageMs: 4_999 });
    clock = 5_000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the oldest page when full", () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 2 });
    cache.set("a", page("A"));
    cache.set("b", page("B"));
    cache.set("c", page("C"));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.page.body).toBe("B");
    expect(cache.get("c")?.page.body).toBe("C");
  });

  it("hands the render under way to whoever misses the page meanwhile, until it settles", async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10 });
    expect(cache.pending("a")).toBeUndefined();
    let finish: (rendered: ReturnType<typeof page>) => void = () => {};
    cache.rendering("a", new Promise((resolve) => (finish = resolve)));
    const waiting = cache.pending("a");
    expect(waiting).toBeDefined();
    expect(cache.pending("b")).toBeUndefined();
    finish(page("A"));
    expect((await waiting)?.body).toBe("A");
    expect(cache.pending("a")).toBeUndefined();
    // The page the render settled on is kept for the next visitors.
    expect(cache.get("a")?.page.body).toBe("A");
  });

  it("lets the waiters render their own when the render fails or may not be shared", async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.rendering("a", Promise.reject(new Error("render failed")));
    expect(await cache.pending("a")).toBeUndefined();
    cache.rendering("b", Promise.resolve(undefined));
    expect(await cache.pending("b")).toBeUndefined();
    await Promise.resolve();
    expect(cache.pending("a")).toBeUndefined();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
  });
});

describe("pageCacheKey", () => {
  const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it("tells apart what a page's bytes depend on: URL, query, origin and encoding", () => {
    const keys = new Set([
      pageCacheKey(get("http://a.test/en/blog/x"), "br"),
      pageCacheKey(get("http://a.test/en/blog/x"), "gzip"),
      pageCacheKey(get("http://a.test/en/blog/x?p=2"), "br"),
      pageCacheKey(get("http://b.test/en/blog/x"), "br"),
    ]);
    expect(keys.size).toBe(4);
  });

  it("does not multiply by headers a client picks (origins are settled before, in origin.ts)", () => {
    const headers = {
      host: "evil.test",
      "x-forwarded-host": "c.test",
      "x-forwarded-proto": "https",
    };
    expect(pageCacheKey(get("http://a.test/en/blog/x", headers), "br")).toBe(
      pageCacheKey(get("http://a.test/en/blog/x"), "br"),
    );
  });

  it("is the same for two visitors of a page, whatever their cookies", () => {
    expect(pageCacheKey(get("http://a.test/ar", { cookie: "locale=en" }), "br")).toBe(
      pageCacheKey(get("http://a.test/ar"), "br"),
    );
  });

  it("leaves out everything but GET", () => {
    expect(pageCacheKey(new Request("http://a.test/en", { method: "POST" }), "br")).toBe(undefined);
    expect(pageCacheKey(new Request("http://a.test/en", { method: "HEAD" }), "br")).toBe(undefined);
  });
});

describe("isShareable", () => {
  it("shares 200 pages only, and never a private, no-store or cookie-setting answer", () => {
    expect(isShareable(new Response("x"))).toBe(true);
    expect(isShareable(new Response("x", { status: 404 }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "cache-control": "private" } }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "cache-control": "no-store" } }))).toBe(
      false,
    );
    expect(isShareable(new Response("x", { headers: { "set-cookie": "a=1" } }))).toBe(false);
  });
});
