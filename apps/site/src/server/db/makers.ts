// The comics platform's makers and its reviewing team (CONTRACT.md, "Operations"): translator
// applications, readers' requests for a comic, and the audit log of every decision the team makes.

import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { comics, translatorTeams } from "./comics";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An application's states: `received` (under review) until a reviewer approves or rejects it. */
export const APPLICATION_STATES = ["received", "approved", "rejected"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** A reader's application to become a translator (the become-a-translator form). */
export const translatorApplications = pgTable(
  "translator_applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `translatorLanguages` ids (arabic, english, french). */
    languages: text("languages").array().notNull(),
    message: text("message").notNull(),
    /** The team the applicant asks to join once approved, if any (its leaders are told). */
    teamId: uuid("team_id").references(() => translatorTeams.id, { onDelete: "set null" }),
    state: text("state").$type<ApplicationState>().notNull().default("received"),
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [
    // One application waiting per person: a second is refused until the first is decided.
    uniqueIndex("translator_applications_one_open").on(table.userId).where(sql`state = 'received'`),
    index("translator_applications_state").on(table.state, table.createdAt),
  ],
);

/** A request's states: `open` until the team adds the comic (`added`) or declines it. */
export const REQUEST_STATES = ["open", "added", "declined"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** A reader's request for a comic or a chapter (the ask-for-a-comic form). */
export const comicRequests = pgTable(
  "comic_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    comicName: text("comic_name").notNull(),
    chapter: text("chapter").notNull().default(""),
    details: text("details").notNull(),
    state: text("state").$type<RequestState>().notNull().default("open"),
    /** The comic that answers the request, once added. */
    comicId: uuid("comic_id").references(() => comics.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [index("comic_requests_state").on(table.state, table.createdAt)],
);

/**
 * Every decision of the reviewing team: who (`actorId`, kept as text when the account is gone),
 * what (`action` on `subjectKind`/`subjectId`, e.g. `reject` on `chapter`), when, and why.
 */
export const reviewLog = pgTable(
  "review_log",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason"),
    data: jsonb("data").notNull().default({}),
    createdAt,
  },
  (table) => [
    index("review_log_subject").on(table.subjectKind, table.subjectId),
    index("review_log_created").on(table.createdAt),
  ],
);
