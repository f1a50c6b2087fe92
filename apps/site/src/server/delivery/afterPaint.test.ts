import { describe, expect, it } from "vitest";
import { afterPaint } from "./afterPaint";

const page = `<head><link rel="modulepreload" href="/assets/index-a.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/route-b.js" fetchPriority="low"/><title>x</title></head><body><main id="main"></main><script type="module" async="" src="/assets/index-a.js"></script></body>`;

interface Added {
  tag: string;
  attributes: Record<string, unknown>;
}

/** Runs the timers set, and those they set, each once, in order. */
function runTimers(timers: (() => void)[]) {
  for (let timer = timers.shift(); timer; timer = timers.shift()) timer();
}

/** Runs a page's inline loader against a stand-in document; returns what it adds and the hooks. */
function runLoader(html: string, paintTiming: boolean, present: Added[] = []) {
  const body = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
  const added: Added[] = [];
  const hooks: {
    paint?: () => void;
    frame?: () => void;
    timers: (() => void)[];
    templateRemoved?: boolean;
  } = { timers: [] };
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
  const head = {
    appendChild: (node: { __added: Added }) => added.push(node.__added),
    // What the page holds already, React's own preloads included.
    querySelectorAll: (selector: string) => {
      expect(selector).toBe("link[rel=modulepreload]");
      return [...present, ...added]
        .filter(({ tag, attributes }) => tag === "link" && attributes.rel === "modulepreload")
        .map(({ attributes }) => ({ getAttribute: (name: string) => attributes[name] }));
    },
  };
  // The page's deferred rules, as the template the loader moves into the head.
  const deferred = html.match(
    /<template id="deferred-styles"><style>([\s\S]*?)<\/style><\/template>/,
  );
  const template = deferred && {
    content: { __added: { tag: "style", attributes: { textContent: deferred[1] } } },
    remove: () => {
      hooks.templateRemoved = true;
    },
  };
  const document = {
    createElement: element,
    head,
    getElementById: (id: string) => (id === "deferred-styles" ? template : null),
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

describe("after the first paint", () => {
  it("takes the module preloads and the entry script out of the page", () => {
    const html = afterPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain("<title>x</title>");
    expect(html).toContain('<main id="main"></main><script>');
  });

  it("adds them, as React renders them, once the page has painted", () => {
    const { added, hooks } = runLoader(afterPaint(page), true);
    expect(added).toEqual([]);
    hooks.paint?.();
    expect(added).toEqual([]);
    runTimers(hooks.timers);
    expect(added).toEqual([
      { tag: "script", attributes: { type: "module", async: true, src: "/assets/index-a.js" } },
      {
        tag: "link",
        attributes: { rel: "modulepreload", href: "/assets/index-a.js", fetchpriority: "low" },
      },
      {
        tag: "link",
        attributes: { rel: "modulepreload", href: "/assets/route-b.js", fetchpriority: "low" },
      },
    ]);
    // A second paint entry adds nothing more.
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added).toHaveLength(3);
  });

  it("adds the entry first and each preload in a task of its own", () => {
    const { added, hooks } = runLoader(afterPaint(page), true);
    hooks.paint?.();
    const tasks: string[][] = [];
    for (let timer = hooks.timers.shift(); timer; timer = hooks.timers.shift()) {
      const before = added.length;
      timer();
      tasks.push(
        added.slice(before).map(({ attributes }) => String(attributes.src ?? attributes.href)),
      );
    }
    expect(tasks.filter((task) => task.length > 0)).toEqual([
      ["/assets/index-a.js"],
      ["/assets/index-a.js"],
      ["/assets/route-b.js"],
    ]);
  });

  it("does not add a preload React has added meanwhile", () => {
    const reacts = {
      tag: "link",
      attributes: { rel: "modulepreload", href: "/assets/route-b.js" },
    };
    const { added, hooks } = runLoader(afterPaint(page), true, [reacts]);
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added.map(({ attributes }) => attributes.src ?? attributes.href)).toEqual([
      "/assets/index-a.js",
      "/assets/index-a.js",
    ]);
  });

  it("waits for the next frame where the browser has no paint timing", () => {
    const { added, hooks } = runLoader(afterPaint(page), false);
    expect(hooks.paint).toBeUndefined();
    hooks.frame?.();
    runTimers(hooks.timers);
    expect(added.map((node) => node.tag)).toEqual(["script", "link", "link"]);
  });

  it("keeps an address from closing the loader's script", () => {
    const html = afterPaint(page.replace("/assets/route-b.js", "/assets/</script>.js"));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const { added, hooks } = runLoader(html, true);
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added[2]?.attributes.href).toBe("/assets/</script>.js");
  });

  it("adds the page's deferred rules first, in a style after the inline one", () => {
    const html = afterPaint(page, ".menu{display:grid}");
    // Inert until then: a template's style is neither parsed as CSS nor applied.
    expect(html).toContain(
      '<template id="deferred-styles"><style>.menu{display:grid}</style></template><script>',
    );
    const { added, hooks } = runLoader(html, true);
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added.map(({ tag }) => tag)).toEqual(["style", "script", "link", "link"]);
    expect(added[0]?.attributes.textContent).toBe(".menu{display:grid}");
    expect(hooks.templateRemoved).toBe(true);
  });

  it("keeps a rule's text from closing its style", () => {
    const html = afterPaint(page, '.a::after{content:"</style>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('.a::after{content:"<\\/style>"}');
  });

  it("leaves a page without an entry script as it is, but for its deferred rules", () => {
    const html = `<head><title>x</title></head><body><p>Not found</p></body>`;
    expect(afterPaint(html)).toBe(html);
    const { added, hooks } = runLoader(afterPaint(html, ".p{margin:0}"), true);
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added).toEqual([{ tag: "style", attributes: { textContent: ".p{margin:0}" } }]);
  });
});
