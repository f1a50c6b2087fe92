import { describe, expect, it, vi } from "vitest";
import { createPageCache } from "./pageCache";
import { servePage } from "./servePage";

const html = `<!doctype html><html><head></head><body>${"<p>An article</p>".repeat(200)}</body></html>`;
const rendered = (status = 200) => ({
  response: new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  }),
});
type Rendered = ReturnType<typeof rendered>;
const visit = () =>
  new Request("http://a.test/en/blog/x", { headers: { "accept-encoding": "br" } });
const responseOf = (answer: Response | Rendered) =>
  answer instanceof Response ? answer : answer.response;

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("servePage", () => {
  it("renders a cold page once for the visitors who ask for it meanwhile", async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10 });
    const render = deferred<Rendered>();
    const next = vi.fn(() => render.promise);
    const answers = Promise.all([1, 2, 3].map(() => servePage(visit(), next, cache)));
    render.resolve(rendered());
    const [first, ...waited] = (await answers).map(responseOf);
    expect(next).toHaveBeenCalledTimes(1);
    expect(first?.headers.get("age")).toBeNull();
    for (const answer of waited) {
      expect(answer.headers.get("age")).toBe("0");
      expect(answer.headers.get("content-encoding")).toBe("br");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
    }
    const bodies = await Promise.all([first, ...waited].map((answer) => answer?.arrayBuffer()));
    const distinct = new Set(
      bodies.map((body) => Buffer.from(new Uint8Array(body ?? new ArrayBuffer(0))).toString("hex")),
    );
    expect(distinct.size).toBe(1);
    // Later visitors get the kept page.
    expect(responseOf(await servePage(visit(), next, cache)).headers.get("age")).toBe("0");
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("lets each visitor render their own when the page may not be shared", async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10 });
    const next = vi.fn(async () => rendered(404));
    const answers = await Promise.all([1, 2, 3].map(() => servePage(visit(), next, cache)));
    expect(answers.map((answer) => responseOf(answer).status)).toEqual([404, 404, 404]);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it("renders every request without a cache, as while developing", async () => {
    const next = vi.fn(async () => rendered());
    await servePage(visit(), next);
    const again = responseOf(await servePage(visit(), next));
    expect(next).toHaveBeenCalledTimes(2);
    expect(again.headers.get("age")).toBeNull();
    expect(again.headers.get("content-security-policy")).toContain("script-src");
  });
});
