import type { TestProject } from "vitest/node";
import { newDataDir, startServer } from "../test/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** The production build (`dist/`, built by `npm test` first) on its own port and data directory. */
export default async function setup(project: TestProject) {
  const server = await startServer(
    { DATA_DIR: newDataDir() },
    Number(process.env.BROWSERS_PORT ?? 3460),
  );
  const health = await fetch(`${server.url}/healthz`).catch(() => null);
  if (!health?.ok) {
    await server.stop();
    throw new Error(`The site did not answer at ${server.url}/healthz: is apps/site built?`);
  }
  project.provide("baseURL", server.url);
  return () => server.stop();
}
