import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { newDataDir } from "../test/server";
import { waitFor } from "./driver";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const appDir = join(import.meta.dirname, "..");

/**
 * The production build (`dist/`, built by `npm test` first) on its own port and data directory,
 * its output kept in `server.log` there: a server that dies mid-run shows only as refused
 * connections in the browsers, so its last words are printed at the end. BROWSERS_BASE_URL
 * points the suite at a server already running instead.
 */
export default async function setup(project: TestProject) {
  const given = process.env.BROWSERS_BASE_URL;
  if (given) {
    project.provide("baseURL", given);
    return;
  }
  const dataDir = newDataDir();
  const log = join(dataDir, "server.log");
  const port = Number(process.env.BROWSERS_PORT ?? 3460);
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", openSync(log, "a"), openSync(log, "a")],
  });
  const url = `http://127.0.0.1:${port}`;
  const lastWords = () => readFileSync(log, "utf8").slice(-2000);
  await waitFor(
    `the site at ${url}/healthz (is apps/site built?)`,
    async () => {
      if (server.exitCode !== null) throw new Error(`The site exited:\n${lastWords()}`);
      return fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    Boolean,
    30_000,
  );
  project.provide("baseURL", url);
  return async () => {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The site stopped during the run (${server.exitCode ?? server.signalCode}):\n${lastWords()}`,
      );
    }
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
}
