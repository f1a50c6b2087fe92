// A backup's manifest: what the archive holds, written as its last entry and checked on restore
// before anything is changed (docs/operations.md, "Backups and restore").

/** This archive layout's version: a restore refuses one it does not know. */
export const BACKUP_FORMAT = 1;

/** The archive's entries: the database's dump, each file under `files/` by its key, the manifest. */
export const DATABASE_ENTRY = "database.sql";
export const FILES_PREFIX = "files/";
export const MANIFEST_ENTRY = "manifest.json";
/** The key made at first start when `BETTER_AUTH_SECRET` is not set (it encrypts second factors). */
export const SECRET_ENTRY = "auth-secret";

export type DatabaseKind = "pglite" | "postgres";

export interface ManifestFile {
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** Migrations applied when the dump was made (rows of drizzle's journal table). */
    migrations: number;
    size: number;
    sha256: string;
  };
  files: ManifestFile[];
  /** The data directory's auth secret, when the site uses it: second factors are encrypted with it. */
  authSecret: { size: number; sha256: string } | null;
  /** Keys the database named whose file was not in the store when it was read. */
  missing: string[];
}

/** What a restore is about to restore into: its database's kind and its code's migrations. */
export interface RestoreTarget {
  kind: DatabaseKind;
  migrations: number;
}

/** Why this manifest cannot be restored here, or null when it can. */
export function manifestProblem(manifest: unknown, target: RestoreTarget): string | null {
  if (!isManifest(manifest)) return "the archive's manifest is missing or not a backup's";
  if (manifest.format !== BACKUP_FORMAT) {
    return `the archive's format ${manifest.format} is not this site's (${BACKUP_FORMAT})`;
  }
  if (manifest.database.kind !== target.kind) {
    return (
      `the archive holds a ${manifest.database.kind} dump and the site uses ${target.kind}: ` +
      (target.kind === "postgres" ? "unset DATABASE_URL" : "set DATABASE_URL") +
      " to restore it into the same kind of database"
    );
  }
  if (manifest.database.migrations > target.migrations) {
    return (
      `the archive's database has ${manifest.database.migrations} migrations and this site's ` +
      `code knows ${target.migrations}: restore it with the site's version that made it, or newer`
    );
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isHash = (value: unknown) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
const isSize = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

function isManifest(value: unknown): value is Manifest {
  if (!isRecord(value) || !isRecord(value.database)) return false;
  const { database, files, missing, authSecret } = value;
  return (
    typeof value.format === "number" &&
    typeof value.createdAt === "string" &&
    (database.kind === "pglite" || database.kind === "postgres") &&
    isSize(database.migrations) &&
    isSize(database.size) &&
    isHash(database.sha256) &&
    Array.isArray(files) &&
    files.every(
      (file) =>
        isRecord(file) && typeof file.key === "string" && isSize(file.size) && isHash(file.sha256),
    ) &&
    (authSecret === null ||
      (isRecord(authSecret) && isSize(authSecret.size) && isHash(authSecret.sha256))) &&
    Array.isArray(missing) &&
    missing.every((key) => typeof key === "string")
  );
}

/** An entry as read from an archive: its name, size and SHA-256. */
export interface ReadEntry {
  name: string;
  size: number;
  sha256: string;
}

/**
 * Whether the entries read match the manifest, one for one (the database's dump and every file,
 * by size and hash): a cut or altered archive is refused whole, before anything is restored.
 */
export function entriesProblem(manifest: Manifest, entries: ReadEntry[]): string | null {
  const expected = new Map<string, { size: number; sha256: string }>([
    [DATABASE_ENTRY, manifest.database],
    ...manifest.files.map((file) => [FILES_PREFIX + file.key, file] as const),
    ...(manifest.authSecret ? [[SECRET_ENTRY, manifest.authSecret] as const] : []),
  ]);
  const seen = new Set<string>();
  for (const entry of entries) {
    if (entry.name === MANIFEST_ENTRY) continue;
    const want = expected.get(entry.name);
    if (!want) return `the archive holds ${entry.name}, which its manifest does not list`;
    if (seen.has(entry.name)) return `the archive holds ${entry.name} twice`;
    seen.add(entry.name);
    if (want.size !== entry.size || want.sha256 !== entry.sha256) {
      return `${entry.name} does not match the manifest (damaged archive?)`;
    }
  }
  for (const name of expected.keys()) {
    if (!seen.has(name)) return `the archive lacks ${name}, which its manifest lists`;
  }
  return null;
}
