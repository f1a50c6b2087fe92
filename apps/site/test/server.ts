import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const appDir = join(import.meta.dirname, "..");

export interface RunningServer {
  url: string;
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

/** Starts the production build (`dist/`) on a free port with its own data directory. */
export async function startServer(
  env: Record<string, string>,
  port = freePortGuess(),
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
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
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), "rawafed-test-"));

/** The stored submissions, through the operator's CSV export (server stopped). */
export function exportCsv(dataDir: string, kind?: string): string[] {
  const result = spawnSync(
    process.execPath,
    ["scripts/export-submissions.mjs", ...(kind ? [kind] : [])],
    {
      cwd: appDir,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim().split("\n").slice(1).filter(Boolean);
}
