// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: the operator's backup tools
// (docs/operations.md, "Backups and restore"), loaded by scripts/backup.mjs and
// scripts/restore.mjs.
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { dataDir } from "../db/index";
import { EmbeddedDatabaseLocked, embeddedLockHolder, holdEmbeddedLock } from "../db/lock";
import { getFileStore } from "../files/store";
import { type DatabaseSource, writeBackup } from "./backup";
import { backupSocketPath, requestBackup } from "./channel";
import { dumpEmbedded } from "./embeddedDump";
import { dumpPostgres } from "./postgresDump";
import { checkArchive, RestoreRefused, restoreBackup } from "./restore";

export interface CliIo {
  out: (line: string) => void;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Writes the archive into `out` from wherever the database is: see the README. */
async function backupInto(out: Writable, log: (line: string) => void): Promise<string | null> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const source: DatabaseSource = { kind: "postgres", dump: (file) => dumpPostgres(url, file) };
    await writeBackup(out, source, getFileStore());
    return null;
  }
  const dir = join(dataDir(), "db");
  const holder = embeddedLockHolder(dir);
  if (holder) {
    const socket = backupSocketPath(dataDir());
    if (!existsSync(socket)) {
      throw new Error(
        `process ${holder} holds the embedded database in ${dir} but offers no backup channel ` +
          `(${socket}): is it still starting, or an older version? Try again once it answers.`,
      );
    }
    log(`asking the running server (process ${holder}) for the backup`);
    await requestBackup(socket, out);
    return `process ${holder}`;
  }
  if (!existsSync(join(dir, "PG_VERSION"))) {
    throw new Error(`no embedded database in ${dir}: nothing to back up (is DATA_DIR right?)`);
  }
  mkdirSync(dir, { recursive: true });
  holdEmbeddedLock(dir);
  // Ready before the dump: it speaks to the database below PGlite's own wait for its start.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    const source: DatabaseSource = { kind: "pglite", dump: (file) => dumpEmbedded(client, file) };
    await writeBackup(out, source, getFileStore());
  } finally {
    await client.close();
  }
  return null;
}

export async function runBackup(args: string[], { out }: CliIo): Promise<number> {
  const [target, ...rest] = args;
  if (!target || rest.length > 0 || target.startsWith("-")) {
    out("usage: npm run backup -- FILE   (a .tar.gz of the database's dump and its files)");
    return 2;
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  // Written beside, checked whole, then moved in place: FILE is never half an archive.
  const partial = `${file}.partial`;
  try {
    const sink = createWriteStream(partial, { mode: 0o600 });
    const [server] = await Promise.all([backupInto(sink, out), finished(sink)]);
    // The server reports its own failure in its log and closes the socket: the archive is cut.
    const manifest = await checkArchive(partial).catch((error: Error) => {
      throw server ? new Error(`${error.message} (see the log of ${server})`) : error;
    });
    await rename(partial, file);
    const bytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
    out(
      `backup written to ${file}: the ${manifest.database.kind} database ` +
        `(${manifest.database.migrations} migrations, ${megabytes(manifest.database.size)} of SQL) ` +
        `and ${manifest.files.length} files (${megabytes(bytes)})`,
    );
    if (manifest.missing.length > 0) {
      out(`warning: ${manifest.missing.length} files the database names were not in the store:`);
      for (const key of manifest.missing) out(`  ${key}`);
    }
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    out(`backup failed: ${(error as Error).message}`);
    return 1;
  }
}

export async function runRestore(args: string[], { out }: CliIo): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  const [source] = files;
  if (!source || files.length !== 1 || source.startsWith("-")) {
    out("usage: npm run restore -- FILE [--force]   (the site stopped; --force replaces its data)");
    return 2;
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), source);
  try {
    const manifest = await restoreBackup({ file, force, store: getFileStore(), log: out });
    out(`restored ${file} (made ${manifest.createdAt}): start the site`);
    if (manifest.missing.length > 0) {
      out(`note: ${manifest.missing.length} files were already missing when it was made`);
    }
    return 0;
  } catch (error) {
    const refused = error instanceof EmbeddedDatabaseLocked || error instanceof RestoreRefused;
    out(`restore ${refused ? "refused" : "failed"}: ${(error as Error).message}`);
    return 1;
  }
}
