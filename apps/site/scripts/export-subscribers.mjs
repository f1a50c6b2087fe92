#!/usr/bin/env node
// Exports the newsletter's subscribers as CSV on stdout: `node scripts/export-subscribers.mjs
// [active|pending|unsubscribed]`. `status` is `pending` (its confirmation link not opened yet),
// `active` or `unsubscribed`; only `active` addresses may be sent the newsletter. Reads the same
// database as the server: DATABASE_URL when set, else the PGlite under DATA_DIR (stop the server
// first: one process opens the embedded database at a time). The CSV is written by
// src/server/review/exports.ts, as the review console's export is.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const { module } = await runnerImport(
  fileURLToPath(new URL("../src/server/review/exports.ts", import.meta.url)),
  { logLevel: "silent" },
);
await module.printExport("subscribers", process.argv[2]);
process.exit(0);
