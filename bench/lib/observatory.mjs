// The MDN HTTP Observatory (`@mdn/mdn-http-observatory`) run against a local server: a TLS front
// with a self-signed certificate made at run time stands in for the production proxy, and the
// Observatory's own retriever, tests and score table grade the answers.
//
// Its `scan(hostname)` cannot do this as published: it drops its port options (it always asks
// ports 80 and 443), only looks at `/`, and throws on a 404. `grade()` below calls the same
// retriever with the ports and a path, runs the same tests (`ALL_TESTS`) and adds up their
// modifiers exactly as `scan()` does, minus the refusal of a 4xx answer (a 404 page is graded
// as any other page).
//
// Offline: the package's postinstall downloads two lists, which `pnpm install` does not run.
// The TLD list is read by its API server only. The HSTS preload list (Chromium's) is read by the
// redirection and HSTS tests, which throw ENOENT without it, so every scan fails. A missing list
// is written empty: `localhost` is on no preload list, so the grade of a local server is the one
// the full list gives (only a public, preloaded domain would earn the list's 5 points).
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
const observatory = (path) => import(join(packageDir, path));

/** The name the Observatory asks for (and the certificate is made for). */
export const OBSERVATORY_HOST = "localhost";

/**
 * A certificate for `localhost` and 127.0.0.1, valid for a day, made by the openssl CLI.
 * @returns {{ key: string, cert: string }}
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "rawafed-tls-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${OBSERVATORY_HOST}`,
        "-addext",
        `subjectAltName=DNS:${OBSERVATORY_HOST},IP:127.0.0.1`,
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "pipe" },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } catch (error) {
    throw new Error("openssl could not make a certificate (apt-get install -y openssl)", {
      cause: error,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @typedef {{ httpsPort: number, httpPort: number, origin: string, cert: string,
 *   setUpstream: (url: string) => void, stop: () => Promise<void> }} TlsFront
 */

/**
 * A TLS-terminating proxy on loopback, as in production: https on one port, forwarded to the
 * upstream over plain http with `X-Forwarded-Proto: https` (and `-Host`, `-For`), and plain http
 * on another port answering 301 to the same address over https. The upstream can be set once the
 * site is started (its `SITE_URL` needs the front's port first).
 * @param {{ upstream?: string }} [options]
 * @returns {Promise<TlsFront>}
 */
export async function startTlsFront(options = {}) {
  const { key, cert } = selfSignedCertificate();
  let upstream = options.upstream ? new URL(options.upstream) : null;
  const https = createHttpsServer({ key, cert }, (req, res) => {
    if (!upstream) return void res.writeHead(503).end();
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-host": req.headers.host ?? "",
          "x-forwarded-for": req.socket.remoteAddress ?? "",
        },
      },
      (answer) => {
        // Raw headers keep every Set-Cookie as sent.
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  https.listen(0, "127.0.0.1");
  await once(https, "listening");
  const httpsPort = /** @type {import("node:net").AddressInfo} */ (https.address()).port;
  const origin = `https://${OBSERVATORY_HOST}:${httpsPort}`;
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { location: new URL(req.url ?? "/", origin).href }).end();
  });
  http.listen(0, "127.0.0.1");
  await once(http, "listening");
  const httpPort = /** @type {import("node:net").AddressInfo} */ (http.address()).port;
  const close = (server) =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  return {
    httpsPort,
    httpPort,
    origin,
    cert,
    setUpstream: (url) => {
      upstream = new URL(url);
    },
    stop: async () => {
      await Promise.all([close(https), close(http)]);
    },
  };
}

/**
 * Trust `cert` in this process, as a browser trusts a real certificate: the Observatory grades a
 * certificate it cannot verify as invalid (HSTS and redirection fail), which says nothing about
 * the site's headers.
 * @param {string} cert
 */
export function trustCertificate(cert) {
  const trusted = getCACertificates("default");
  if (!trusted.includes(cert)) setDefaultCACertificates([...trusted, cert]);
}

/** Writes the HSTS preload list empty when the package's postinstall never ran (see above). */
function ensureHstsList() {
  const list = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(list)) writeFileSync(list, "{}\n");
}

/**
 * @typedef {{ name: string, pass: boolean, result: string, modifier: number }} ObservatoryTest
 * @typedef {{ path: string, status: number, score: number, grade: string,
 *   tests: ObservatoryTest[], failed: ObservatoryTest[] }} ObservatoryGrade
 */

/**
 * The Observatory's score and tests for one path, as its `scan()` computes them: 100, plus each
 * test's modifier; the bonuses count only when the score without them is 90 or more.
 * @param {{ path: string, httpsPort: number, httpPort: number, hostname?: string }} options
 * @returns {Promise<ObservatoryGrade>}
 */
export async function grade({ path, httpsPort, httpPort, hostname = OBSERVATORY_HOST }) {
  ensureHstsList();
  const [{ retrieve }, { ALL_TESTS }, { getGradeForScore, getScoreModifier }, charts] =
    await Promise.all([
      observatory("src/retriever/retriever.js"),
      observatory("src/constants.js"),
      observatory("src/grader/grader.js"),
      observatory("src/grader/charts.js"),
    ]);
  const requests = await retrieve(hostname, { httpsPort, httpPort, path });
  const answer = requests.responses.auto;
  if (!answer) throw new Error(`${hostname}:${httpsPort}${path}: no answer`);
  let withExtraCredit = 100;
  let uncurved = 100;
  /** @type {ObservatoryTest[]} */
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return { name: output.constructor.name, pass: output.pass, result: output.result, modifier };
  });
  const total = uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const { score, grade: letter } = getGradeForScore(total);
  return {
    path,
    status: answer.status,
    score,
    grade: letter,
    tests,
    failed: tests.filter((test) => !test.pass),
  };
}

/** The version of the Observatory that graded, for the results. */
export function observatoryVersion() {
  return JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version;
}

/**
 * The bench's measure: the running site behind a TLS front, graded on each path. The site is told
 * it is on https by the front's `X-Forwarded-Proto` alone (the bench's site has no `SITE_URL`).
 * @param {{ siteUrl: string, paths: string[], log?: (line: string) => void }} options
 */
export async function measureObservatory({ siteUrl, paths, log = () => {} }) {
  const front = await startTlsFront({ upstream: siteUrl });
  trustCertificate(front.cert);
  try {
    /** @type {ObservatoryGrade[]} */
    const pages = [];
    for (const path of paths) {
      const result = await grade({ path, httpsPort: front.httpsPort, httpPort: front.httpPort });
      log(`observatory ${path}: ${result.score} (${result.grade})`);
      pages.push(result);
    }
    return { version: observatoryVersion(), front: front.origin, pages };
  } finally {
    await front.stop();
  }
}

const signed = (modifier) => (modifier > 0 ? `+${modifier}` : String(modifier));

/**
 * A table of scores with the failed tests, and one of every test's result per path.
 * @param {{ version: string, pages: ObservatoryGrade[] }} observatory
 * @returns {import("./table.mjs").Section[]}
 */
export function observatorySections({ version, pages }) {
  const names = pages[0]?.tests.map((test) => test.name) ?? [];
  return [
    {
      title: `MDN HTTP Observatory ${version} (behind a local TLS front)`,
      headers: ["path", "status", "score", "grade", "passed", "failed tests"],
      rows: pages.map((p) => [
        p.path,
        p.status,
        p.score,
        p.grade,
        `${p.tests.length - p.failed.length}/${p.tests.length}`,
        p.failed.map((test) => `${test.name}: ${test.result}`).join("; ") || "none",
      ]),
      notes: [
        "Score: 100 plus each test's modifier (bonuses only from 90 up), as the Observatory's scan() adds them.",
        "HSTS preloading (+5) needs a public domain on the preload list: not possible on localhost.",
      ],
    },
    {
      title: "MDN HTTP Observatory tests (result and modifier per path)",
      headers: ["test", ...pages.map((p) => p.path)],
      rows: names.map((name) => [
        name,
        ...pages.map((p) => {
          const test = p.tests.find((t) => t.name === name);
          return test ? `${test.pass ? "" : "FAIL "}${test.result} (${signed(test.modifier)})` : "";
        }),
      ]),
    },
  ];
}
