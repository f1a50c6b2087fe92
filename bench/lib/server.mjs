// The servers of the bench: the production site (built when its sources are newer), the
// hello-world reference and a plain static server, each on a free loopback port.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import { createServer as createNetServer } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const rootDir = fileURLToPath(new URL("../..", import.meta.url));
export const benchDir = join(rootDir, "bench");
export const siteDir = join(rootDir, "apps/site");
export const helloDir = join(benchDir, "hello");

const HOST = "127.0.0.1";

/** A port the OS just handed out, released for the server about to use it. */
export async function freePort() {
  const server = createNetServer();
  server.listen(0, HOST);
  await once(server, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  server.close();
  await once(server, "close");
  return port;
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the site needs a build (missing or stale), or null when dist is current. */
export function siteBuildReason() {
  const built = join(siteDir, "dist/server/server.js");
  if (!existsSync(built)) return "no build yet";
  const packagesDir = join(rootDir, "packages");
  const sources = [
    join(siteDir, "src"),
    ...readdirSync(packagesDir).map((name) => join(packagesDir, name, "src")),
  ];
  const newest = Math.max(...sources.map(newestMtime));
  return newest > statSync(built).mtimeMs ? "sources changed since the last build" : null;
}

/** `vite build` in `cwd` with the vite that `fromDir` resolves, output kept for failures. */
async function viteBuild(cwd, fromDir) {
  const require = createRequire(join(fromDir, "package.json"));
  const vite = join(require.resolve("vite/package.json"), "..", "bin/vite.js");
  const child = spawn(process.execPath, [vite, "build"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, "exit");
  if (code !== 0) {
    throw new Error(`vite build in ${cwd} failed (exit ${code}):\n${output.slice(-4000)}`);
  }
}

export const buildSite = () => viteBuild(siteDir, siteDir);
export const buildHello = () => viteBuild(helloDir, benchDir);

async function waitForHealth(url, child, logs, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the site exited (code ${child.exitCode}) before it was ready:\n${logs()}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the site was not ready within ${timeoutMs} ms:\n${logs()}`);
}

/**
 * A process in its own group (so its children go too), stopped with SIGTERM, then SIGKILL.
 * @param {import("node:child_process").ChildProcess} child
 */
async function stopProcess(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  const signal = (name) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * @typedef {{ url: string, origin: string, port: number, pid?: number, dataDir: string,
 *   metricsToken: string, logs: () => string, exit: () => string | null,
 *   stop: () => Promise<void> }} Site
 */

/**
 * Starts the built site on a free port, with its database in `dataDir` and no rate limit; with
 * `cpu`, pinned to that CPU by `taskset` (which execs the server: the pid stays the server's).
 * @param {{ dataDir: string, env?: Record<string, string>, cpu?: number }} options
 * @returns {Promise<Site>}
 */
/**
 * The bench's environment less DATABASE_URL, for a site (or its scripts) on its own embedded
 * database: the bench's DATABASE_URL is the server for its PostgreSQL runs (search, console,
 * scale), which make databases of their own on it.
 */
export function embeddedEnv() {
  const { DATABASE_URL: _server, ...inherited } = process.env;
  return inherited;
}

/**
 * The production site on a free port, its data in `dataDir`; `onSpawn` is told its process id as
 * soon as it is spawned (the memory measure samples it from there).
 */
export async function startSite({ dataDir, env = {}, cpu, onSpawn }) {
  const port = await freePort();
  const inherited = embeddedEnv();
  // Its /metrics, read for the renditions sweep's backlog (see comics.mjs `waitForDemo`).
  const metricsToken = env.METRICS_TOKEN ?? randomBytes(16).toString("hex");
  const command = [process.execPath, "server.mjs"];
  if (cpu !== undefined) command.unshift("taskset", "--cpu-list", String(cpu));
  const child = spawn(/** @type {string} */ (command[0]), command.slice(1), {
    cwd: siteDir,
    detached: true,
    env: {
      ...inherited,
      PORT: String(port),
      HOST,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000000",
      METRICS_TOKEN: metricsToken,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid) onSpawn?.(child.pid);
  // The last 64 KB of the site's output, to explain a failure.
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-65_536);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const logs = () => output;
  // How the site ended when it was not asked to: a crash under load is a finding.
  let stopRequested = false;
  let exitInfo = null;
  child.once("exit", (code, signal) => {
    if (!stopRequested) exitInfo = `exited unexpectedly (code ${code}, signal ${signal})`;
  });
  const exit = () => exitInfo;
  const url = `http://${HOST}:${port}`;
  let stopping;
  const stop = () => {
    stopRequested = true;
    stopping ??= stopProcess(child);
    return stopping;
  };
  try {
    await waitForHealth(url, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, origin: url, port, pid: child.pid, dataDir, metricsToken, logs, exit, stop };
}

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
/**
 * The hello-world's dist/client over HTTP, each file sent as the site sends its own: the brotli or
 * gzip sibling its build wrote (the site's `precompressPlugin`, see hello/vite.config.ts) when the
 * client takes it, else the file itself. Runs in this process: only bytes are measured through
 * it, not speed.
 * @param {string} dir
 */
export async function startDirectoryServer(dir) {
  const server = createHttpServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) return void response.writeHead(404).end();
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = [
      { name: "br", suffix: ".br" },
      { name: "gzip", suffix: ".gz" },
    ].find(
      ({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix),
    );
    const body = readFileSync(encoding ? file + encoding.suffix : file);
    response.writeHead(200, {
      "content-type": types[extname(file)] ?? "application/octet-stream",
      "content-length": body.length,
      vary: "accept-encoding",
      ...(encoding ? { "content-encoding": encoding.name } : {}),
    });
    response.end(body);
  });
  server.listen(0, HOST);
  await once(server, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${HOST}:${port}`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * A plain node:http server answering every request with the same bytes and headers, in a
 * process of its own like the site, so neither shares a core with the load generator.
 * @param {{ body: Buffer, headers: Record<string, string> }} page
 */
export async function startStaticServer({ body, headers }) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(benchDir, "lib/static-bytes.mjs")], {
    detached: true,
    env: { ...process.env, PORT: String(port), HOST, HEADERS: JSON.stringify(headers) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.end(body);
  // The child prints one line once it listens.
  await once(child.stdout, "data");
  return { url: `http://${HOST}:${port}`, stop: () => stopProcess(child, 5_000) };
}
