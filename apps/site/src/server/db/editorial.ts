// The company's content as its staff edit it in the studio (CONTRACT.md, "Editorial"): an item of
// a kind, one version per language with its own state, every save of a version a revision, and
// what visitors see (the published copy, rendered once when it is published) in a table of its
// own, so public pages read one row and never the editor's documents.

import { type RichTextDocument, studioKinds } from "@rawafed/forms/schemas";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const EDITORIAL_KINDS = studioKinds;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];

/** A version's states; a language never written has no version ("missing"). */
export const VERSION_STATES = [
  "draft",
  "inReview",
  "scheduled",
  "published",
  "unpublished",
] as const;
export type VersionState = (typeof VERSION_STATES)[number];

/** What a revision holds: everything a person edits in one language version. */
export interface VersionContent {
  title: string;
  slug: string;
  summary: string;
  body: RichTextDocument;
  seoTitle: string;
  seoDescription: string;
  /** A picture of the media library or the site (`/media/...`), or empty. */
  coverImage: string;
  /** The kind's own fields in this language (a job's location and type, a blog's author). */
  fields: Record<string, string>;
}

/** One piece of content of a kind: the fields its languages share. */
export const editorialItems = pgTable(
  "editorial_items",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").$type<EditorialKind>().notNull(),
    /** The date the item shows (a news item's, an article's); lists sort by it, newest first. */
    displayDate: date("display_date", { mode: "string" }).notNull(),
    /** Where an item sits in a list sorted by hand (the FAQ); lower first. */
    position: integer("position").notNull().default(0),
    /** A job opening's last day: the day after it, the opening is unpublished in both languages. */
    closesOn: date("closes_on", { mode: "string" }),
    /** An investor disclosure: published only by a publisher who did not write it (part 2). */
    disclosure: boolean("disclosure").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
  },
  (table) => [index("editorial_items_kind_date").on(table.kind, table.displayDate)],
);

/** An item's version in one language: its workflow state and its latest revision. */
export const editorialVersions = pgTable(
  "editorial_versions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    itemId: uuid("item_id")
      .notNull()
      .references(() => editorialItems.id, { onDelete: "cascade" }),
    /** The item's kind, repeated so a slug is unique per kind and language by an index. */
    kind: text("kind").$type<EditorialKind>().notNull(),
    language: text("language").$type<"en" | "ar">().notNull(),
    state: text("state").$type<VersionState>().notNull().default("draft"),
    /** The latest revision's slug and title, for lists, search and the uniqueness of slugs. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /**
     * The title lower-cased once, when written: the studio's search compares it with `like`, byte
     * by byte, where `ilike` lower-cased every title of every search (most of a search's time
     * whenever the planner scans the table rather than the trigram index).
     */
    titleSearch: text("title_search").notNull().generatedAlwaysAs(sql`lower(title)`),
    /** The revision every save starts from; a save based on an older one is refused. */
    headRevisionId: uuid("head_revision_id"),
    /** The revision visitors see, while published. */
    publishedRevisionId: uuid("published_revision_id"),
    /** When a scheduled publication or unpublication happens. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    /** When the text last changed (a save), not its state: the other language compares to it. */
    contentChangedAt: timestamp("content_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("editorial_versions_item_language").on(table.itemId, table.language),
    uniqueIndex("editorial_versions_slug").on(table.kind, table.language, table.slug),
    index("editorial_versions_list").on(table.kind, table.language, table.updatedAt),
    index("editorial_versions_due_publish").on(table.publishAt).where(sql`publish_at is not null`),
    index("editorial_versions_due_unpublish")
      .on(table.unpublishAt)
      .where(sql`unpublish_at is not null`),
    // The studio's search: titles in either script, by trigrams (pg_trgm, migration 0004).
    index("editorial_versions_title_search_trgm").using(
      "gin",
      sql`${table.titleSearch} gin_trgm_ops`,
    ),
  ],
);

/** Every save of a version, append-only: who, when, why, and the whole content. */
export const editorialRevisions = pgTable(
  "editorial_revisions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    versionId: uuid("version_id")
      .notNull()
      .references(() => editorialVersions.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: jsonb("content").$type<VersionContent>().notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt,
  },
  (table) => [uniqueIndex("editorial_revisions_number").on(table.versionId, table.number)],
);

/**
 * What visitors see of a version while it is published: its published revision's copy, with the
 * body rendered to HTML once, at publication (`@tiptap/static-renderer`).
 */
export const editorialPublished = pgTable(
  "editorial_published",
  {
    versionId: uuid("version_id")
      .primaryKey()
      .references(() => editorialVersions.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => editorialItems.id, { onDelete: "cascade" }),
    kind: text("kind").$type<EditorialKind>().notNull(),
    language: text("language").$type<"en" | "ar">().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    html: text("html").notNull(),
    /** The body's plain text, for feeds and search. */
    plain: text("plain").notNull(),
    seoTitle: text("seo_title").notNull(),
    seoDescription: text("seo_description").notNull(),
    coverImage: text("cover_image").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    displayDate: date("display_date", { mode: "string" }).notNull(),
    position: integer("position").notNull().default(0),
    /** The first publication; `updatedAt` the latest (feeds' `published` and `updated`). */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("editorial_published_slug").on(table.kind, table.language, table.slug),
    index("editorial_published_list").on(table.kind, table.language, table.displayDate),
  ],
);

/** Slugs a published version had before: their addresses answer 301 to the current one. */
export const editorialOldSlugs = pgTable(
  "editorial_old_slugs",
  {
    kind: text("kind").$type<EditorialKind>().notNull(),
    language: text("language").$type<"en" | "ar">().notNull(),
    slug: text("slug").notNull(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => editorialVersions.id, { onDelete: "cascade" }),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.kind, table.language, table.slug] })],
);
