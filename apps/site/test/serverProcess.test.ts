// The production server's process: the V8 flags it runs with, and its embedded database's first
// state (docs/performance.md, "Where the memory goes").
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTemplatePath } from "../src/server/db/template";
import { serverNodeFlags } from "../src/server/nodeFlags";
import { newDataDir, type RunningServer, startServer } from "./server";

const appDir = join(import.meta.dirname, "..");
/** PostgreSQL's system identifier: made by initdb, the first 8 bytes of `global/pg_control`. */
const systemIdentifier = (cluster: string) =>
  readFileSync(join(cluster, "global", "pg_control"))
    .subarray(0, 8)
    .toString("hex");

const embedded = !process.env.DATABASE_URL;

describe("the server's process", () => {
  let server: RunningServer;
  const dataDir = newDataDir();

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
  });
  afterAll(() => server?.stop());

  it("runs with its V8 flags, started as a plain `node server.mjs`", () => {
    const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0");
    expect(commandLine).toEqual(expect.arrayContaining(serverNodeFlags()));
    expect(commandLine.some((part) => part.endsWith("server.mjs"))).toBe(true);
  });

  it(`starts ${embedded ? "a fresh embedded database from the build's migrated cluster, not from initdb" : "on PostgreSQL with no embedded cluster"}`, async () => {
    const cluster = join(dataDir, "db");
    if (embedded) {
      const template = join(appDir, databaseTemplatePath);
      expect(systemIdentifier(cluster)).toBe(systemIdentifier(template));
    } else {
      expect(existsSync(join(cluster, "PG_VERSION"))).toBe(false);
    }
    // The database is the site's, migrated: a page that reads it answers.
    expect((await fetch(`${server.url}/en/comics`)).status).toBe(200);
  });
});
