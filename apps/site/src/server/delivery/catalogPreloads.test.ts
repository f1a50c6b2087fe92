import { describe, expect, it } from "vitest";
import { afterPaint } from "./afterPaint";
import { areaChunks, catalogPreloads } from "./catalogPreloads";

// A client build's manifest as Vite writes it (keys relative to the site's folder).
const manifest = {
  "src/client.tsx": { file: "assets/index-a.js", isEntry: true },
  "../../packages/i18n/src/messages/en/areas/site.ts": {
    file: "assets/site-en.js",
    isDynamicEntry: true,
    imports: ["_shared-b.js"],
  },
  "../../packages/i18n/src/messages/ar/areas/site.ts": {
    file: "assets/site-ar.js",
    isDynamicEntry: true,
  },
  "../../packages/i18n/src/messages/en/areas/comics.ts": { file: "assets/comics-en.js" },
  "../../packages/i18n/src/messages/en/nationalities.json": { file: "assets/nat-en.js" },
  "_shared-b.js": { file: "assets/shared-b.js" },
};

describe("the catalog areas a page's entry imports, preloaded with the page", () => {
  const chunks = areaChunks(manifest);

  it("names each area's chunk and what it imports, in the page's language", () => {
    expect(catalogPreloads("/en/comics/x", chunks)).toEqual([
      "/assets/site-en.js",
      "/assets/shared-b.js",
      "/assets/comics-en.js",
    ]);
    expect(catalogPreloads("/en/careers", chunks)).toContain("/assets/nat-en.js");
    expect(catalogPreloads("/ar/careers", chunks)).toContain("/assets/site-ar.js");
  });

  it("names none for a company page, which hydrates with the messages it carries", () => {
    expect(catalogPreloads("/en/about-us", chunks)).toEqual([]);
    expect(catalogPreloads("/ar", chunks)).toEqual([]);
    expect(catalogPreloads("/en", chunks)).toEqual([]);
  });

  it("names none outside a language, or without a client build", () => {
    expect(catalogPreloads("/api/contact", chunks)).toEqual([]);
    expect(catalogPreloads("/en/comics/x", new Map())).toEqual([]);
  });

  it("puts them first among the page's preloads, once each", () => {
    const page = `<head><link rel="modulepreload" href="/assets/shared-b.js"/></head><body><script type="module" async="" src="/assets/index-a.js"></script></body>`;
    const html = afterPaint(page, { modules: catalogPreloads("/en/login", chunks) });
    expect(html).toContain(
      '["/assets/site-en.js","/assets/shared-b.js","/assets/comics-en.js"],"/assets/index-a.js"',
    );
  });
});
