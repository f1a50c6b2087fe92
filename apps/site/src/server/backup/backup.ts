// Writes a backup: the database's dump, then every file its rows name, then the manifest. The
// dump comes first; the files are read after it by the keys it names, so the archive holds every
// file a restored row points to (files are never changed in place: a new file gets a new key).
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { dataDir } from "../db/index";
import type { FileStore } from "../files/store";
import { writeArchive } from "./archive";
import type { DatabaseDump } from "./embeddedDump";
import {
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  type DatabaseKind,
  FILES_PREFIX,
  type Manifest,
  type ManifestFile,
  SECRET_ENTRY,
} from "./manifest";

/** Where the dump comes from: the embedded database or a PostgreSQL server. */
export interface DatabaseSource {
  kind: DatabaseKind;
  /** Writes the dump into `file` and lists the keys of the files its rows name. */
  dump(file: string): Promise<DatabaseDump>;
}

/**
 * The auth secret kept in the data directory, when the site uses it (no `BETTER_AUTH_SECRET`): a
 * restore without it could not read the second factors stored with it.
 */
export function keptAuthSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.BETTER_AUTH_SECRET?.trim()) return null;
  const file = join(dataDir(), SECRET_ENTRY);
  return existsSync(file) ? file : null;
}

export async function writeBackup(
  out: Writable,
  source: DatabaseSource,
  store: FileStore,
  secretFile: string | null = keptAuthSecret(),
): Promise<Manifest> {
  // The dump holds every row (password hashes included): a folder only this user can read.
  const work = await mkdtemp(join(tmpdir(), "rawafed-backup-"));
  try {
    const dumpFile = join(work, DATABASE_ENTRY);
    const dump = await source.dump(dumpFile);
    const archive = writeArchive(out);
    try {
      const size = (await stat(dumpFile)).size;
      const sha256 = await archive.add(DATABASE_ENTRY, size, createReadStream(dumpFile));
      const files: ManifestFile[] = [];
      const missing: string[] = [];
      for (const key of dump.keys) {
        const opened = await store.open(key);
        if (!opened) {
          missing.push(key);
          continue;
        }
        const hash = await archive.add(FILES_PREFIX + key, opened.size, opened.body);
        files.push({ key, size: opened.size, sha256: hash });
      }
      let authSecret: Manifest["authSecret"] = null;
      if (secretFile) {
        const secretSize = (await stat(secretFile)).size;
        const hash = await archive.add(SECRET_ENTRY, secretSize, createReadStream(secretFile));
        authSecret = { size: secretSize, sha256: hash };
      }
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        database: { kind: source.kind, migrations: dump.migrations, size, sha256 },
        files,
        authSecret,
        missing,
      };
      await archive.finish(manifest);
      return manifest;
    } catch (error) {
      archive.abort(error as Error);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
