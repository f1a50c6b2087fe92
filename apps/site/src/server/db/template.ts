import { copyFileSync, cpSync, existsSync } from "node:fs";
import { join } from "node:path";

/** Where the build leaves the migrated cluster (build/databaseTemplate.ts), from the site's folder. */
export const databaseTemplatePath = join("dist", "server", "database-template");

const buildTemplate = () => join(process.cwd(), databaseTemplatePath);

const marker = (cluster: string) => join(cluster, "PG_VERSION");

/**
 * Copies the template cluster into `dir` when `dir` holds none yet, so that the embedded database
 * starts without PGlite's initdb (whose memory the server would keep). Without a template
 * (development, tests from source), PGlite runs initdb itself.
 */
export function startFromTemplate(dir: string, template = buildTemplate()): void {
  if (existsSync(marker(dir)) || !existsSync(marker(template))) return;
  // The marker last: a copy cut short is not taken for a cluster, and is made again.
  cpSync(template, dir, { recursive: true, filter: (source) => source !== marker(template) });
  copyFileSync(marker(template), marker(dir));
}
