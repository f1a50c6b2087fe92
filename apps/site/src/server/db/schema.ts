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
  },
  (table) => [
    uniqueIndex("submissions_idempotency_key").on(table.kind, table.idempotencyKey),
    index("submissions_kind_created").on(table.kind, table.createdAt),
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

/** Newsletter subscribers: one row per e-mail, idempotent; unsubscribed by token. */
export const subscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  locale: text("locale").notNull(),
  token: text("token").notNull().unique(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

/** Fixed-window request counters, shared by every server instance using the database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});
