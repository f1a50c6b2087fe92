#!/usr/bin/env node
// Exports the stored submissions as CSV on stdout: `node scripts/export-submissions.mjs [kind]`.
// Reads the same database as the server: DATABASE_URL when set, else the PGlite under DATA_DIR.
// Stop the server first when it uses the embedded database (one process opens it at a time).
import { join, resolve } from "node:path";

const kind = process.argv[2];
const sql = `select s.id, s.kind, s.locale, s.status, s.created_at, s.payload,
  coalesce(string_agg(u.original_name, '; '), '') as files
  from submissions s left join uploads u on u.submission_id = s.id
  ${kind ? "where s.kind = $1" : ""}
  group by s.id order by s.created_at`;
const params = kind ? [kind] : [];

async function rows() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = join(resolve(process.env.DATA_DIR ?? join(process.cwd(), ".data")), "db");
  const db = new PGlite(dir);
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.close();
  }
}

// Spreadsheet-safe: quoted, quotes doubled, and a leading = + - @ neutralised (CSV injection).
const cell = (value) => {
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value ?? "");
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

const header = ["id", "kind", "locale", "status", "created_at", "payload", "files"];
const lines = [header.join(",")];
for (const row of await rows()) lines.push(header.map((key) => cell(row[key])).join(","));
process.stdout.write(`${lines.join("\n")}\n`);
