// Writes src/fonts/cairo-arabic-label.woff2: Cairo Bold with only the glyphs of the language
// switch's Arabic label ("العربية"), for English pages. Run it again when that label changes
// (`node packages/design-system/scripts/subset-label-font.mjs`); a unit test checks the file
// still covers the label.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const catalogFile = new URL("../../i18n/src/messages/en/core.json", import.meta.url);
const catalog = JSON.parse(readFileSync(catalogFile, "utf8"));
const source = require.resolve("@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2");
const target = new URL("../src/fonts/cairo-arabic-label.woff2", import.meta.url);

const label = catalog["shell.languageSwitch.label"];
const subset = await subsetFont(readFileSync(source), label, {
  targetFormat: "woff2",
  // The label is bold: one static instance instead of the variable axis.
  variationAxes: { wght: 700 },
});
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes for "${label}"`);
