// Throughput: requests per second and latency at 50 connections for a prerendered page and a
// server-rendered one, beside a plain static server sending the prerendered page's exact bytes:
// the ratio says what the site's server costs over the cheapest way to send that page.
import { existsSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { startStaticServer } from "./server.mjs";
import { kb, ms, ratio } from "./table.mjs";
import { rawGet } from "./weight.mjs";

/** The same request headers for every target (a browser's, minus the cookies). */
export const HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" };

/** @param {import("autocannon").Result} result */
export function summarize(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    "2xx": result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}

/**
 * One autocannon run after an unrecorded warm-up (JIT, caches, pools). With `host`, every request
 * is built anew with the `Host` it returns: a random one is what an attacker does to multiply a
 * server's caches. Rebuilding each request costs autocannon, on the same two cores, as much in
 * both runs that are compared, so the random-Host run is set against a run that sets the site's
 * own Host the same way.
 */
async function hammer({ url, connections, duration, warmup, host }) {
  const requests = host
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, host: host() },
          }),
        },
      ]
    : undefined;
  const options = { url, connections, headers: HEADERS, requests };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return summarize(await autocannon({ ...options, duration }));
}

/** Whether the build wrote the page as a file (`/en/about-us` → en/about-us/index.html). */
export function isPrerendered(clientDir, path) {
  const file = decodeURI(path).replace(/^\//, "");
  return [`${file}/index.html`, `${file}.html`].some((name) => existsSync(join(clientDir, name)));
}

/**
 * @param {{ siteUrl: string, clientDir: string, prerendered: import("./pages.mjs").Page,
 *   dynamic: import("./pages.mjs").Page, connections: number, duration: number, warmup: number,
 *   log?: (line: string) => void }} options
 */
export async function measureThroughput(options) {
  const { siteUrl, clientDir, prerendered, dynamic, connections, duration, warmup } = options;
  const log = options.log ?? (() => {});
  const page = await rawGet(siteUrl + prerendered.path, HEADERS["accept-encoding"], {
    accept: HEADERS.accept,
  });
  if (page.status !== 200) throw new Error(`${prerendered.path} answered ${page.status}`);
  const headers = {
    "content-type": String(page.headers["content-type"] ?? "text/html"),
    vary: "Accept-Encoding",
    ...(page.encoding === "identity" ? {} : { "content-encoding": page.encoding }),
  };
  const staticServer = await startStaticServer({ body: page.body, headers });
  const run = { connections, duration, warmup };
  try {
    log(`throughput: static server ${prerendered.path}`);
    const reference = await hammer({ ...run, url: staticServer.url + prerendered.path });
    log(`throughput: site ${prerendered.path}`);
    const site = await hammer({ ...run, url: siteUrl + prerendered.path });
    log(`throughput: site ${prerendered.path}, its own Host set per request`);
    // A name, as the random ones are (a name costs more to parse than an IP address): the site
    // allows its loopback names on its port.
    const ownHost = `localhost:${new URL(siteUrl).port}`;
    const sameHosts = await hammer({
      ...run,
      url: siteUrl + prerendered.path,
      host: () => ownHost,
    });
    log(`throughput: site ${prerendered.path}, a random Host per request`);
    const randomHosts = await hammer({
      ...run,
      url: siteUrl + prerendered.path,
      host: () => `h${Math.random().toString(36).slice(2)}.example`,
    });
    log(`throughput: site ${dynamic.path}`);
    const rendered = await hammer({ ...run, url: siteUrl + dynamic.path });
    return {
      connections,
      duration,
      warmup,
      headers: HEADERS,
      static: { ...prerendered, bytes: page.bytes, encoding: page.encoding, ...reference },
      prerendered: {
        ...prerendered,
        prerendered: isPrerendered(clientDir, prerendered.path),
        ...site,
      },
      sameHosts: {
        ...prerendered,
        prerendered: isPrerendered(clientDir, prerendered.path),
        ...sameHosts,
      },
      randomHosts: {
        ...prerendered,
        prerendered: isPrerendered(clientDir, prerendered.path),
        ...randomHosts,
      },
      dynamic: { ...dynamic, prerendered: isPrerendered(clientDir, dynamic.path), ...rendered },
      ratios: {
        prerendered: site.rps / reference.rps,
        randomHosts: randomHosts.rps / sameHosts.rps,
        dynamic: rendered.rps / reference.rps,
      },
    };
  } finally {
    await staticServer.stop();
  }
}

/** @returns {import("./table.mjs").Section[]} */
export function throughputSections(result) {
  const row = (name, target, over) => [
    name,
    decodeURI(target.path),
    Math.round(target.rps),
    ms(target.p50),
    ms(target.p99),
    target.requests,
    target.non2xx,
    target.errors,
    target.timeouts,
    over,
  ];
  const kind = (target) => (target.prerendered ? "prerendered" : "server-rendered");
  return [
    {
      title: `Throughput (${result.connections} connections, ${result.duration} s each)`,
      headers: [
        "target",
        "path",
        "req/s",
        "p50 ms",
        "p99 ms",
        "requests",
        "non-2xx",
        "errors",
        "timeouts",
        "vs static",
      ],
      rows: [
        row("static server", result.static, ratio(1)),
        row(
          `site, ${kind(result.prerendered)}`,
          result.prerendered,
          ratio(result.ratios.prerendered),
        ),
        ...(result.sameHosts
          ? [
              row(
                `site, ${kind(result.sameHosts)}, own Host per request`,
                result.sameHosts,
                ratio(result.sameHosts.rps / result.static.rps),
              ),
            ]
          : []),
        ...(result.randomHosts
          ? [
              row(
                `site, ${kind(result.randomHosts)}, random Host`,
                result.randomHosts,
                `${ratio(result.randomHosts.rps / result.static.rps)} (${ratio(result.ratios.randomHosts)} of own Host)`,
              ),
            ]
          : []),
        row(`site, ${kind(result.dynamic)}`, result.dynamic, ratio(result.ratios.dynamic)),
      ],
      notes: [
        `Static server: plain node:http in its own process, answering with the site's bytes of ${decodeURI(result.static.path)} (${kb(result.static.bytes)} KB, ${result.static.encoding}).`,
        `Headers for every request: ${Object.entries(result.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join("; ")}. Each run follows an unrecorded ${result.warmup} s warm-up.`,
        ...(result.prerendered.prerendered
          ? []
          : [
              `${decodeURI(result.prerendered.path)} has no prerendered file in dist/client: it was server-rendered.`,
            ]),
      ],
    },
  ];
}
