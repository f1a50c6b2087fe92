import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scriptsAfterPaint";

const page = `<head><link rel="modulepreload" href="/assets/index-a.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/route-b.js" fetchPriority="low"/><title>x</title></head><body><main id="main"></main><script type="module" async="" src="/assets/index-a.js"></script></body>`;

interface Added {
  tag: string;
  attributes: Record<string, unknown>;
}

/** Runs a page's inline loader against a stand-in document; returns what it adds and the hooks. */
function runLoader(html: string, paintTiming: boolean) {
  const body = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
  const added: Added[] = [];
  const hooks: { paint?: () => void; frame?: () => void; timers: (() => void)[] } = { timers: [] };
  const element = (tag: string) => {
    const attributes: Record<string, unknown> = {};
    return new Proxy(
      {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
      {
        set: (_target, key, value) => {
          attributes[String(key)] = value;
          return true;
        },
        get: (target, key) => (key === "__added" ? { tag, attributes } : Reflect.get(target, key)),
      },
    );
  };
  const document = {
    createElement: element,
    head: { appendChild: (node: { __added: Added }) => added.push(node.__added) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      hooks.paint = () => this.callback({}, { disconnect: () => {} });
    }
  }
  new Function("document", "window", "requestAnimationFrame", "setTimeout", body)(
    document,
    { PerformanceObserver },
    (frame: () => void) => (hooks.frame = frame),
    (timer: () => void) => hooks.timers.push(timer),
  );
  return { added, hooks };
}

describe("scripts after the first paint", () => {
  it("takes the module preloads and the entry script out of the page", () => {
    const html = scriptsAfterPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain("<title>x</title>");
    expect(html).toContain('<main id="main"></main><script>');
  });

  it("adds them, as React renders them, once the page has painted", () => {
    const { added, hooks } = runLoader(scriptsAfterPaint(page), true);
    expect(added).toEqual([]);
    hooks.paint?.();
    expect(added).toEqual([]);
    for (const timer of hooks.timers) timer();
    expect(added).toEqual([
      {
        tag: "link",
        attributes: { rel: "modulepreload", href: "/assets/index-a.js", fetchpriority: "low" },
      },
      {
        tag: "link",
        attributes: { rel: "modulepreload", href: "/assets/route-b.js", fetchpriority: "low" },
      },
      { tag: "script", attributes: { type: "module", async: true, src: "/assets/index-a.js" } },
    ]);
    // A second paint entry adds nothing more.
    hooks.paint?.();
    for (const timer of hooks.timers) timer();
    expect(added).toHaveLength(3);
  });

  it("waits for the next frame where the browser has no paint timing", () => {
    const { added, hooks } = runLoader(scriptsAfterPaint(page), false);
    expect(hooks.paint).toBeUndefined();
    hooks.frame?.();
    for (const timer of hooks.timers) timer();
    expect(added.map((node) => node.tag)).toEqual(["link", "link", "script"]);
  });

  it("keeps an address from closing the loader's script", () => {
    const html = scriptsAfterPaint(page.replace("/assets/route-b.js", "/assets/</script>.js"));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const { added, hooks } = runLoader(html, true);
    hooks.paint?.();
    for (const timer of hooks.timers) timer();
    expect(added[1]?.attributes.href).toBe("/assets/</script>.js");
  });

  it("leaves a page without an entry script as it is", () => {
    const html = `<head><title>x</title></head><body><p>Not found</p></body>`;
    expect(scriptsAfterPaint(html)).toBe(html);
  });
});
