#!/usr/bin/env node
// `node scripts/bench-studio.mjs [rounds]`: seeds the editorial studio with 10,000 items in a fresh
// database and prints p50/p95 of each list the studio's pages ask for (as JSON with
// BENCH_JSON=1). On PGlite in a temporary directory; with DATABASE_URL, on a temporary database of
// that server (dropped after).
import { join } from "node:path";
import { runnerImport } from "vite";
import { appDir, withBenchStore } from "./benchStore.mjs";

const [rounds = 20] = process.argv.slice(2).map(Number);
await withBenchStore("studio", async (engine) => {
  // One module graph: the bench's database is the one the list's code opens.
  const { module: bench } = await runnerImport(join(appDir, "bench/studioList.ts"), {
    logLevel: "silent",
  });
  const database = await bench.openDb();
  const started = performance.now();
  await bench.seedStudio(database);
  const seeded = await bench.seededCounts(database);
  console.log(
    `${engine}: seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(seeded)}`,
  );
  const timings = await bench.measureStudio(database, rounds);
  for (const t of timings) {
    console.log(
      `${t.label.padEnd(32)}${String(t.total).padStart(7)}${t.p50.toFixed(1).padStart(9)}${t.p95.toFixed(1).padStart(9)}`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ engine, seeded, timings }));
  await (database.$client.end?.() ?? database.$client.close?.());
});
