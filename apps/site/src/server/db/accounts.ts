// The comics platform's accounts, in the tables better-auth reads and writes through its Drizzle
// adapter (its models `user`, `session`, `account`, `verification`, `rateLimit`; the adapter is
// given this mapping in `server/accounts/auth.ts`), plus the person's own fields.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A person with an account. `role`: reader, translator, reviewer or admin (CONTRACT.md). */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored lower-cased and trimmed: one account per address, however it is typed. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  /** The photo's stored name under the uploads directory, re-encoded without metadata. */
  image: text("image"),
  role: text("role").notNull().default("reader"),
  gender: text("gender"),
  /** ISO date (YYYY-MM-DD). */
  birthDate: text("birth_date"),
  /** An ISO 3166-1 alpha-2 code from the nationality list. */
  nationality: text("nationality"),
  /** The language of the person's e-mails: `en` or `ar`. */
  locale: text("locale").notNull().default("en"),
  /** Whether log-in asks for a second factor (better-auth's two-factor plugin sets it). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  ...timestamps,
});

/** A signed-in browser: the cookie holds the token. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * Opened with a second factor (a passkey, or an app's or backup code after the password):
     * the staff reach nothing with a session that was not (`auth.ts`, `databaseHooks`).
     */
    secondFactor: boolean("second_factor").notNull().default(false),
    ...timestamps,
  },
  (table) => [index("sessions_user_id").on(table.userId)],
);

/** How a person signs in: here, only e-mail and password (`provider_id` = `credential`). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** argon2id (PHC string). */
    password: text("password"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    ...timestamps,
  },
  (table) => [index("accounts_user_id").on(table.userId)],
);

/** Single-use secrets with an expiry: e-mail verification, the reset code and its tries. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier").on(table.identifier)],
);

/** better-auth's request counters (log-in throttling), shared by every instance. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * A person's authenticator app (better-auth's `twoFactor` model): its TOTP secret and their
 * one-time backup codes, both encrypted with the auth secret; `verified` once a first code was
 * right. Wrong codes count towards a lock.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [
    index("two_factors_user_id").on(table.userId),
    index("two_factors_secret").on(table.secret),
  ],
);

/**
 * A person's passkey (better-auth's `passkey` model, WebAuthn): the credential's public key, the
 * signature counter its authenticator keeps, and a name they gave it.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    aaguid: text("aaguid"),
  },
  (table) => [index("passkeys_user_id").on(table.userId)],
);

/**
 * App passwords (better-auth's api-key plugin, its model `apikey`): what a reading app signs in to
 * the OPDS catalogs with, named by the person, read-only, revocable, never the account password.
 * Only a hash of the key is kept (`key`), with its first characters to tell it apart (`start`),
 * and its own rate limit's window (`requestCount`, `lastRequest`).
 */
export const appPasswords = pgTable(
  "app_passwords",
  {
    id: text("id").primaryKey(),
    configId: text("config_id").notNull().default("default"),
    name: text("name"),
    start: text("start"),
    /** The owner: a user's id. */
    referenceId: text("reference_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prefix: text("prefix"),
    key: text("key").notNull(),
    refillInterval: integer("refill_interval"),
    refillAmount: integer("refill_amount"),
    lastRefillAt: timestamp("last_refill_at", { withTimezone: true }),
    enabled: boolean("enabled").default(true),
    rateLimitEnabled: boolean("rate_limit_enabled").default(true),
    rateLimitTimeWindow: integer("rate_limit_time_window"),
    rateLimitMax: integer("rate_limit_max"),
    requestCount: integer("request_count").default(0),
    remaining: integer("remaining"),
    lastRequest: timestamp("last_request", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    permissions: text("permissions"),
    metadata: text("metadata"),
  },
  (table) => [
    index("app_passwords_key").on(table.key),
    index("app_passwords_reference_id").on(table.referenceId),
  ],
);

/**
 * A person's "Download my data": made by a job (`accounts/dataExport.ts`) as a zip in the file
 * store (`fileKey`), downloaded by them alone until `expiresAt`, then removed.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `pending`, `ready` or `failed`. */
    state: text("state").$type<"pending" | "ready" | "failed">().notNull().default("pending"),
    fileKey: text("file_key"),
    bytes: bigint("bytes", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [index("data_exports_user").on(table.userId, table.createdAt)],
);
