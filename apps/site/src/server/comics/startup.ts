// What the comics platform does when the production server starts: its page pipeline's worker,
// then the demo catalog on a new database (CONTRACT.md: `SEED_DEMO=0` turns it off). Neither holds
// up the server: it answers meanwhile, and a failure is logged.

import { logFor } from "../observe/log";
import { startPagePipeline } from "./pipeline";

export function startComics(env: NodeJS.ProcessEnv = process.env): void {
  startPagePipeline().catch((error) =>
    logFor("pages").error({ err: error }, "the pipeline did not start"),
  );
  if (env.SEED_DEMO === "0") return;
  // The demo's drawing code loads only here, once, and only when it may seed.
  import("./demo/seed")
    .then(({ seedDemoCatalog }) => seedDemoCatalog())
    .catch((error) => logFor("demo").error({ err: error }, "the demo catalog was not seeded"));
}
