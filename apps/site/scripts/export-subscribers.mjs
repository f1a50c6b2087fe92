#!/usr/bin/env node
// Exports the newsletter's subscribers as CSV on stdout: `node scripts/export-subscribers.mjs`.
// `status` is `pending` (its confirmation link not opened yet), `active` or `unsubscribed`; only
// `active` addresses may be sent the newsletter. Reads the same database as the server:
// DATABASE_URL when set, else the PGlite under DATA_DIR (stop the server first: one process opens
// the embedded database at a time).
import { join, resolve } from "node:path";

const sql = `select email, locale,
  case when unsubscribed_at is not null then 'unsubscribed'
       when confirmed_at is not null then 'active'
       else 'pending' end as status,
  subscribed_at, confirmed_at, unsubscribed_at
  from newsletter_subscribers order by subscribed_at, email`;

async function rows() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = join(resolve(process.env.DATA_DIR ?? join(process.cwd(), ".data")), "db");
  const db = new PGlite(dir);
  try {
    return (await db.query(sql)).rows;
  } finally {
    await db.close();
  }
}

// Spreadsheet-safe: quoted, quotes doubled, and a leading = + - @ neutralised (CSV injection).
const cell = (value) => {
  let text = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

const header = ["email", "locale", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"];
const lines = [header.join(",")];
for (const row of await rows()) lines.push(header.map((key) => cell(row[key])).join(","));
process.stdout.write(`${lines.join("\n")}\n`);
