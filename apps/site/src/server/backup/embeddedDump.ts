// The embedded database's dump, made by the process that holds it (PGlite has one connection):
// PGlite's own pg_dump, with no other query between its first statement and its last.
import { writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { FILE_KEYS_SQL, fileKeys, MIGRATIONS_SQL } from "./keys";

export interface DatabaseDump {
  /** The keys of the files the dumped rows name. */
  keys: string[];
  migrations: number;
}

const encoder = new TextEncoder();

/** A simple-protocol query message ('Q'): run below PGlite's locks, which are already held. */
function simpleQuery(sql: string): Uint8Array {
  const text = encoder.encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.byteLength);
  message[0] = "Q".charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + text.byteLength);
  message.set(text, 5);
  return message;
}

/** Each row's first column, as text. */
async function firstColumn(client: PGlite, sql: string): Promise<(string | null)[]> {
  const { messages } = await client.execProtocol(simpleQuery(sql));
  const values: (string | null)[] = [];
  for (const message of messages) {
    if (message.name === "dataRow" && "fields" in message) {
      values.push((message as { fields: (string | null)[] }).fields[0] ?? null);
    }
  }
  return values;
}

/**
 * Writes the dump to `file` (plain SQL) and lists the files its rows name. PGlite's two locks are
 * held throughout: no transaction of the site is open while pg_dump's runs, and none of its
 * queries meets the session as pg_dump leaves it (an empty search path) before it is put back.
 * The site's requests wait for the dump (not for the files, read after); the dump is made in
 * memory (rows only: the files are streamed apart).
 */
export async function dumpEmbedded(client: PGlite, file: string): Promise<DatabaseDump> {
  let dump: File | undefined;
  const listed = await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const keys = fileKeys(await firstColumn(client, FILE_KEYS_SQL));
      const migrations = Number((await firstColumn(client, MIGRATIONS_SQL))[0] ?? 0);
      // pg_dump's few queries of its own go the same way: `SHOW SEARCH_PATH` (the one it reads,
      // as `rows[0].search_path`) before, and resetting it after.
      const unlocked = {
        execProtocolRawStream: client.execProtocolRawStream.bind(client),
        query: async (sql: string) => ({
          rows: (await firstColumn(client, sql)).map((value) => ({ search_path: value })),
        }),
        exec: async (sql: string) => {
          await firstColumn(client, sql);
          return [];
        },
      } as unknown as PGlite;
      const searchPath = (await firstColumn(client, "show search_path"))[0] ?? "public";
      try {
        dump = await pgDump({ pg: unlocked, args: ["--no-owner", "--no-privileges"] });
      } finally {
        // pg_dump leaves as it would a connection of its own: its read-only transaction open and
        // its settings made (PGlite's one session outlives it). The site's session gets back
        // its own: no transaction, the settings it started with, its search path.
        await firstColumn(client, "rollback");
        await firstColumn(client, "reset all");
        await firstColumn(
          client,
          `select pg_catalog.set_config('search_path', '${searchPath.replaceAll("'", "''")}', false)`,
        );
      }
      return { keys, migrations };
    }),
  );
  if (!dump) throw new Error("pg_dump gave no dump");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  return listed;
}
