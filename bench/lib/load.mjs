// Load: page views and contact submissions at once (80 + 20 connections). Every answer must be
// 2xx, and every submission answered 2xx must be in the database once the server has stopped.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { label } from "./pages.mjs";
import { ms } from "./table.mjs";
import { HEADERS, summarize } from "./throughput.mjs";

/** The idempotency keys of the stored contact submissions (the server must be stopped first). */
async function storedKeys(dataDir) {
  const db = new PGlite(join(dataDir, "db"));
  try {
    const { rows } = await db.query(
      "select idempotency_key from submissions where kind = 'contact'",
    );
    return rows.map((row) => /** @type {{ idempotency_key: string }} */ (row).idempotency_key);
  } finally {
    await db.close();
  }
}

/** A valid contact form, unique per request through its idempotency key. */
const contactBody = (key) =>
  JSON.stringify({
    name: "Bench Visitor",
    email: "bench@example.com",
    phone: "+966 55 123 4567",
    subject: "Load test",
    message: `A submission sent by the bench, key ${key}.`,
    company_website: "",
  });

/**
 * @param {{ site: import("./server.mjs").Site, pages: import("./pages.mjs").Page[],
 *   duration: number, pageConnections?: number, contactConnections?: number,
 *   log?: (line: string) => void }} options
 */
export async function measureLoad(options) {
  const { site, pages, duration, pageConnections = 80, contactConnections = 20 } = options;
  const log = options.log ?? (() => {});
  /** Keys whose submission was answered 2xx: each must be stored. */
  const answered = new Set();

  log(
    `load: ${pageConnections} connections on pages, ${contactConnections} on /api/contact, ${duration} s`,
  );
  const [pagesResult, contactResult] = await Promise.all([
    autocannon({
      url: site.url,
      connections: pageConnections,
      duration,
      headers: HEADERS,
      // Each connection walks the pages in turn.
      requests: pages.map((page) => ({ method: "GET", path: page.path })),
    }),
    autocannon({
      url: site.url,
      connections: contactConnections,
      duration,
      requests: [
        {
          method: "POST",
          path: "/api/contact",
          // The context is the connection's; it holds the key of the request in flight.
          setupRequest: (request, context) => {
            context.key = randomUUID();
            return {
              ...request,
              headers: {
                ...request.headers,
                accept: "application/json",
                "content-type": "application/json",
                origin: site.origin,
                "idempotency-key": context.key,
              },
              body: contactBody(context.key),
            };
          },
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300) answered.add(context.key);
          },
        },
      ],
    }),
  ]);

  // SIGTERM lets the server finish what is in flight; then its database can be opened here.
  await site.stop();
  const stored = new Set(await storedKeys(site.dataDir));
  const lost = [...answered].filter((key) => !stored.has(key));
  const pagesSummary = summarize(pagesResult);
  const contactSummary = summarize(contactResult);
  // "Error: aborted" is a request the load generator cut off when a run ended: expected.
  const logLines = site.logs().split("\n");
  const aborted = logLines.filter((line) => line.trim() === "Error: aborted").length;
  const errorLines = logLines.filter(
    (line) => /error|exception|unhandled/i.test(line) && line.trim() !== "Error: aborted",
  );
  return {
    duration,
    pageConnections,
    contactConnections,
    paths: pages.map((page) => page.path),
    pages: pagesSummary,
    contact: contactSummary,
    errors:
      pagesSummary.errors + pagesSummary.non2xx + contactSummary.errors + contactSummary.non2xx,
    submissions: {
      answered: answered.size,
      stored: stored.size,
      lost: lost.length,
      lostKeys: lost.slice(0, 20),
      // Requests cut off when the run ended: stored, but their answer never read.
      storedUnanswered: [...stored].filter((key) => !answered.has(key)).length,
    },
    serverErrorLines: errorLines.slice(-20),
    serverAbortedLines: aborted,
    pagesLabels: pages.map(label),
  };
}

/** @returns {import("./table.mjs").Section[]} */
export function loadSections(result) {
  const row = (name, connections, r) => [
    name,
    connections,
    r.requests,
    Math.round(r.rps),
    ms(r.p50),
    ms(r.p99),
    ms(r.max),
    r["2xx"],
    r.non2xx,
    r.errors,
    r.timeouts,
  ];
  const { submissions } = result;
  const codes = (r) =>
    Object.entries(r.statusCodes)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", ");
  return [
    {
      title: `Load (${result.pageConnections + result.contactConnections} connections, ${result.duration} s)`,
      headers: [
        "traffic",
        "conns",
        "requests",
        "req/s",
        "p50 ms",
        "p99 ms",
        "max ms",
        "2xx",
        "non-2xx",
        "errors",
        "timeouts",
      ],
      rows: [
        row("pages (GET, in turn)", result.pageConnections, result.pages),
        row("contact (POST)", result.contactConnections, result.contact),
      ],
      notes: [
        `Pages in turn: ${result.pagesLabels.join(", ")}.`,
        "Each request times out after 10 s (autocannon's default), counted in errors and timeouts.",
        `Status codes: pages ${codes(result.pages)}; contact ${codes(result.contact)}.`,
        `Contact submissions: ${submissions.answered} answered 2xx, ${submissions.stored} stored, ${submissions.lost} lost (answered but not stored); ${submissions.storedUnanswered} stored but cut off unanswered when the run ended.`,
        ...(result.serverErrorLines.length > 0
          ? [`Server log error lines: ${result.serverErrorLines.length} (see the JSON).`]
          : []),
      ],
    },
  ];
}
