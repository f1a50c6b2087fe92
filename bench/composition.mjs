// What a page's first-load JavaScript is made of, by package: the chunks its prerendered HTML
// loads, split by their source maps, each chunk's gzip size shared out by its bytes. Needs a build
// with source maps: `SOURCEMAP=1 pnpm --filter @rawafed/site build`, then
// `node bench/composition.mjs [--files] [--origin=http://localhost:3000] [/en/page ...]`
// (`--files`: by source file of the workspace, not by package; `--origin`: the production server
// that draws the pages not prerendered). Not part of `npm run bench`: production builds carry no source maps.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
import { siteDir } from "./lib/server.mjs";

const clientDir = join(siteDir, "dist/client");
const byFile = process.argv.includes("--files");
const origin = process.argv.find((arg) => arg.startsWith("--origin="))?.slice("--origin=".length);
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const pages = named.length > 0 ? named : ["/en"];

/** The package (or workspace folder) a source file belongs to. */
function owner(source) {
  const inModules = source.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/,
  );
  if (inModules) return inModules[1];
  if (byFile) return source.replace(/^(\.\.\/)+/, "");
  const workspace = source.replace(/^(\.\.\/)+/, "").match(/^(packages\/[^/]+|src)\//);
  return workspace ? (workspace[1] === "src" ? "apps/site" : workspace[1]) : "(unmapped)";
}

/** Bytes of a chunk per owning package, from its source map. */
function bytesByOwner(code, map) {
  const lines = code.split("\n");
  const mappings = [];
  map.eachMapping((mapping) => mappings.push(mapping));
  const bytes = new Map();
  for (const [index, mapping] of mappings.entries()) {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? "";
    const end =
      next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const key = mapping.source ? owner(mapping.source) : "(unmapped)";
    bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - mapping.generatedColumn));
  }
  return bytes;
}

/** A page's HTML: prerendered, or from the server at `--origin=` (a page drawn per request). */
async function pageHtml(page) {
  const file = join(clientDir, decodeURIComponent(page), "index.html");
  if (existsSync(file)) return readFileSync(file, "utf8");
  if (!origin) throw new Error(`${page}: no prerendered page at ${file}; give --origin=`);
  return (await fetch(new URL(page, origin))).text();
}

/** The JS files a page loads at once: its module script and module preloads. */
async function pageChunks(page) {
  const html = await pageHtml(page);
  // The loader lists them as JSON strings (`server/afterPaint.ts`), not as src/href attributes.
  const urls = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  return [...new Set(urls)];
}

for (const page of pages) {
  const totals = new Map();
  let gzipTotal = 0;
  const chunks = await pageChunks(page);
  if (!chunks.some((url) => existsSync(join(clientDir, `${url}.map`)))) {
    console.error(`${page}: no source maps; build with SOURCEMAP=1 first`);
    process.exit(2);
  }
  for (const url of chunks) {
    const file = join(clientDir, url);
    const code = readFileSync(file, "utf8");
    const gzip = gzipSync(code, { level: 9 }).length;
    gzipTotal += gzip;
    // A chunk of Vite's own (its preload helper) has no source map.
    if (!existsSync(`${file}.map`)) {
      totals.set("(unmapped)", (totals.get("(unmapped)") ?? 0) + gzip);
      continue;
    }
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    const bytes = bytesByOwner(code, map);
    const mapped = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [key, value] of bytes) {
      totals.set(key, (totals.get(key) ?? 0) + (gzip * value) / mapped);
    }
  }
  console.log(`\n${page}: ${(gzipTotal / 1000).toFixed(1)} KB gzip (level 9) in its first-load JS`);
  console.log(`| ${byFile ? "file" : "package"} | KB gzip (share) |\n| :--- | ---: |`);
  for (const [key, value] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (value >= 100) console.log(`| ${key} | ${(value / 1000).toFixed(1)} |`);
  }
}
