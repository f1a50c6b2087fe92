// The comics platform's catalog and what readers do with it (CONTRACT.md, "The comics platform").
// A comic is one series as a translator uploaded it; its chapters may be in several translation
// languages. Files (covers, PDFs, page images) live in the file store under the keys held here.

import type { ComicStatus, ReadingDirection, TranslationLanguage } from "@rawafed/forms/schemas";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The review states of an upload (SPEC.md section 4): `received`, then `in_review`, then
 * `published` or `rejected` (with a reason). Only published comics and chapters are shown to readers.
 */
export const REVIEW_STATES = ["received", "in_review", "published", "rejected"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where a chapter's PDF is in the page pipeline: readable once `ready`. */
export const PIPELINE_STATES = ["pending", "rendering", "ready", "failed"] as const;
export type PipelineState = (typeof PIPELINE_STATES)[number];

export const publishers = pgTable("publishers", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text("country").notNull(),
  /** ISO date the publisher was founded (YYYY-MM-DD). */
  foundedOn: text("founded_on"),
  description: text("description").notNull().default(""),
  createdAt,
});

/** A translator's public profile: one per user with the translator role. */
export const translatorProfiles = pgTable("translator_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** `professional` once an application is approved (SPEC.md section 4). */
  level: text("level").notNull().default("professional"),
  description: text("description").notNull().default(""),
  /** The languages the translator works in (`translatorLanguages` ids). */
  languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
  createdAt,
});

export const comics = pgTable(
  "comics",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    /** The series name as published. */
    name: text("name").notNull(),
    /** The series name in its translation language. */
    translatedName: text("translated_name").notNull().default(""),
    /** Other and alternative titles, searched as well as the two names. */
    otherNames: text("other_names").array().notNull().default(sql`'{}'::text[]`),
    /** At most 300 words (checked by the upload form's rule). */
    description: text("description").notNull().default(""),
    coverKey: text("cover_key"),
    publisherId: uuid("publisher_id").references(() => publishers.id, { onDelete: "set null" }),
    /** Genre ids (the forms' genre list). */
    genres: text("genres").array().notNull().default(sql`'{}'::text[]`),
    artist: text("artist").notNull().default(""),
    writer: text("writer").notNull().default(""),
    status: text("status").$type<ComicStatus>().notNull().default("ongoing"),
    direction: text("direction").$type<ReadingDirection>().notNull().default("ltr"),
    /** Language ids of the forms' `translationLanguages` (english, arabic, ...). */
    originalLanguage: text("original_language").$type<TranslationLanguage>().notNull(),
    translationLanguage: text("translation_language").$type<TranslationLanguage>().notNull(),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    /** Who uploaded it; none once their account is deleted. */
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    state: text("state").$type<ReviewState>().notNull().default("received"),
    rejectionReason: text("rejection_reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index("comics_state_published").on(table.state, table.publishedAt),
    index("comics_publisher").on(table.publisherId),
    index("comics_uploader").on(table.uploaderId),
    // The popular sort walks it to the page's last comic (migration 0006).
    index("comics_published_views").on(table.views.desc()).where(sql`${table.state} = 'published'`),
  ],
);

export const chapters = pgTable(
  "chapters",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    comicId: uuid("comic_id")
      .notNull()
      .references(() => comics.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull().default(""),
    /** The language this chapter is translated into (a `translationLanguages` id). */
    language: text("language").$type<TranslationLanguage>().notNull(),
    translatorId: text("translator_id").references(() => users.id, { onDelete: "set null" }),
    coverKey: text("cover_key"),
    pdfKey: text("pdf_key"),
    pdfSize: bigint("pdf_size", { mode: "number" }),
    pageCount: integer("page_count").notNull().default(0),
    pipeline: text("pipeline").$type<PipelineState>().notNull().default("pending"),
    /** Why the page pipeline failed, for the uploader (a message id, never a stack trace). */
    pipelineError: text("pipeline_error"),
    state: text("state").$type<ReviewState>().notNull().default("received"),
    rejectionReason: text("rejection_reason"),
    /**
     * A retranslation: a new version of the chapter with this id, reviewed on its own. Once
     * published its files replace the original's (whose id, history and comments stay).
     */
    revisionOf: uuid("revision_of").references((): AnyPgColumn => chapters.id, {
      onDelete: "cascade",
    }),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt,
    /** The team it is credited to (its members when it was published: `chapter_credits`). */
    teamId: uuid("team_id").references((): AnyPgColumn => translatorTeams.id, {
      onDelete: "set null",
    }),
    /** When the reviewing team last asked its translator for the pages' transcripts. */
    transcriptsRequestedAt: timestamp("transcripts_requested_at", { withTimezone: true }),
    /**
     * What a visitor may open: published, and its pages drawn. The one definition every list,
     * link and count of chapters for visitors reads (`readableChapter`, and comic_stats in SQL).
     */
    readable: boolean("readable")
      .notNull()
      .generatedAlwaysAs(sql`state = 'published' and pipeline = 'ready'`),
  },
  (table) => [
    uniqueIndex("chapters_comic_language_number")
      .on(table.comicId, table.language, table.number)
      .where(sql`revision_of is null`),
    index("chapters_revision_of").on(table.revisionOf),
    index("chapters_state_published").on(table.state, table.publishedAt),
    index("chapters_translator").on(table.translatorId),
    // The catalog's latest chapters, read backwards: newest first.
    index("chapters_readable_latest").on(table.publishedAt, table.number).where(sql`readable`),
    index("chapters_team").on(table.teamId).where(sql`team_id is not null`),
  ],
);

/** A team member's role: a leader manages the team and its members; a member translates. */
export const TEAM_ROLES = ["leader", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * Translators who work together (the peers' scanlation groups): a name, the languages it
 * translates into, and its members. Its chapters are credited to it and to its members.
 */
export const translatorTeams = pgTable("translator_teams", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** The languages it translates into (`translationLanguages` ids). */
  languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
  /** Who made it; none once their account is deleted. */
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt,
});

export const teamMembers = pgTable(
  "team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => translatorTeams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<TeamRole>().notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index("team_members_user").on(table.userId),
    check("team_members_role", sql`${table.role} in ('leader', 'member')`),
  ],
);

/**
 * The people a team's chapter is credited to: the team's members as they were when it was
 * uploaded, then published (a member who leaves later keeps the credit for their chapters).
 */
export const chapterCredits = pgTable(
  "chapter_credits",
  {
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Their role in the team then. */
    role: text("role").$type<TeamRole>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.chapterId, table.userId] })],
);

/** One rendered page of a chapter, at two widths, with a tiny placeholder shown while it loads. */
export const chapterPages = pgTable(
  "chapter_pages",
  {
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    /** From 1. */
    page: integer("page").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    smallKey: text("small_key").notNull(),
    largeKey: text("large_key").notNull(),
    /** The same pictures as AVIF, for browsers that take it (`pages/renditions.ts`). */
    smallAvifKey: text("small_avif_key"),
    largeAvifKey: text("large_avif_key"),
    /** Whether AVIF was tried: not kept where it would be no lighter than the WebP. */
    avifTried: boolean("avif_tried").notNull().default(false),
    /** ThumbHash, base64. */
    placeholder: text("placeholder").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chapterId, table.page] }),
    // A page image served is found by its key (migration 0006). Not by the chapter its key names:
    // a published retranslation's pages move to the chapter it replaces.
    index("chapter_pages_small_key").on(table.smallKey),
    index("chapter_pages_large_key").on(table.largeKey),
  ],
);

/**
 * A page's words as text: its balloons, captions and sound effects in reading order, in the
 * chapter's language. The page's description for screen readers (no peer gives one) and text that
 * search finds. Apart from `chapter_pages`: given at upload, before the pages are drawn, and kept
 * when they are drawn again. `search_vector` (migration 0022, generated) is not listed here.
 */
export const pageTranscripts = pgTable(
  "page_transcripts",
  {
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    /** From 1, as `chapter_pages.page`. */
    page: integer("page").notNull(),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chapterId, table.page] }),
    check("page_transcripts_page", sql`${table.page} >= 1`),
  ],
);

const stars = (name: string) => smallint(name).notNull();

/** A reader's rating of a translator: overall stars, translation quality, image clarity (1-5). */
export const translatorRatings = pgTable(
  "translator_ratings",
  {
    translatorId: text("translator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: stars("stars"),
    quality: stars("quality"),
    clarity: stars("clarity"),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.translatorId, table.userId] }),
    check(
      "translator_ratings_range",
      sql`${table.stars} between 1 and 5 and ${table.quality} between 1 and 5 and ${table.clarity} between 1 and 5`,
    ),
  ],
);

/** A reader's rating of a comic (1-5); the comic shows a Bayesian average. */
export const comicRatings = pgTable(
  "comic_ratings",
  {
    comicId: uuid("comic_id")
      .notNull()
      .references(() => comics.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: stars("stars"),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.comicId, table.userId] }),
    check("comic_ratings_range", sql`${table.stars} between 1 and 5`),
  ],
);

export const FOLLOW_TARGETS = ["comic", "translator", "publisher", "team"] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/** What a reader follows: a comic, a translator (user id), a publisher or a team. */
export const follows = pgTable(
  "follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    target: text("target").$type<FollowTarget>().notNull(),
    targetId: text("target_id").notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.target, table.targetId] }),
    index("follows_target").on(table.target, table.targetId),
  ],
);

export const SAVE_TARGETS = ["comic", "chapter"] as const;
export type SaveTarget = (typeof SAVE_TARGETS)[number];

/** A reader's saved comics and chapters. */
export const saves = pgTable(
  "saves",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    target: text("target").$type<SaveTarget>().notNull(),
    targetId: uuid("target_id").notNull(),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.target, table.targetId] })],
);

/** Where a reader is in each chapter they opened: resumed on return, listed in their history. */
export const readingHistory = pgTable(
  "reading_history",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    page: integer("page").notNull().default(1),
    /** Set when the last page was reached. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.chapterId] }),
    index("reading_history_user_read").on(table.userId, table.readAt),
  ],
);

/**
 * Comments on a comic (no chapter) or one of its chapters. They appear at once; the reviewing team
 * can hide them. The author is none once their account is deleted ("a deleted user").
 */
export const comicComments = pgTable(
  "comic_comments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    comicId: uuid("comic_id")
      .notNull()
      .references(() => comics.id, { onDelete: "cascade" }),
    chapterId: uuid("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    createdAt,
  },
  (table) => [
    index("comic_comments_comic").on(table.comicId, table.createdAt),
    index("comic_comments_user").on(table.userId),
  ],
);

/** A reader's report of a problem in a chapter (the report-issue form's kinds and details). */
export const chapterReports = pgTable(
  "chapter_reports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Report kinds: typos, translation, blurry. */
    kinds: text("kinds").array().notNull(),
    details: text("details").notNull().default(""),
    /** `open` until the reviewing team deals with it (`resolved`). */
    status: text("status").notNull().default("open"),
    createdAt,
  },
  (table) => [index("chapter_reports_status").on(table.status, table.createdAt)],
);

/**
 * What the site tells a person: a new chapter of a comic or translator they follow, the outcome of
 * their submission or application. `data` holds what the text needs (ids, numbers, a reason).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    comicId: uuid("comic_id").references(() => comics.id, { onDelete: "cascade" }),
    chapterId: uuid("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    data: jsonb("data").notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [index("notifications_user_created").on(table.userId, table.createdAt)],
);
