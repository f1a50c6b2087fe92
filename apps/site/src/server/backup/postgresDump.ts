// A PostgreSQL database's dump (DATABASE_URL): the server's own pg_dump, with the file keys read in
// the very snapshot it dumps, so the files copied are the ones its rows name.
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";
import type { DatabaseDump } from "./embeddedDump";
import { FILE_KEYS_SQL, fileKeys, MIGRATIONS_SQL } from "./keys";

/** Throws a clear message when PostgreSQL's client tool `name` is not installed. */
export function requireTool(name: "pg_dump" | "psql"): void {
  const found = spawnSync(name, ["--version"], { stdio: "ignore" });
  if (found.error || found.status !== 0) {
    throw new Error(
      `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install ` +
        "postgresql-client, of the server's major version or newer) and run this again.",
    );
  }
}

/** Runs a PostgreSQL tool; its error output becomes the error's message. */
export function runTool(name: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(name, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** Dumps the database at `url` into `file` (plain SQL, no owners or grants). */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseDump> {
  requireTool("pg_dump");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for the keys and the dump: the site may write meanwhile.
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id"))
      .rows[0]?.id;
    if (!snapshot) throw new Error("PostgreSQL exported no snapshot");
    const keys = fileKeys(
      (await client.query<{ key: string }>(FILE_KEYS_SQL)).rows.map((r) => r.key),
    );
    const migrations = (await client.query<{ count: number }>(MIGRATIONS_SQL)).rows[0]?.count ?? 0;
    await runTool("pg_dump", [
      `--snapshot=${snapshot}`,
      "--no-owner",
      "--no-privileges",
      "--format=plain",
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query("commit");
    return { keys, migrations };
  } finally {
    await client.end();
  }
}
