#!/usr/bin/env node
// `node scripts/bench-pipeline.mjs [pages]`: draws a chapter of a `pages`-page PDF (default 20)
// through the page pipeline on a fresh embedded database in a temporary directory, and prints the
// time it took as JSON (`npm run bench` reads it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const [pages = 20] = process.argv.slice(2).map(Number);
const appDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "rawafed-bench-pipeline-"));

process.env.DATA_DIR = dataDir;
process.env.MIGRATIONS_DIR = join(appDir, "drizzle");
delete process.env.DATABASE_URL;
try {
  const load = async (path) =>
    (await runnerImport(join(appDir, path), { logLevel: "silent" })).module;
  // One module graph: the bench's database is the one the pipeline opens (two embedded
  // databases on one directory would corrupt it).
  const bench = await load("bench/comicsPipeline.ts");
  const timing = await bench.measurePipeline(pages);
  console.log(JSON.stringify(timing));
  await bench.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
