import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import pg from "pg";
import { DATA_ROOT } from "./dataRoot";

const appDir = join(import.meta.dirname, "..");

/**
 * The auth secret of every server and operator's tool the suites start (each inherits this
 * process's environment): the suites' own staff get their authenticator app written straight
 * into the store (`comicsStore.addUser`), encrypted with it, as the server would.
 */
export const TEST_AUTH_SECRET = "the-test-suites-auth-secret-of-at-least-32-characters";
process.env.BETTER_AUTH_SECRET ??= TEST_AUTH_SECRET;

export interface RunningServer {
  url: string;
  /** The server's process (a suite may pause it: SIGSTOP, SIGCONT). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * A port in 3300-3799 for a test server: random, so suites that run one after the other rarely
 * meet a port still closing. 3659 is on fetch's list of bad ports (it refuses to connect there).
 */
function freePortGuess(): number {
  const port = 3300 + Math.floor(Math.random() * 500);
  return port === 3659 ? 3660 : port;
}

/** Whether nothing listens on the port: a server of another suite, or another run's, may. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on. A server started on a taken port exits, but its readiness check
 * would be answered by the other one: a suite then tested another run's server (CI: every
 * newsletter test waited for mail that went to another data directory).
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = freePortGuess();
    if (await portIsFree(port)) return port;
  }
}

/**
 * A suite's store: its data directory and, when the suites run against a PostgreSQL server
 * (`DATABASE_URL`, as `.ci/run` does), a database of its own on that server, named after the
 * directory. Suites then share nothing, as they do on PGlite: not their rows, not their
 * rate-limit counters.
 */
export function storeEnv(dataDir: string): Record<string, string> {
  const server = process.env.DATABASE_URL;
  if (!server) return { DATA_DIR: dataDir };
  const url = new URL(server);
  url.pathname = `/${basename(dataDir)
    .replace(/[^a-z0-9]/gi, "_")
    .toLowerCase()}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.href };
}

const created = new Set<string>();

async function createDatabase(databaseUrl: string): Promise<void> {
  if (created.has(databaseUrl)) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    await client.query(`create database "${name}"`);
    created.add(databaseUrl);
  } finally {
    await client.end();
  }
}

/**
 * Starts the production build (`dist/`) on a free port with its own data directory (and its own
 * database, see `storeEnv`, unless `env` names one: two instances sharing one on purpose).
 */
export async function startServer(
  env: Record<string, string>,
  chosenPort?: number,
): Promise<RunningServer> {
  const port = chosenPort ?? (await freePort());
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is taken: another server runs there`);
  }
  const store = env.DATA_DIR && !env.DATABASE_URL ? storeEnv(env.DATA_DIR) : {};
  if (store.DATABASE_URL) await createDatabase(store.DATABASE_URL);
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: appDir,
    // The production build runs as in production: Vitest's NODE_ENV=test would otherwise reach it
    // (React's development build, no inlined styles).
    env: {
      ...process.env,
      NODE_ENV: "production",
      // No demo catalog (and its minutes of page drawing) unless a suite asks for it.
      SEED_DEMO: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...store,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // The server's line once it has bound its port (server.mjs); unless its log level hides it.
  const level = env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? "info";
  const listening = () =>
    ["warn", "error", "fatal", "silent"].includes(level) ||
    output.includes('"msg":"Rawafed site listening"');
  // Generous: on a busy machine (two test runners, a build) a cold start has taken over 30 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      // Ours, not whoever may have taken the port since the probe: ours said it listens.
      if (listening() && (await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer ${url}/healthz within 90 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A fresh data directory, inside the run's (test/dataRoot.ts) when the runner made one. */
export const newDataDir = () =>
  mkdtempSync(join(process.env[DATA_ROOT] ?? tmpdir(), "rawafed-test-"));

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the operator's scripts (`scripts/*.mjs`) in the app's folder, answering its prompt
 * with `input`. Asynchronous on purpose: `spawnSync` would block this process's event loop, so a
 * keep-alive socket the server closed meanwhile would not be seen closed, and the next `fetch`
 * would be written into it ("other side closed").
 */
export function runScript(
  args: string[],
  env: Record<string, string>,
  input = "",
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The stored submissions, through the operator's CSV export. */
export async function exportCsv(
  dataDir: string,
  kind?: string,
  store: Record<string, string> = storeEnv(dataDir),
): Promise<string[]> {
  const result = await runScript(
    ["scripts/export-submissions.mjs", ...(kind ? [kind] : [])],
    store,
  );
  if (result.code !== 0) throw new Error(result.stderr);
  return result.stdout.trim().split("\n").slice(1).filter(Boolean);
}
