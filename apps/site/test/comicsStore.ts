// A comics catalog written straight into a database for tests: the suite's own store before its
// server starts (the embedded database is held by one process at a time), or one in memory. The
// same migrations as the server's, so the rows are the ones it reads.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { newAuthenticator } from "../src/server/accounts/authenticator";
import { hashPassword } from "../src/server/accounts/password";
import { isStaff } from "../src/server/accounts/roles";
import { accounts, twoFactors, users } from "../src/server/db/accounts";
import {
  chapters,
  comics,
  publishers,
  type ReviewState,
  translatorProfiles,
} from "../src/server/db/comics";
import type { Database } from "../src/server/db/index";
import * as schema from "../src/server/db/schema";
import { storeEnv, TEST_AUTH_SECRET } from "./server";
import { rememberApp } from "./totp";

const migrationsFolder = join(import.meta.dirname, "..", "drizzle");

export interface Store {
  db: Database;
  close: () => Promise<void>;
}

/**
 * The store of the suite with `dataDir` (its PostgreSQL database when the suites run on one, as
 * `storeEnv` names it, else the embedded one under the directory), or a fresh one in memory.
 * Close it before a server opens the embedded one.
 */
export async function openStore(dataDir?: string): Promise<Store> {
  const url = dataDir ? storeEnv(dataDir).DATABASE_URL : undefined;
  if (url) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin
      .query(`create database "${new URL(url).pathname.slice(1)}"`)
      .catch(() => undefined)
      .finally(() => admin.end());
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, close: () => pool.end() };
  }
  const client = new PGlite(dataDir ? join(dataDir, "db") : "memory://", {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

const newId = () => randomBytes(24).toString("base64url");
const slugOf = (name: string) =>
  `${name.toLowerCase().replace(/\W+/g, "-")}-${newId().slice(0, 6)}`;

/**
 * An active account (its address verified), as the operator's tool makes one; with `password` it
 * can log in. A translator gets their public profile too. A staff member gets an authenticator
 * app as `--totp` gives one (the suite holds it: `totp.ts`), unless `secondFactor` is false.
 */
export async function addUser(
  db: Database,
  options: {
    email: string;
    name?: string;
    role?: string;
    password?: string;
    secondFactor?: boolean;
  },
): Promise<string> {
  const id = newId();
  const role = options.role ?? "reader";
  const app =
    isStaff(role) && options.secondFactor !== false
      ? await newAuthenticator(options.email, process.env.BETTER_AUTH_SECRET ?? TEST_AUTH_SECRET)
      : null;
  await db.insert(users).values({
    id,
    email: options.email,
    name: options.name ?? options.email.split("@")[0] ?? "Reader",
    emailVerified: true,
    role,
    twoFactorEnabled: app !== null,
  });
  if (app) {
    await db.insert(twoFactors).values({
      id: newId(),
      userId: id,
      secret: app.secret,
      backupCodes: app.backupCodes,
    });
    rememberApp(options.email, app.uri);
  }
  if (options.password) {
    await db.insert(accounts).values({
      id: newId(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(options.password),
    });
  }
  if (role === "translator") {
    await db.insert(translatorProfiles).values({ userId: id, languages: ["arabic", "english"] });
  }
  return id;
}

export async function addPublisher(db: Database, name = "Dar Al-Rawafed"): Promise<string> {
  const [row] = await db
    .insert(publishers)
    .values({ slug: slugOf(name), name, country: "SA" })
    .returning({ id: publishers.id });
  return row?.id ?? "";
}

export async function addComic(
  db: Database,
  options: { name: string; state?: ReviewState; uploaderId?: string; publisherId?: string },
): Promise<string> {
  const state = options.state ?? "published";
  const [row] = await db
    .insert(comics)
    .values({
      slug: slugOf(options.name),
      name: options.name,
      translatedName: `${options.name} (ar)`,
      coverKey: `covers/${newId()}.webp`,
      originalLanguage: "english",
      translationLanguage: "arabic",
      uploaderId: options.uploaderId,
      publisherId: options.publisherId,
      state,
      publishedAt: state === "published" ? new Date() : null,
    })
    .returning({ id: comics.id });
  return row?.id ?? "";
}

export async function addChapter(
  db: Database,
  options: {
    comicId: string;
    number: number;
    translatorId?: string;
    state?: ReviewState;
    pageCount?: number;
  },
): Promise<string> {
  const state = options.state ?? "published";
  const [row] = await db
    .insert(chapters)
    .values({
      comicId: options.comicId,
      number: options.number,
      title: `Chapter ${options.number}`,
      language: "arabic",
      translatorId: options.translatorId,
      pageCount: options.pageCount ?? 12,
      pipeline: "ready",
      state,
      publishedAt: state === "published" ? new Date() : null,
    })
    .returning({ id: chapters.id });
  return row?.id ?? "";
}
