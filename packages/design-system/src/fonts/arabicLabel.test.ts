import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import en from "../../../i18n/src/messages/en/core.json";

const label = en["shell.languageSwitch.label"];

describe("the Arabic label face of English pages", () => {
  it("draws every letter of the language switch's label", async () => {
    const woff2 = readFileSync(new URL("./cairo-arabic-label.woff2", import.meta.url));
    const face = new Face(new Blob(await convert(woff2, "sfnt")));
    const covered = new Set(face.collectUnicodes());
    const missing = [...label].filter((char) => !covered.has(char.codePointAt(0) ?? 0));
    // A changed label needs a new face: `node packages/design-system/scripts/subset-label-font.mjs`.
    expect(missing).toEqual([]);
  });

  it("is the label's glyphs only, not Cairo's Arabic subset", () => {
    const bytes = readFileSync(new URL("./cairo-arabic-label.woff2", import.meta.url)).length;
    expect(bytes).toBeLessThan(5_000);
  });
});
