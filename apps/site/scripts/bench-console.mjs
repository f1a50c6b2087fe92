#!/usr/bin/env node
// `node scripts/bench-console.mjs [rounds]`: seeds the reviewing team's console with 10,000
// submissions of each kind in a fresh database and prints p50/p95 of each section's page data (as
// JSON with BENCH_JSON=1). On PGlite in a temporary directory; with DATABASE_URL, on a temporary
// database of that server (dropped after).
import { join } from "node:path";
import { runnerImport } from "vite";
import { appDir, withBenchStore } from "./benchStore.mjs";

const [rounds = 20] = process.argv.slice(2).map(Number);
await withBenchStore("console", async (engine) => {
  // One module graph: the bench's database is the one the console's code opens.
  const { module: bench } = await runnerImport(join(appDir, "bench/reviewConsole.ts"), {
    logLevel: "silent",
  });
  const database = await bench.openDb();
  const started = performance.now();
  await bench.seedConsole(database);
  console.log(`${engine}: seeded in ${Math.round(performance.now() - started)} ms`);
  const timings = await bench.measureConsole(database, rounds);
  for (const t of timings) {
    console.log(
      `${t.label.padEnd(28)}${t.p50.toFixed(1).padStart(9)}${t.p95.toFixed(1).padStart(9)}`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ engine, timings }));
  await (database.$client.end?.() ?? database.$client.close?.());
});
