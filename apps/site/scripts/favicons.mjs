#!/usr/bin/env node
// Draws the site's icons from public/favicon.svg (their one source) as PNGs in public/:
// `node scripts/favicons.mjs`, then commit them. An SVG icon is drawn by Chromium in the page's
// own renderer, as a document of its own, on every visit; a PNG is decoded outside the page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../../scripts/chromium.mjs";

const publicDir = join(import.meta.dirname, "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
// iOS rounds the touch icon's corners itself and fills transparent ones with black: square it.
const icons = [
  { file: "favicon-32.png", size: 32, square: false },
  { file: "apple-touch-icon.png", size: 180, square: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { file, size, square } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    let sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    if (square) sized = sized.replace(/ rx="[^"]*"/, "");
    await page.setContent(`<style>*{margin:0}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`public/${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
