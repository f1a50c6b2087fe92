// The newsletter's sends (CONTRACT.md, "Editorial": a publisher sends a published news item once
// to the confirmed subscribers of its language). One row per version sent, unique on the version,
// so a second send is refused by the database itself; and one row per recipient, unique on the
// send and the address, so a send interrupted by a restart resumes without mailing anyone twice.
// A delivery's id is also its mail job's id in pg-boss: queued again, the job is not duplicated.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { editorialItems, editorialVersions } from "./editorial";

/** A delivery's states: waiting (or being retried), taken by the mail server, given up, not sent. */
export const DELIVERY_STATES = ["queued", "sent", "failed", "skipped"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A published news version sent to the subscribers of its language: once. */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    versionId: uuid("version_id")
      .notNull()
      .references(() => editorialVersions.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => editorialItems.id, { onDelete: "cascade" }),
    /** The version's language: only subscribers of this language are sent it. */
    language: text("language").$type<"en" | "ar">().notNull(),
    /** The site's public origin when it was sent: every link of its mails is on it. */
    origin: text("origin").notNull(),
    startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Every recipient has a delivery and its mail job: the send's batches are done. */
    preparedAt: timestamp("prepared_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_sends_version").on(table.versionId)],
);

/** One recipient of a send: its mail's state, tries and last failure. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    /** Also the id of its mail job (pg-boss): queuing it twice stores one job. */
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    state: text("state").$type<DeliveryState>().notNull().default("queued"),
    /** Tries at sending it so far (a refusing mail server's included). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When its mail job was stored; null: a batch stopped before it (resumed on the next run). */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_recipient").on(table.sendId, table.email),
    index("newsletter_deliveries_state").on(table.sendId, table.state),
  ],
);
