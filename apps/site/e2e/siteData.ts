// The data directory of the e2e web server (playwright.config.ts): its outbox holds the mails the
// specs read. Inside the run's own directory, never the site's `.data`.
import { join } from "node:path";
import { DATA_ROOT } from "../test/dataRoot";

export function siteDataDir(): string {
  const root = process.env[DATA_ROOT];
  if (!root) throw new Error(`${DATA_ROOT} is not set: run the specs through playwright.config.ts`);
  return join(root, "site");
}
