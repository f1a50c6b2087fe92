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

/** What the stand-in window holds: its scroll, listeners, and the forms the page has. */
interface Scene {
  scrollY?: number;
  forms?: number;
  /** The browser's data saver (`navigator.connection.saveData`). */
  saveData?: boolean;
}

/** Runs a page's inline loader against a stand-in document; returns what it adds and the hooks. */
function runLoader(html: string, paintTiming: boolean, present: Added[] = [], scene: Scene = {}) {
  const body = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
  const added: Added[] = [];
  const hooks: {
    paint?: () => void;
    frame?: () => void;
    timers: (() => void)[];
    /** Timers set with a delay: the fallbacks, run only where a test says so. */
    later: { timer: () => void; delay: number }[];
    /** The window's load event. */
    load?: () => void;
    listeners: Map<string, (event: { type: string }) => void>;
    /** Tells the form observer whether a form nears the screen. */
    formsSeen?: (near: boolean) => void;
    observed: number;
  } = { timers: [], later: [], listeners: new Map(), observed: 0 };
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
  // The stylesheets the page inlined in part, as their disabled links.
  const links = [
    ...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled data-after-paint>/g),
  ].map(([, href]) => ({
    href: href ?? "",
    disabled: true,
    media: "",
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
  }));
  const forms = Array.from({ length: scene.forms ?? 0 }, () => ({}));
  const document = {
    createElement: element,
    head,
    querySelectorAll: (selector: string) => {
      if (selector === "form") return forms;
      expect(selector).toBe("link[data-after-paint]");
      return links;
    },
  };
  class IntersectionObserver {
    constructor(
      callback: (entries: { isIntersecting: boolean }[]) => void,
      options: { rootMargin: string },
    ) {
      expect(options).toEqual({ rootMargin: "400px" });
      hooks.formsSeen = (near) => callback([{ isIntersecting: near }]);
    }
    observe() {
      hooks.observed++;
    }
    disconnect() {
      hooks.formsSeen = undefined;
    }
  }
  const window = {
    PerformanceObserver: undefined as unknown,
    IntersectionObserver,
    scrollY: scene.scrollY ?? 0,
    navigator: {
      connection: scene.saveData === undefined ? undefined : { saveData: scene.saveData },
    },
    addEventListener: (
      type: string,
      listener: (event: { type: string }) => void,
      options: unknown,
    ) => {
      if (type === "load") {
        hooks.load = () => listener({ type });
        return;
      }
      expect(options).toEqual({ capture: true, passive: true });
      hooks.listeners.set(type, listener);
    },
    removeEventListener: (type: string) => hooks.listeners.delete(type),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      hooks.paint = () => this.callback({}, { disconnect: () => {} });
    }
  }
  window.PerformanceObserver = PerformanceObserver;
  new Function("document", "window", "requestAnimationFrame", "setTimeout", body)(
    document,
    window,
    (frame: () => void) => (hooks.frame = frame),
    (timer: () => void, delay = 0) =>
      delay > 0 ? hooks.later.push({ timer, delay }) : hooks.timers.push(timer),
  );
  return { added, hooks, links, window };
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
    const byAddress = (node: Added) => String(node.attributes.src ?? node.attributes.href);
    expect([...added].sort((a, b) => byAddress(a).localeCompare(byAddress(b)))).toEqual([
      {
        tag: "link",
        attributes: { rel: "modulepreload", href: "/assets/index-a.js", fetchpriority: "low" },
      },
      { tag: "script", attributes: { type: "module", async: true, src: "/assets/index-a.js" } },
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

  it("adds each preload and the entry in a task of its own", () => {
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
    expect(added.map((node) => node.tag).sort()).toEqual(["link", "link", "script"]);
  });

  it("keeps an address from closing the loader's script", () => {
    const html = afterPaint(page.replace("/assets/route-b.js", "/assets/</script>.js"));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const { added, hooks } = runLoader(html, true);
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added.map(({ attributes }) => attributes.href)).toContain("/assets/</script>.js");
  });

  const styled = page.replace(
    "<title>",
    '<link rel="stylesheet" href="/assets/forms.css" disabled data-after-paint><link rel="stylesheet" href="/assets/Header.css" disabled data-after-paint><title>',
  );

  it("loads the page's whole stylesheets for print, then applies them at once, before its entry script", () => {
    const { added, hooks, links } = runLoader(afterPaint(styled), true);
    hooks.paint?.();
    runTimers(hooks.timers);
    // Loading, drawing nothing yet; the preloads are on their way, the entry waits for every rule.
    expect(links.map(({ disabled, media }) => [disabled, media])).toEqual([
      [false, "print"],
      [false, "print"],
    ]);
    expect(added.map(({ tag }) => tag)).toEqual(["link", "link"]);
    links[1]?.onload?.();
    expect(links.map(({ media }) => media)).toEqual(["print", "print"]);
    // One that fails to come does not hold the others.
    links[0]?.onerror?.();
    expect(links.map(({ media }) => media)).toEqual(["all", "all"]);
    runTimers(hooks.timers);
    expect(added.map(({ tag }) => tag)).toEqual(["link", "link", "script"]);
  });

  it("applies the stylesheets and starts the entry once they had their time, if one never reports", () => {
    const { added, hooks, links } = runLoader(afterPaint(styled), true);
    hooks.paint?.();
    runTimers(hooks.timers);
    links[1]?.onload?.();
    runTimers(hooks.timers);
    expect(added.map(({ tag }) => tag)).toEqual(["link", "link"]);
    expect(hooks.later.map(({ delay }) => delay)).toEqual([5000]);
    hooks.later.shift()?.timer();
    expect(links.map(({ media }) => media)).toEqual(["all", "all"]);
    runTimers(hooks.timers);
    expect(added.map(({ tag }) => tag)).toEqual(["link", "link", "script"]);
    // The late event changes nothing more.
    links[0]?.onload?.();
    runTimers(hooks.timers);
    expect(added).toHaveLength(3);
  });

  it("starts a second after the load event where no paint is reported (a page in a background tab)", () => {
    const { added, hooks } = runLoader(afterPaint(page), true);
    hooks.load?.();
    runTimers(hooks.timers);
    expect(added).toEqual([]);
    expect(hooks.later.map(({ delay }) => delay)).toEqual([1000]);
    hooks.later.shift()?.timer();
    runTimers(hooks.timers);
    expect(added.map((node) => node.tag).sort()).toEqual(["link", "link", "script"]);
    // The paint reported after all adds nothing twice.
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(added).toHaveLength(3);
  });

  it("leaves a page without an entry script as it is, but for its stylesheets", () => {
    const html = `<head><title>x</title></head><body><p>Not found</p></body>`;
    expect(afterPaint(html)).toBe(html);
    const alone = html.replace(
      "<title>",
      '<link rel="stylesheet" href="/assets/forms.css" disabled data-after-paint><title>',
    );
    const { added, hooks, links } = runLoader(afterPaint(alone), true);
    hooks.paint?.();
    runTimers(hooks.timers);
    links[0]?.onload?.();
    runTimers(hooks.timers);
    expect(links[0]?.media).toBe("all");
    expect(added).toEqual([]);
  });
});

describe("a page whose code waits for a visitor saving data", () => {
  const quiet = (scene: Scene = {}) => {
    const run = runLoader(afterPaint(styledPage, { onIntent: true }), true, [], {
      saveData: true,
      ...scene,
    });
    run.hooks.paint?.();
    runTimers(run.hooks.timers);
    return run;
  };
  const styledPage = page.replace(
    "<title>",
    '<link rel="stylesheet" href="/assets/Header.css" disabled data-after-paint><title>',
  );
  const tags = (added: Added[]) => added.map(({ tag }) => tag);

  it("applies its stylesheets after the paint, and loads no code while it is only read", () => {
    const { added, hooks, links } = quiet();
    links[0]?.onload?.();
    runTimers(hooks.timers);
    expect(links[0]?.media).toBe("all");
    expect(added).toEqual([]);
    expect([...hooks.listeners.keys()].sort()).toEqual(
      ["focusin", "keydown", "pointerdown", "pointermove", "scroll", "touchstart"].sort(),
    );
  });

  for (const type of ["pointermove", "pointerdown", "touchstart", "keydown", "focusin"]) {
    it(`loads its code on the first ${type}, after its stylesheets, and stops listening`, () => {
      const { added, hooks, links } = quiet();
      hooks.listeners.get(type)?.({ type });
      runTimers(hooks.timers);
      // The preloads go; the entry waits for the stylesheets, as on any page.
      expect(tags(added)).toEqual(["link", "link"]);
      links[0]?.onload?.();
      runTimers(hooks.timers);
      expect(tags(added)).toEqual(["link", "link", "script"]);
      expect(hooks.listeners.size).toBe(0);
    });
  }

  for (const scene of [{ saveData: false }, {}] as const) {
    it(`loads it after the paint as any page, for a visitor not saving data (${JSON.stringify(scene)})`, () => {
      const { added, hooks, links } = runLoader(
        afterPaint(styledPage, { onIntent: true }),
        true,
        [],
        scene,
      );
      expect(hooks.listeners.size).toBe(0);
      hooks.paint?.();
      runTimers(hooks.timers);
      links[0]?.onload?.();
      runTimers(hooks.timers);
      expect(tags(added).sort()).toEqual(["link", "link", "script"]);
    });
  }

  it("hears a reach before the first paint, and loads the code once the page has painted", () => {
    const { added, hooks } = runLoader(afterPaint(styledPage, { onIntent: true }), true, [], {
      saveData: true,
    });
    hooks.listeners.get("pointerdown")?.({ type: "pointerdown" });
    runTimers(hooks.timers);
    expect(added).toEqual([]);
    hooks.paint?.();
    runTimers(hooks.timers);
    expect(tags(added)).toEqual(["link", "link"]);
  });

  it("loads it once scrolled past where the back-to-top button shows, not before", () => {
    const { added, hooks, window } = quiet();
    window.scrollY = 120;
    hooks.listeners.get("scroll")?.({ type: "scroll" });
    runTimers(hooks.timers);
    expect(added).toEqual([]);
    window.scrollY = 201;
    hooks.listeners.get("scroll")?.({ type: "scroll" });
    runTimers(hooks.timers);
    expect(tags(added)).toEqual(["link", "link"]);
  });

  it("loads it at once when the page opens scrolled (an anchor, a way back)", () => {
    const { added } = quiet({ scrollY: 900 });
    expect(tags(added)).toEqual(["link", "link"]);
  });

  it("loads it as a form nears the screen", () => {
    const { added, hooks } = quiet({ forms: 2 });
    expect(hooks.observed).toBe(2);
    hooks.formsSeen?.(false);
    runTimers(hooks.timers);
    expect(added).toEqual([]);
    hooks.formsSeen?.(true);
    runTimers(hooks.timers);
    expect(tags(added)).toEqual(["link", "link"]);
    expect(hooks.formsSeen).toBeUndefined();
  });

  it("loads it once, however many ways the visitor reaches", () => {
    const { added, hooks, links } = quiet();
    const listeners = [...hooks.listeners.values()];
    for (const listener of listeners) listener({ type: "keydown" });
    links[0]?.onload?.();
    runTimers(hooks.timers);
    expect(tags(added).sort()).toEqual(["link", "link", "script"]);
  });
});
