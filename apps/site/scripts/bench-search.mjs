#!/usr/bin/env node
// `node scripts/bench-search.mjs [comics] [chapters per comic] [rounds]`: seeds a fresh catalog
// (default 10,000 comics, 10 chapters each) and prints p50/p95 of a mix of searches. On PGlite in
// a temporary directory; with DATABASE_URL, on a temporary database of that server (dropped after).
import { join } from "node:path";
import { runnerImport } from "vite";
import { appDir, withBenchStore } from "./benchStore.mjs";

const [comics = 10_000, chaptersPerComic = 10, rounds = 20] = process.argv.slice(2).map(Number);
await withBenchStore("search", async (engine) => {
  const { module: db } = await runnerImport(join(appDir, "src/server/db/index.ts"), {
    logLevel: "silent",
  });
  const { module: bench } = await runnerImport(join(appDir, "bench/comicsSearch.ts"), {
    logLevel: "silent",
  });
  const database = await db.getDb();
  let start = performance.now();
  await bench.seedComicsSearch(database, { comics, chaptersPerComic });
  console.log(
    `${engine}: seeded ${comics} comics, ${comics * chaptersPerComic} chapters in ${Math.round(performance.now() - start)} ms`,
  );
  start = performance.now();
  const timings = await bench.measureSearch(database, rounds);
  console.log(`${rounds} rounds in ${Math.round(performance.now() - start)} ms`);
  const row = (...cells) =>
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(24) : cell.padStart(9))).join(""));
  row("query", "results", "p50 ms", "p95 ms", "cpu p50", "cpu p95");
  for (const t of timings) {
    row(t.label, String(t.total), ...[t.p50, t.p95, t.cpuP50, t.cpuP95].map((n) => n.toFixed(1)));
  }
  // BENCH_JSON=1: one JSON line last, for `npm run bench`.
  if (process.env.BENCH_JSON) {
    console.log(JSON.stringify({ engine, comics, chapters: comics * chaptersPerComic, timings }));
  }
  console.log(
    `load average: ${(await import("node:os"))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  await (database.$client.end?.() ?? database.$client.close?.());
});
