// Telemetry's cost (issue #33): the site started twice on fresh data directories, first without
// OTEL_EXPORTER_OTLP_ENDPOINT (nothing of the SDK loaded), then with it pointing to a local sink
// that takes every OTLP post and answers 200; the same pages hammered in each. The ratio says what
// tracing every request and query costs; the untraced figures set against the throughput measure's
// history say what the request log and metrics cost when tracing is off.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startSite } from "./server.mjs";
import { ms, ratio } from "./table.mjs";
import { HEADERS, summarize } from "./throughput.mjs";

/** A collector that keeps nothing: every post is read and answered 200. */
async function startSink() {
  let posts = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      posts++;
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    posts: () => posts,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Both sites run side by side and take turns on each page (off, on, off, on): a machine whose
 * load drifts meanwhile (other work, its own heat) weighs on both alike.
 * @param {{ paths: string[], connections: number, duration: number, warmup: number,
 *   rounds?: number, log: (line: string) => void }} options
 */
export async function measureTelemetry({ paths, connections, duration, warmup, rounds = 2, log }) {
  const sink = await startSink();
  const modes = {
    off: {},
    on: {
      OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_BSP_SCHEDULE_DELAY: "1000",
      OTEL_METRIC_EXPORT_INTERVAL: "5000",
    },
  };
  /** @type {Record<string, { site: Awaited<ReturnType<typeof startSite>>, dataDir: string }>} */
  const sites = {};
  /** @type {Record<string, Record<string, ReturnType<typeof summarize>[]>>} */
  const runs = { off: {}, on: {} };
  try {
    for (const [mode, env] of Object.entries(modes)) {
      const dataDir = mkdtempSync(join(tmpdir(), `rawafed-telemetry-${mode}-`));
      sites[mode] = {
        dataDir,
        site: await startSite({ dataDir, env: { SEED_DEMO: "0", ...env } }),
      };
    }
    for (const path of paths) {
      for (let round = 1; round <= rounds; round++) {
        for (const mode of Object.keys(modes)) {
          log(`telemetry: ${path}, ${mode}, round ${round} of ${rounds}`);
          const options = { url: sites[mode].site.url + path, connections, headers: HEADERS };
          if (warmup > 0) await autocannon({ ...options, duration: warmup });
          const result = summarize(await autocannon({ ...options, duration }));
          runs[mode][path] = [...(runs[mode][path] ?? []), result];
        }
      }
    }
    /** The rounds' mean req/s and worst p99. */
    const merged = (list) => ({
      rps: list.reduce((sum, one) => sum + one.rps, 0) / list.length,
      p99: Math.max(...list.map((one) => one.p99)),
      non2xx: list.reduce((sum, one) => sum + one.non2xx + one.errors + one.timeouts, 0),
    });
    const results = Object.fromEntries(
      Object.entries(runs).map(([mode, byPath]) => [
        mode,
        Object.fromEntries(Object.entries(byPath).map(([path, list]) => [path, merged(list)])),
      ]),
    );
    return { connections, duration, rounds, paths, results, sinkPosts: sink.posts() };
  } finally {
    for (const { site, dataDir } of Object.values(sites)) {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await sink.stop();
  }
}

/** @returns {import("./table.mjs").Section[]} */
export function telemetrySections(result) {
  return [
    {
      title: "Telemetry: requests per second without and with OpenTelemetry export",
      headers: ["page", "off req/s", "off p99 ms", "on req/s", "on p99 ms", "on / off"],
      rows: result.paths.map((path) => {
        const off = result.results.off[path];
        const on = result.results.on[path];
        return [
          path,
          off.rps.toFixed(0),
          ms(off.p99),
          on.rps.toFixed(0),
          ms(on.p99),
          ratio(on.rps / off.rps),
        ];
      }),
      notes: [
        `${result.connections} connections for ${result.duration} s per page and round, ${result.rounds} rounds taken in turn (mean req/s, worst p99); each site on a fresh embedded database (no demo catalog). "On": OTEL_EXPORTER_OTLP_ENDPOINT names a local sink (${result.sinkPosts} OTLP posts taken), a span per request and per query. "Off": no endpoint, nothing of the SDK loaded; the request log line and metrics are there in both.`,
        "Reported, not budgeted. Compare the off figures with the throughput measure's to see the cost of the log line and metrics.",
      ],
    },
  ];
}
