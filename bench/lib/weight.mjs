// Page weight: what a first visit downloads. Chromium loads the page and lists every request;
// then each JS, CSS and HTML response is fetched again twice, with `accept-encoding: gzip` and
// with `br`, and counted as the server sends it (compressed or not).

import { existsSync, readdirSync, statSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";
import { label } from "./pages.mjs";
import { kb, ratio } from "./table.mjs";

/**
 * The body as it arrives on the wire: node:http never decompresses.
 * @param {string} url
 * @param {string} acceptEncoding
 * @returns {Promise<{ status: number, encoding: string, bytes: number, body: Buffer }>}
 */
export function rawGet(url, acceptEncoding, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: { "accept-encoding": acceptEncoding, ...extraHeaders }, agent: false },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            bytes: body.length,
            body,
            headers: response.headers,
          });
        });
      },
    );
    request.on("error", reject);
  });
}

/** @param {string} contentType @param {string} resourceType */
function kindOf(contentType, resourceType) {
  if (/javascript|ecmascript/.test(contentType)) return "js";
  if (contentType.includes("text/css")) return "css";
  if (contentType.includes("text/html") && resourceType === "document") return "html";
  if (contentType.startsWith("font/") || /woff|truetype|opentype/.test(contentType)) return "font";
  if (contentType.startsWith("image/")) return "image";
  return "other";
}

const textKinds = new Set(["js", "css", "html"]);

/** One resource's bytes: per encoding as sent, plus what gzip -6 / brotli 11 would make of it. */
async function measureResource(url, kind) {
  if (!textKinds.has(kind)) {
    const sent = await rawGet(url, "br, gzip");
    return { bytes: sent.bytes, encoding: sent.encoding };
  }
  const [gzip, br, identity] = await Promise.all(
    ["gzip", "br", "identity"].map((encoding) => rawGet(url, encoding)),
  );
  for (const answer of [gzip, br, identity]) {
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  }
  return {
    identity: identity.bytes,
    gzip: gzip.bytes,
    gzipEncoding: gzip.encoding,
    br: br.bytes,
    brEncoding: br.encoding,
    // The reference figures when the server sent a type uncompressed.
    gzipIdeal: gzipSync(identity.body, { level: 6 }).length,
    brIdeal: brotliCompressSync(identity.body).length,
  };
}

const emptyText = () => ({
  count: 0,
  identity: 0,
  gzip: 0,
  br: 0,
  gzipIdeal: 0,
  brIdeal: 0,
  uncompressed: 0,
});

/**
 * Loads one page in a fresh context (empty cache, no cookies) and sums what it downloaded.
 * @param {import("playwright").Browser} browser
 * @param {string} url
 */
export async function measurePage(browser, url) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    /** @type {import("playwright").Request[]} */
    const requests = [];
    tab.on("request", (request) => requests.push(request));
    // Errors on the console (a CSP refusal, a failed hydration) cost Lighthouse points too.
    const origin = new URL(url).origin;
    const issues = new Set();
    tab.on("console", (message) => {
      if (message.type() === "error") issues.add(message.text().replaceAll(origin, ""));
    });
    tab.on("pageerror", (error) => issues.add(String(error).replaceAll(origin, "")));
    // DevTools issues (a CSP violation such as an eval) cost Lighthouse's best-practices points.
    const cdp = await context.newCDPSession(tab);
    cdp.on("Audits.issueAdded", ({ issue }) => {
      const details = Object.values(issue.details ?? {})[0] ?? {};
      const where = details.sourceCodeLocation;
      const text = [
        issue.code,
        details.violatedDirective,
        details.contentSecurityPolicyViolationType,
        where ? `${where.url}:${where.lineNumber + 1}:${where.columnNumber + 1}` : "",
      ]
        .filter(Boolean)
        .join(" ");
      issues.add(`DevTools issue: ${text.replaceAll(origin, "")}`);
    });
    await cdp.send("Audits.enable");
    const response = await tab.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await tab.waitForLoadState("networkidle");
    // Late work (route preloads, idle callbacks) gets a moment to show up.
    await tab.waitForTimeout(500);

    const seen = new Map();
    let failed = 0;
    for (const request of requests) {
      const answer = await request.response();
      if (!answer) failed += 1;
      const requestUrl = request.url();
      if (!answer || seen.has(requestUrl) || !requestUrl.startsWith("http")) continue;
      const kind = kindOf(answer.headers()["content-type"] ?? "", request.resourceType());
      seen.set(requestUrl, { url: requestUrl, kind, status: answer.status() });
    }

    const totals = {
      url,
      requests: requests.length,
      failed,
      html: emptyText(),
      js: emptyText(),
      css: emptyText(),
      fonts: { count: 0, bytes: 0 },
      images: { count: 0, bytes: 0 },
      other: { count: 0, bytes: 0 },
      resources: [],
      issues: [],
    };
    for (const resource of seen.values()) {
      const measured = { ...resource, ...(await measureResource(resource.url, resource.kind)) };
      totals.resources.push(measured);
      if (textKinds.has(resource.kind)) {
        const sum = totals[resource.kind];
        sum.count += 1;
        for (const field of ["identity", "gzip", "br", "gzipIdeal", "brIdeal"]) {
          sum[field] += measured[field];
        }
        if (measured.gzipEncoding === "identity" || measured.brEncoding === "identity") {
          sum.uncompressed += 1;
        }
      } else {
        const sum = totals[{ font: "fonts", image: "images" }[resource.kind] ?? "other"];
        sum.count += 1;
        sum.bytes += measured.bytes;
      }
    }
    totals.issues = [...issues];
    return totals;
  } finally {
    await context.close();
  }
}

/**
 * The largest picture a phone downloads for a page: Lighthouse's mobile device (412 px wide at a
 * device pixel ratio of 1.75), the page scrolled to its end so lazy pictures load too.
 * @param {import("playwright").Browser} browser
 * @param {string} url
 */
export async function largestMobileImage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const tab = await context.newPage();
    /** @type {{ url: string, bytes: number }[]} */
    const images = [];
    tab.on("response", async (response) => {
      if (response.request().resourceType() !== "image") return;
      const body = await response.body().catch(() => null);
      if (body) images.push({ url: response.url(), bytes: body.length });
    });
    await tab.goto(url, { waitUntil: "load" });
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      }
    });
    await tab.waitForLoadState("networkidle");
    const largest = images.reduce((max, image) => (image.bytes > max.bytes ? image : max), {
      url: "",
      bytes: 0,
    });
    return {
      count: images.length,
      largest: { ...largest, url: largest.url.replace(new URL(url).origin, "") },
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ siteUrl: string, helloUrl: string, pages: import("./pages.mjs").Page[],
 *   log?: (line: string) => void }} options
 */
export async function measureWeight({ siteUrl, helloUrl, pages, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const measured = [];
    for (const page of pages) {
      log(`weight: ${page.path}`);
      measured.push({
        ...page,
        ...(await measurePage(browser, siteUrl + page.path)),
        mobileImages: await largestMobileImage(browser, siteUrl + page.path),
      });
    }
    log("weight: hello-world");
    const hello = await measurePage(browser, `${helloUrl}/`);
    const home = measured.find((p) => p.id === "home" && p.locale === "en");
    const over = (field, kind) => (home ? home[kind][field] / hello[kind][field] : Number.NaN);
    return {
      chromium: browser.version(),
      pages: measured,
      hello,
      // The site's English home over the hello-world, as sent.
      ratios: {
        jsGzip: over("gzip", "js"),
        jsBr: over("br", "js"),
        jsGzipIdeal: over("gzipIdeal", "js"),
        requests: home ? home.requests / hello.requests : Number.NaN,
      },
    };
  } finally {
    await browser.close();
  }
}

/**
 * The downloadable documents of the site's first content (statements, policies, catalog), by
 * language: the PDFs in apps/site/seed, which the studio's documents point to until replaced.
 * @param {string} clientDir the build's dist/client
 * @returns {{ file: string, bytes: number }[]}
 */
export function documentSizes(clientDir) {
  return ["en", "ar"].flatMap((locale) => {
    const dir = join(clientDir, "..", "..", "seed", locale);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(".pdf"))
      .sort()
      .map((name) => ({ file: `/files/${locale}/${name}`, bytes: statSync(join(dir, name)).size }));
  });
}

/** @returns {import("./table.mjs").Section[]} */
export function weightSections(result) {
  const row = (name, p) => [
    name,
    p.requests,
    kb(p.js.gzip),
    kb(p.js.br),
    kb(p.css.gzip),
    kb(p.css.br),
    kb(p.html.gzip),
    kb(p.html.br),
    p.fonts.count,
    kb(p.fonts.bytes),
    p.images.count,
    kb(p.images.bytes),
    p.mobileImages ? kb(p.mobileImages.largest.bytes) : "",
  ];
  const { hello, ratios: r } = result;
  const home = result.pages.find((p) => p.id === "home" && p.locale === "en");
  const notes = [
    "KB = 1000 bytes. Each JS, CSS and HTML response is fetched again with `accept-encoding: gzip`, then `br`, and counted as sent: a response sent uncompressed counts in full.",
    "Fonts and images: count and bytes as sent. Requests: every request of a first visit (empty cache) until the network is idle.",
    "Largest image, phone: the largest picture a 412 px phone (DPR 1.75) downloads, the page scrolled to its end so lazy pictures load too.",
    "hello-world: a TanStack Start + React page built in the same run and compressed at build by the site's own step (apps/site/build/precompress.ts).",
  ];
  if (home) {
    const plain = home.resources.filter(
      (r) => (r.kind === "js" || r.kind === "css") && r.gzipEncoding === "identity",
    );
    notes.push(
      `home en compressed ahead of time (gzip -6 / brotli 11) would send JS ${kb(home.js.gzipIdeal)} / ${kb(home.js.brIdeal)} KB and CSS ${kb(home.css.gzipIdeal)} / ${kb(home.css.brIdeal)} KB.`,
    );
    if (home.js.br > home.js.gzip) {
      notes.push(
        "JS br is larger than JS gzip: the site's server compresses brotli on the fly at a low quality.",
      );
    }
    if (plain.length > 0) {
      const bytes = plain.reduce((sum, r) => sum + r.identity, 0);
      notes.push(
        `home en: ${plain.length} JS/CSS files (${bytes} bytes in all) are sent uncompressed.`,
      );
    }
  }
  // Console errors and DevTools issues; the same one on several pages is listed once.
  const errors = new Map();
  for (const p of result.pages) {
    for (const message of p.issues) {
      errors.set(message, [...(errors.get(message) ?? []), label(p)]);
    }
  }
  for (const [message, where] of errors) {
    const pages = where.length === result.pages.length ? "every page" : where.join(", ");
    notes.push(`On ${pages}: ${message.slice(0, 300)}`);
  }
  return [
    {
      title: "Weight per page (first visit, KB as sent)",
      headers: [
        "page",
        "requests",
        "JS gzip",
        "JS br",
        "CSS gzip",
        "CSS br",
        "HTML gzip",
        "HTML br",
        "fonts",
        "fonts KB",
        "images",
        "images KB",
        "largest image, phone",
      ],
      rows: [
        ...result.pages.map((p) => row(label(p), p)),
        row("hello-world", hello),
        [
          "home en / hello",
          ratio(r.requests),
          ratio(r.jsGzip),
          ratio(r.jsBr),
          ...Array(9).fill(""),
        ],
      ],
      notes,
    },
    ...(result.documents?.length
      ? [
          {
            title: "Documents (PDF, as served)",
            headers: ["file", "KB"],
            rows: result.documents.map((d) => [d.file, kb(d.bytes)]),
            notes: [
              "The first content's PDFs (apps/site/seed), served at /files/{locale}/{slug}.pdf; the pages show their sizes.",
            ],
          },
        ]
      : []),
  ];
}
