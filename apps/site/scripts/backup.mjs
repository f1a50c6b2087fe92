#!/usr/bin/env node
// `npm run backup -- FILE`: one archive of the database's dump and the files it names, made while
// the site runs. TypeScript beside the server's code (src/server/backup/cli.ts), loaded through
// Vite's module runner.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const { module } = await runnerImport(
  fileURLToPath(new URL("../src/server/backup/cli.ts", import.meta.url)),
  { logLevel: "silent" },
);
process.exit(await module.runBackup(process.argv.slice(2), { out: (line) => console.log(line) }));
