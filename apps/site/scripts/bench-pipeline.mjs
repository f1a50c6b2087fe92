#!/usr/bin/env node
// `node scripts/bench-pipeline.mjs [pages]`: draws a chapter of a `pages`-page PDF (default 20)
// through the page pipeline on a fresh embedded database in a temporary directory, and prints the
// time it took as JSON (`npm run bench` reads it).
// `node scripts/bench-pipeline.mjs queue [chapters] [pages]`: the pipeline's queue as the server
// runs it (bench/comicsQueue.ts; default 20 chapters of 4 pages), on PGlite in a temporary
// directory, or with DATABASE_URL on a temporary database of that server (dropped after).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runnerImport } from "vite";
import { appDir, withBenchStore } from "./benchStore.mjs";

const load = async (path) =>
  (await runnerImport(join(appDir, path), { logLevel: "silent" })).module;

if (process.argv[2] === "queue") {
  const [chapters = 20, pages = 4] = process.argv.slice(3).map(Number);
  await withBenchStore("pipeline", async (engine) => {
    // One module graph (each load is another): the queue's database is the pipeline's.
    const queue = await load("bench/comicsQueue.ts");
    const timing = await queue.measureQueue(chapters, pages);
    console.log(JSON.stringify({ engine, ...timing }));
    await queue.close();
  });
} else {
  const [pages = 20] = process.argv.slice(2).map(Number);
  const dataDir = mkdtempSync(join(tmpdir(), "rawafed-bench-pipeline-"));
  process.env.DATA_DIR = dataDir;
  process.env.MIGRATIONS_DIR = join(appDir, "drizzle");
  delete process.env.DATABASE_URL;
  try {
    // One module graph: the bench's database is the one the pipeline opens (two embedded
    // databases on one directory would corrupt it).
    const bench = await load("bench/comicsPipeline.ts");
    const timing = await bench.measurePipeline(pages);
    console.log(JSON.stringify(timing));
    await bench.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
