import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The app sees the whole workspace: the packages it is built from and its own sources. A package
// never names the app, so this check lives here.
const root = join(import.meta.dirname, "..", "..", "..");
const sources = ["packages/design-system/src", "packages/forms/src", "apps/site/src"];

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__screenshots__" ? [] : tsxFiles(path);
    return /\.tsx$/.test(name) &&
      !/\.(stories|test)\.tsx$/.test(name) &&
      !/storyFixtures|Stories\.tsx$/.test(name)
      ? [path]
      : [];
  });
}

/** Words in JSX text, or a string-valued prop a person reads or hears. */
const jsxText = />\s*([^<>{}\n]*[A-Za-z\u0600-\u06FF]{2,}[^<>{}\n]*?)\s*<(\/?)/g;
const textProp =
  /\b(aria-label|aria-description|title|alt|placeholder)="([^"]*[A-Za-z\u0600-\u06FF][^"]*)"/g;

describe("UI text lives in the catalogs", () => {
  it("no component holds JSX text or a literal aria-label, title, alt or placeholder", () => {
    const findings: string[] = [];
    for (const source of sources) {
      for (const file of tsxFiles(join(root, source))) {
        // Comments and type parameters are not UI text.
        const code = readFileSync(file, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/(^|[^:])\/\/.*$/gm, "$1");
        for (const [, text = "", closing] of code.matchAll(jsxText)) {
          // Code between generics and arrows (`Promise<T>`, `A & Partial<B>`), not UI text.
          if (/[=;(?&|:,]/.test(text)) continue;
          if (!closing && !/\s/.test(text.trim())) continue;
          findings.push(`${relative(root, file)}: text "${text?.trim()}"`);
        }
        for (const [, prop, value = ""] of code.matchAll(textProp)) {
          // A message id handed to a component that translates it.
          if (/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(value)) continue;
          findings.push(`${relative(root, file)}: ${prop}="${value}"`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
