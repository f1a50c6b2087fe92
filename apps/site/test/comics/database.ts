// A fresh, migrated database for a suite that calls the comics data functions directly: an
// embedded one (PGlite) in a temporary data directory, or, when the suites run against a
// PostgreSQL server (DATABASE_URL, as .ci/run does), a database of its own on that server.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import pg from "pg";
import type { Database } from "../../src/server/db/index";

export interface TestDatabase {
  db: Database;
  close: () => Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "rawafed-comics-"));
  const server = process.env.DATABASE_URL;
  let url: URL | undefined;
  if (server) {
    url = new URL(server);
    url.pathname = `/${basename(dataDir)
      .replace(/[^a-z0-9]/gi, "_")
      .toLowerCase()}`;
    await admin(server, `create database "${url.pathname.slice(1)}"`);
    process.env.DATABASE_URL = url.href;
  }
  process.env.DATA_DIR = dataDir;
  process.env.MIGRATIONS_DIR = join(import.meta.dirname, "../../drizzle");
  // Read once, at first use: the environment above must be set before.
  const { getDb } = await import("../../src/server/db/index");
  const db = await getDb();
  if (server) process.env.DATABASE_URL = server;
  return {
    db,
    close: async () => {
      const client = (
        db as unknown as { $client: { end?: () => Promise<void>; close?: () => Promise<void> } }
      ).$client;
      await (client.end ? client.end() : client.close?.());
      if (server && url) await admin(server, `drop database if exists "${url.pathname.slice(1)}"`);
    },
  };
}

async function admin(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
