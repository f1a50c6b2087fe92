import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type LayoutName, type PageId, pages } from "../site/pages";

// Each route imports its layout itself (so layouts are split per route); the page table in
// packages/i18n/src/pages.ts stays the one place that says which layout a page has.
const componentOf: Record<LayoutName, string> = {
  default: "DefaultLayout",
  second: "SecondLayout",
  four: "FourLayout",
  five: "FiveLayout",
  six: "SixLayout",
  thrid: "ThridLayout",
  none: "NoneLayout",
};

const routesDir = join(import.meta.dirname, "..", "routes");
const routeFiles = readdirSync(routesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => join(routesDir, file));

const usages = routeFiles.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/<ContentPage\s+pageId="(\w+)"\s+layout=\{(\w+)\}/g)].map(
    ([, pageId, layout]) => ({ file, pageId: pageId as PageId, layout }),
  ),
);

describe("route layouts", () => {
  it("every page of the table is drawn by a route", () => {
    const drawn = new Set(usages.map((usage) => usage.pageId));
    expect(Object.keys(pages).filter((id) => !drawn.has(id as PageId))).toEqual([]);
  });

  it.each(usages)("$pageId in $file uses the layout of the page table", ({ pageId, layout }) => {
    expect(layout).toBe(componentOf[pages[pageId].layout]);
  });
});
