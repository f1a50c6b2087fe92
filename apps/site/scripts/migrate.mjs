#!/usr/bin/env node
// `npm run migrate`: brings the database (DATABASE_URL, or the embedded one under DATA_DIR) to
// this build's schema, the site's tables and the job queue's, then exits. Run once per release
// before starting the instances; each instance checks again at start under an advisory lock,
// which then finds nothing to do.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const load = async (path) =>
  (await runnerImport(`${appDir}src/server/${path}`, { root: appDir, logLevel: "silent" })).module;

const { getDb } = await load("db/index.ts");
const { getBoss, stopBoss } = await load("jobs/index.ts");
const db = await getDb();
await getBoss();
await stopBoss();
await (db.$client.end?.() ?? db.$client.close?.());
const { entries } = JSON.parse(readFileSync(`${appDir}drizzle/meta/_journal.json`, "utf8"));
const where = process.env.DATABASE_URL ? "PostgreSQL" : "The embedded database";
console.log(`${where} is at migration ${entries.at(-1).tag}, with the job queue's schema`);
// The module runner keeps its handles open: done is done.
process.exit(0);
