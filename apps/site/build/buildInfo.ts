// Each build has an id; /builds/latest.json names the newest and /builds/meta/{id}.json describes
// it, so open tabs can notice a deploy and load the next page in full.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

// Kept in the environment: Vite loads this config more than once in a build (each environment,
// the prerender server), and every load must agree with the id compiled into the client.
process.env.BUILD_ID ??= Date.now().toString(36);
export const buildId = process.env.BUILD_ID;

export function buildInfoPlugin(): Plugin {
  return {
    name: "rawafed:build-info",
    config: () => ({ define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(buildId) } }),
    async configResolved(config) {
      const dir = join(config.publicDir, "builds");
      await rm(dir, { recursive: true, force: true });
      await mkdir(join(dir, "meta"), { recursive: true });
      const timestamp = Date.now();
      await writeFile(join(dir, "latest.json"), JSON.stringify({ id: buildId, timestamp }));
      await writeFile(
        join(dir, "meta", `${buildId}.json`),
        JSON.stringify({ id: buildId, timestamp }),
      );
    },
  };
}
