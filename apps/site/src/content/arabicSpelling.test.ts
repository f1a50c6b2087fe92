import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../../..");

/** Every file that holds Arabic copy a visitor reads: catalogs, content, documents, captions. */
function arabicSources(): string[] {
  const dirs = [
    "packages/i18n/src/messages/ar",
    "apps/site/src/content/ar",
    "apps/site/public/videos",
  ];
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(json|ts|vtt)$/.test(file) && !file.endsWith(".test.ts"))
      .map((file) => join(dir, file)),
  );
}

describe("Arabic spelling", () => {
  it("covers the catalogs, the content and the captions", () => {
    const files = arabicSources();
    expect(files.some((f) => f.endsWith("ar/validation.json"))).toBe(true);
    expect(files.some((f) => f.endsWith(".ar.vtt"))).toBe(true);
  });

  // Fathatan before the alef (لًا) breaks Cairo's lam-alef ligature in WebKit; on the alef (لاً)
  // every engine shapes it.
  it.each(arabicSources())("%s writes tanween fath on the alef", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    const misplaced = [...text.matchAll(/\S*\u064B\u0627\S*/gu)].map((m) => m[0]);
    expect(misplaced).toEqual([]);
  });
});
