// A `.css.ts` file's compiled CSS imports the styles of every `.css.ts` module its evaluation
// loaded: one that imports the design system's index (for `vars`) made each form field carry the
// CSS of every component the index exports, the review console's and the studio's too, and every
// page listed them (32 stylesheets on the home page, 18 since). Tokens come from
// `@rawafed/design-system/tokens` or the tokens file itself.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../../..");
const folders = ["packages", "apps/site/src"].map((folder) => join(root, folder));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css.ts") && !file.includes("node_modules"))
    .map((file) => join(dir, file));
}

/** An import of a whole package (its index), which evaluates every style it exports. */
const wholePackage = /from\s+["']@rawafed\/(design-system|forms)["']/;

describe("style files", () => {
  const files = folders.flatMap(styleFiles);

  it("are found", () => expect(files.length).toBeGreaterThan(100));

  it("import tokens, never a package's index", () => {
    const offenders = files
      .filter((file) => wholePackage.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
