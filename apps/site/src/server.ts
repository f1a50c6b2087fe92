// The server entry: TanStack Start's handler, plus what the production server does once at start.
import handler, { createServerEntry } from "@tanstack/react-start/server-entry";
import { getDb } from "./server/db/index";
import { checkBaseUrl } from "./server/startup";

checkBaseUrl();
// Open the database and apply migrations now, not on the first visitor's submission.
getDb().catch((error) => {
  console.error("database: could not open or migrate", error);
  process.exitCode = 1;
});

export default createServerEntry({ fetch: (request) => handler.fetch(request) });
