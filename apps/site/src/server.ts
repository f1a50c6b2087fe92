// The server entry: TanStack Start's handler behind the prerendered pages, plus what the production
// server does once at start.
import { fileURLToPath } from "node:url";
import handler, { createServerEntry } from "@tanstack/react-start/server-entry";
import { getRouter } from "./router";
import { startDataExports } from "./server/accounts/dataExport";
import { startBackupChannel } from "./server/backup/serverChannel";
import { startComics } from "./server/comics/startup";
import { getDb } from "./server/db/index";
import {
  loadPrerendered,
  PRERENDER_ORIGIN,
  provideStylesheets,
  readStylesheets,
  servePrerendered,
} from "./server/delivery/index";
import { answeringOrigin, onOrigin } from "./server/http/origin";
import { stopBoss } from "./server/jobs/index";
import { startMail } from "./server/mail/index";
import { startNewsletterSends } from "./server/newsletter/sendJobs";
import { flushLog, logFor } from "./server/observe/log";
import { metricsAnswer } from "./server/observe/metricsRoute";
import { observeRequests, outsideRoutes } from "./server/observe/requests";
import { startTracing, tracing } from "./server/observe/tracing";
import { checkBaseUrl, checkSharedSecret, checkSiteUrl } from "./server/startup";
import { startStudioJobs } from "./server/studio/jobs";
import { startRetention } from "./server/submissions/retention";
import { toRouterPath } from "./site/paths";

const log = logFor("server");

// Set while the build prerenders pages through this very server: no database is needed then, and
// the pages are being written, so every page is rendered.
const prerendering = process.env.TSS_PRERENDERING === "true";
// Pages prerendered without a known public origin name a placeholder, filled in when served.
if (prerendering) process.env.SITE_URL ??= PRERENDER_ORIGIN;

checkBaseUrl();
if (!prerendering) {
  checkSiteUrl();
  checkSharedSecret();
}
// The database opened and migrated now, not on the first visitor's submission. `server.mjs` waits
// for it before it listens, so no visitor (nor a health check) meets a server still starting.
const ready: Promise<void> = prerendering
  ? Promise.resolve()
  : // Tracing first (when asked for): the database's client is traced from its opening.
    startTracing()
      .then(getDb)
      .then(warmUp, (error) => {
        log.fatal({ err: error }, "database: could not open or migrate");
        return flushLog().then(() => process.exit(1));
      });

let stopBackupChannel: () => Promise<void> = async () => {};

// The mail worker starts beside the first requests, not before them (the server's start time
// stays the same): mail stored before a restart goes out without waiting for a new message. So do
// the page pipeline's worker and the demo catalog's seeding.
if (!prerendering) {
  void ready.then(() =>
    startMail().catch((error) => log.error({ err: error }, "mail: the queue did not start")),
  );
  void ready.then(() => startComics());
  void ready.then(() =>
    startStudioJobs().catch((error) =>
      log.error({ err: error }, "studio: the schedule did not start"),
    ),
  );
  void ready.then(() =>
    startDataExports().catch((error) =>
      log.error({ err: error }, "data exports: the queue did not start"),
    ),
  );
  void ready.then(() =>
    startRetention().catch((error) =>
      log.error({ err: error }, "retention: the daily pass did not start"),
    ),
  );
  // `npm run backup` on the embedded database asks this server, which holds it, for the dump.
  if (!process.env.DATABASE_URL) {
    void ready.then(() =>
      startBackupChannel().then(
        (stop) => {
          stopBackupChannel = stop;
        },
        (error) => log.error({ err: error }, "backup: the channel did not open"),
      ),
    );
  }
  // A newsletter send a stop interrupted goes on where it stopped.
  void ready.then(() =>
    startNewsletterSends().catch((error) =>
      log.error({ err: error }, "newsletter: the sends' queue did not start"),
    ),
  );
}

/**
 * The code behind a server-rendered page and behind a submission loads on first use: some 250 ms
 * each that the first visitor would wait for, several seconds on a busy two-CPU machine. A page
 * that does not exist and a cross-site POST (refused before anything is read or stored) load it
 * all before the server listens.
 */
async function warmUp(): Promise<void> {
  const origin = "http://localhost";
  const answers = await Promise.all([
    handler.fetch(new Request(`${origin}/en/warm-up-not-a-page`)),
    handler.fetch(
      new Request(`${origin}/api/contact`, { method: "POST", headers: { origin: "null" } }),
    ),
  ]);
  const statuses = answers.map((answer) => answer.status).join(", ");
  if (statuses !== "404, 403") log.warn(`warm-up: expected 404, 403; got ${statuses}`);
}

// The build's client output sits beside this file's folder (dist/server → dist/client).
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const prerendered = prerendering ? new Map() : loadPrerendered(clientDir);
provideStylesheets(readStylesheets(clientDir));

/**
 * Every request is answered on the site's public origin, never on the one its Host names. A
 * prerendered page only needs that origin; the framework gets the request moved onto it.
 */
function serve(request: Request): Response | Promise<Response> {
  const origin = answeringOrigin(request);
  if (origin instanceof Response) return origin;
  return servePrerendered(prerendered, request, origin) ?? handler.fetch(onOrigin(request, origin));
}

/** The route a path belongs to, as the metrics and the log name it: the route tree's id. */
function routeOf(pathname: string): string {
  const outside = outsideRoutes(pathname);
  if (outside) return outside;
  router ??= getRouter();
  return router.getMatchedRoutes(toRouterPath(pathname))[2]?.id ?? "unmatched";
}
let router: ReturnType<typeof getRouter> | undefined;

export default {
  ...createServerEntry({ fetch: serve }),
  ready,
  /** After the last request (SIGTERM): background jobs finish or are put back for the next start. */
  stop: async () => {
    await stopBackupChannel();
    await stopBoss();
    await tracing()?.shutdown();
    await flushLog();
  },
  /** For `server.mjs`: every request's id, log line and metrics; `/metrics`; the logger. */
  observe: { requests: observeRequests(routeOf), metrics: metricsAnswer, log },
};
