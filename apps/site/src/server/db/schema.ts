import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Every form submission, stored as validated before the visitor is told it succeeded. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    /** The validated fields, exactly as given (escaped on output, never here). */
    payload: jsonb("payload").notNull(),
    /** Client-generated key: a retried request finds its first answer instead of storing twice. */
    idempotencyKey: text("idempotency_key"),
    /** `received` for messages and applications; `pending` then `approved` for comments. */
    status: text("status").notNull().default("received"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Kept by the staff past the retention period (`submissions/retention.ts`); null: not kept. */
    keptAt: timestamp("kept_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("submissions_idempotency_key").on(table.kind, table.idempotencyKey),
    index("submissions_kind_created").on(table.kind, table.createdAt),
    index("submissions_retention")
      .on(table.createdAt)
      .where(sql`kept_at IS NULL AND kind IN ('contact', 'jobApplication')`),
  ],
);

/** Uploaded files: kept outside the web root under generated names. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  submissionId: uuid("submission_id")
    .notNull()
    .references(() => submissions.id, { onDelete: "cascade" }),
  field: text("field").notNull(),
  storedName: text("stored_name").notNull(),
  /** The visitor's file name, sanitised, as metadata only. */
  originalName: text("original_name").notNull(),
  mime: text("mime").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
});

/**
 * Newsletter subscribers, one row per e-mail, by double opt-in: a posted address is pending until
 * the link of its confirmation e-mail is opened (`confirmed_at`); an unsubscribe (`unsubscribed_at`)
 * holds until a new confirmation. Active = confirmed and not unsubscribed since. Rows stored before
 * double opt-in have no `confirmed_at`: pending, sent nothing until they confirm.
 */
export const subscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  /** The subscriber's language: every e-mail and page they are sent to is in it. */
  locale: text("locale").notNull(),
  /** The unsubscribe token, in every e-mail's links and `List-Unsubscribe` header. */
  token: text("token").notNull().unique(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** SHA-256 of the single-use confirmation token (the link holds the token; this never does). */
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
  /** When the last confirmation e-mail went out: at most one per address per few minutes. */
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
});

/** Fixed-window request counters, shared by every server instance using the database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});

// The comics platform's accounts (better-auth's tables and the person's own fields).
export * from "./accounts";

// The comics platform's catalog, reading and following.
export * from "./comics";
// The company's content as its staff edit it in the studio: items, versions, revisions.
export * from "./editorial";
// Translator applications, comic requests and the reviewing team's audit log.
export * from "./makers";
// The studio's media library: images with their renditions, alt texts and focal points.
export * from "./media";
// The newsletter's sends of news items and each recipient's delivery.
export * from "./newsletter";
// What search and sorting read per comic, kept by the database (migration 0004_comics_search).
export * from "./search";
