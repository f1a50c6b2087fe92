// The studio's data as its screen parts receive it (CONTRACT.md, "Editorial"): the app's server
// builds these shapes; the parts know no site.

/**
 * What staff edit in the studio: part 1's kinds, the investors' documents and the catalog, the
 * people and committees, the organization chart and the event notice.
 */
export type EditorialKind =
  | "news"
  | "blog"
  | "job"
  | "faq"
  | "statement"
  | "policy"
  | "catalog"
  | "board"
  | "committee"
  | "leader"
  | "team"
  | "org"
  | "event"
  | "video";
/** The two languages every item has a version in (the interface language may be the other). */
export type EditorialLanguage = "en" | "ar";
/** A language version's own state; `missing` when it was never written. */
export type EditorialState =
  | "missing"
  | "draft"
  | "inReview"
  | "scheduled"
  | "published"
  | "unpublished";

/** One language version of an item, as a list shows it. */
export interface StudioVersionSummary {
  language: EditorialLanguage;
  state: EditorialState;
  title: string | null;
  /** ISO 8601, UTC. */
  updatedAt: string | null;
  /** The other language's version changed after this one was last saved. */
  outdated: boolean;
  /** When a scheduled publication (or unpublication) happens, ISO 8601 UTC. */
  scheduledAt: string | null;
}

export interface StudioListItem {
  id: string;
  kind: EditorialKind;
  /** The editor's address for this item. */
  href: string;
  versions: Record<EditorialLanguage, StudioVersionSummary>;
  /** Who saved last, by name. */
  updatedBy: string | null;
}

/** One saved revision of a language version. */
export interface RevisionEntry {
  id: string;
  /** 1, 2, 3... per language version. */
  number: number;
  author: string | null;
  /** ISO 8601, UTC. */
  at: string;
  note: string | null;
}

/** A readable comparison of two revisions' text, word by word. */
export interface DiffSegment {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Where a media library image is used: an item's page or editor, named for people. */
export interface MediaUse {
  label: string;
  href: string;
}

/** An image of the media library, as the studio shows it (added by the studio's parts, #30). */
export interface MediaImage {
  id: string;
  /** A small rendition for the library's grid; also what a picked image's `src` is. */
  src: string;
  fileName: string;
  /** The original's size in bytes. */
  bytes: number;
  /** The alt text in each language; an empty string when not written yet. */
  alt: Record<EditorialLanguage, string>;
  /** Where crops centre, in percent of the width (from the left) and height (from the top). */
  focalPoint: { x: number; y: number };
  usedIn: readonly MediaUse[];
}
