#!/usr/bin/env node
// `npm run restore -- FILE [--force]`: brings a stopped site back to a backup (src/server/backup/cli.ts).
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const { module } = await runnerImport(
  fileURLToPath(new URL("../src/server/backup/cli.ts", import.meta.url)),
  { logLevel: "silent" },
);
process.exit(await module.runRestore(process.argv.slice(2), { out: (line) => console.log(line) }));
