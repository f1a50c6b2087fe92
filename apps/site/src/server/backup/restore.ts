// Restores a backup into a stopped site: the archive is read once to check it whole (manifest,
// sizes, hashes) before anything changes, then again to restore the database, then the files.
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { dataDir, migrationsFolder } from "../db/index";
import { holdEmbeddedLock } from "../db/lock";
import { isStoreKey } from "../files/keys";
import type { FileStore } from "../files/store";
import { measure, readArchive } from "./archive";
import {
  DATABASE_ENTRY,
  type DatabaseKind,
  entriesProblem,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  manifestProblem,
  type ReadEntry,
  SECRET_ENTRY,
} from "./manifest";
import { requireTool, runTool } from "./postgresDump";

/** A backup that cannot be restored here, or a target that may not be overwritten. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/** Migrations this code knows: the entries of drizzle's journal. */
export function knownMigrations(folder = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8"));
  return Array.isArray(journal.entries) ? journal.entries.length : 0;
}

/**
 * Reads the whole archive and checks it: its manifest can be restored into `target`, and every
 * entry is there with its size and hash. Returns the manifest.
 */
export async function checkArchive(
  file: string,
  target?: { kind: DatabaseKind; migrations: number },
): Promise<Manifest> {
  const entries: ReadEntry[] = [];
  let manifest: unknown = null;
  try {
    await readArchive(file, async ({ name, body }) => {
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } else {
        entries.push({ name, ...(await measure(body)) });
      }
    });
  } catch (error) {
    throw new RestoreRefused(`${file} is not a whole backup archive: ${(error as Error).message}`);
  }
  const problem =
    manifestProblem(manifest, target ?? { kind: kindOf(manifest), migrations: Infinity }) ??
    entriesProblem(manifest as Manifest, entries);
  if (problem) throw new RestoreRefused(`${file}: ${problem}`);
  return manifest as Manifest;
}

const kindOf = (manifest: unknown): DatabaseKind =>
  (manifest as Manifest | null)?.database?.kind === "postgres" ? "postgres" : "pglite";

/** What a file is, for the stores that keep a type beside the bytes (S3). */
const contentTypes: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
  webm: "video/webm",
  mp4: "video/mp4",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
const contentType = (key: string) =>
  contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

/** Where the database is restored: checked for emptiness, emptied, then filled from the dump. */
interface DatabaseTarget {
  kind: DatabaseKind;
  isEmpty(): Promise<boolean>;
  empty(): Promise<void>;
  load(dumpFile: string): Promise<void>;
}

function embeddedTarget(): DatabaseTarget {
  const dir = join(dataDir(), "db");
  return {
    kind: "pglite",
    async isEmpty() {
      return !existsSync(join(dir, "PG_VERSION"));
    },
    async empty() {
      for (const name of readdirSync(dir)) {
        if (name !== "rawafed.lock") rmSync(join(dir, name), { recursive: true, force: true });
      }
    },
    async load(dumpFile) {
      // A cluster of its own (PGlite's initdb), not the build's template: that one is migrated.
      const client = new PGlite(dir, { extensions: { pg_trgm } });
      try {
        await client.exec(await readFile(dumpFile, "utf8"));
      } finally {
        await client.close();
      }
    },
  };
}

/** The site's schemas on a PostgreSQL server: its tables, drizzle's journal, pg-boss's jobs. */
const SCHEMAS = ["public", "drizzle", "pgboss"];

function postgresTarget(url: string): DatabaseTarget {
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    kind: "postgres",
    isEmpty: () =>
      withClient(async (client) => {
        const { rows } = await client.query<{ count: number }>(
          "select count(*)::int as count from pg_tables where schemaname = any($1)",
          [SCHEMAS],
        );
        return (rows[0]?.count ?? 0) === 0;
      }),
    empty: () =>
      withClient(async (client) => {
        await client.query(
          "drop schema if exists drizzle, pgboss cascade; drop schema if exists public cascade; " +
            "create schema public",
        );
      }),
    load: (dumpFile) =>
      runTool("psql", [
        "--no-psqlrc",
        "--quiet",
        "--single-transaction",
        "--set=ON_ERROR_STOP=1",
        `--file=${dumpFile}`,
        `--dbname=${url}`,
      ]),
  };
}

/**
 * Puts the backed-up site's auth secret back in the data directory, in place of one a new start
 * made: the restored second factors are encrypted with it. A `BETTER_AUTH_SECRET` set here wins.
 */
async function restoreAuthSecret(body: Readable, log: (line: string) => void) {
  if (process.env.BETTER_AUTH_SECRET?.trim()) {
    body.resume();
    log(
      "kept BETTER_AUTH_SECRET (the archive's data-directory secret is not used): it must be " +
        "the key the backed-up site had, or its second factors cannot be read",
    );
    return;
  }
  mkdirSync(dataDir(), { recursive: true });
  await pipeline(body, createWriteStream(join(dataDir(), SECRET_ENTRY), { mode: 0o600 }));
  log("restored the auth secret");
}

export interface RestoreOptions {
  file: string;
  /** Replace a database that is not empty (its rows are lost). */
  force: boolean;
  store: FileStore;
  log: (line: string) => void;
}

/** Restores `file` into the site this process is configured for (DATA_DIR, DATABASE_URL, S3_*). */
export async function restoreBackup({
  file,
  force,
  store,
  log,
}: RestoreOptions): Promise<Manifest> {
  const url = process.env.DATABASE_URL;
  const target = url ? postgresTarget(url) : embeddedTarget();
  if (url) requireTool("psql");
  else {
    // Throws while a server holds the embedded database: it must be stopped first.
    const dir = join(dataDir(), "db");
    mkdirSync(dir, { recursive: true });
    holdEmbeddedLock(dir);
  }
  // Refused before the archive is read through: that may take minutes.
  const empty = await target.isEmpty();
  if (!empty && !force) {
    throw new RestoreRefused(
      "the site's database is not empty: restoring would replace it. Run again with --force " +
        "to replace it (its rows are lost), or point DATA_DIR/DATABASE_URL at an empty one.",
    );
  }
  const manifest = await checkArchive(file, { kind: target.kind, migrations: knownMigrations() });
  log(`checked ${file}: a database and ${manifest.files.length} files, all whole`);
  if (!empty) {
    await target.empty();
    log("emptied the database (--force)");
  }
  const work = await mkdtemp(join(tmpdir(), "rawafed-restore-"));
  try {
    let restored = 0;
    await readArchive(file, async ({ name, body }) => {
      if (name === DATABASE_ENTRY) {
        const dumpFile = join(work, DATABASE_ENTRY);
        await pipeline(body, createWriteStream(dumpFile, { mode: 0o600 }));
        await target.load(dumpFile);
        await rm(dumpFile);
        log(`restored the database (${manifest.database.migrations} migrations)`);
      } else if (name === SECRET_ENTRY) {
        await restoreAuthSecret(body, log);
      } else if (name.startsWith(FILES_PREFIX) && isStoreKey(name.slice(FILES_PREFIX.length))) {
        const key = name.slice(FILES_PREFIX.length);
        await store.putStream(key, body, contentType(key));
        restored++;
      } else {
        body.resume();
      }
    });
    log(`restored ${restored} files`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return manifest;
}
