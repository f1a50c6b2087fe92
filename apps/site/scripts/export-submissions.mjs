#!/usr/bin/env node
// Exports the stored submissions as CSV on stdout: `node scripts/export-submissions.mjs [kind]`.
// Reads the same database as the server: DATABASE_URL when set, else the PGlite under DATA_DIR.
// Stop the server first when it uses the embedded database (one process opens it at a time).
// The CSV is written by src/server/review/exports.ts, as the review console's exports are.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const { module } = await runnerImport(
  fileURLToPath(new URL("../src/server/review/exports.ts", import.meta.url)),
  { logLevel: "silent" },
);
await module.printExport("submissions", process.argv[2]);
process.exit(0);
