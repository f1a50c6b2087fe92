// The studio's kinds of content, apart from their rules (zod): the app's routes and links read
// them without loading a schema.
import type { MessageId } from "@rawafed/i18n";

/** What staff edit in the studio (the design system's `EditorialKind`), in its menu's order. */
export const studioKinds = [
  "news",
  "blog",
  "job",
  "faq",
  "statement",
  "policy",
  "catalog",
  "board",
  "committee",
  "leader",
  "team",
  "org",
  "event",
  "video",
] as const;
export type StudioKind = (typeof studioKinds)[number];

/** The kinds whose item is a downloadable PDF per language (the investors' documents, the catalog). */
export const documentKinds = ["statement", "policy", "catalog"] as const satisfies StudioKind[];
export type DocumentKind = (typeof documentKinds)[number];
export const isDocumentKind = (kind: string): kind is DocumentKind =>
  (documentKinds as readonly string[]).includes(kind);

/**
 * Four eyes (CONTRACT.md, "Editorial"): every item of these kinds is an investor disclosure,
 * published only by a publisher who did not write its last revision (a news item is one when
 * marked so).
 */
export const fourEyesKinds = [
  "statement",
  "policy",
  "board",
  "committee",
] as const satisfies StudioKind[];
export const isFourEyesKind = (kind: string): boolean =>
  (fourEyesKinds as readonly string[]).includes(kind);

/** A field of a kind beyond the common ones, stored in the version's `fields`. */
export interface KindField {
  name: string;
  /**
   * `text`, `textarea`; `date` (YYYY-MM-DD); `lines`: one entry per line, "name: role" (a
   * committee's members); `parent`: another item of the kind (an organization chart's entry);
   * `video`: an uploaded WebM or MP4 (its key); `captions`: WebVTT, pasted or typed.
   */
  type: "text" | "textarea" | "date" | "lines" | "parent" | "video" | "captions";
  label: MessageId;
  hint?: MessageId;
  required?: boolean;
  max: number;
}

/**
 * The form of the kinds that are parts of a page rather than pages (people, committees, the
 * organization chart, the event notice): what their common fields are called, which they have,
 * and their own fields. Their address (slug) is made from the title, out of sight.
 */
export interface PartKind {
  title: MessageId;
  summary: { label: MessageId; hint?: MessageId; required: boolean } | null;
  body: { label: MessageId; hint?: MessageId } | null;
  /** A photo from the media library. */
  photo: boolean;
  /** What the picture is called when it is not a photo (a video's poster). */
  photoLabel?: MessageId;
  /** Placed by hand on its page: "Order on the page". */
  ordered: boolean;
  fields: readonly KindField[];
}

const person = (fields: readonly KindField[] = []): PartKind => ({
  title: "studio.form.name",
  summary: { label: "studio.form.role", required: true },
  body: { label: "studio.form.biography", hint: "studio.form.biographyHint" },
  photo: true,
  ordered: true,
  fields,
});

export const partKinds = {
  board: person([
    { name: "termStart", type: "date", label: "studio.form.termStart", max: 10 },
    { name: "termEnd", type: "date", label: "studio.form.termEnd", max: 10 },
  ]),
  leader: person(),
  team: person(),
  committee: {
    title: "studio.form.committeeName",
    summary: { label: "studio.form.mandate", required: true },
    body: null,
    photo: false,
    ordered: true,
    fields: [
      {
        name: "members",
        type: "lines",
        label: "studio.form.members",
        hint: "studio.form.membersHint",
        required: true,
        max: 4_000,
      },
    ],
  },
  org: {
    title: "studio.form.unit",
    summary: null,
    body: null,
    photo: false,
    ordered: true,
    fields: [
      {
        name: "parent",
        type: "parent",
        label: "studio.form.parent",
        hint: "studio.form.parentHint",
        max: 36,
      },
    ],
  },
  event: {
    title: "studio.form.eventName",
    summary: { label: "studio.form.eventAbout", required: true },
    body: { label: "studio.form.invitationLetter", hint: "studio.form.invitationLetterHint" },
    photo: false,
    ordered: false,
    fields: [
      { name: "dates", type: "text", label: "studio.form.eventDates", required: true, max: 120 },
      { name: "hours", type: "text", label: "studio.form.eventHours", required: true, max: 120 },
      { name: "booth", type: "text", label: "studio.form.eventBooth", required: true, max: 40 },
      { name: "venue", type: "text", label: "studio.form.eventVenue", required: true, max: 200 },
      {
        name: "eventLead",
        type: "textarea",
        label: "studio.form.eventLead",
        hint: "studio.form.eventLeadHint",
        required: true,
        max: 400,
      },
      {
        name: "invitationLead",
        type: "textarea",
        label: "studio.form.invitationLead",
        hint: "studio.form.invitationLeadHint",
        required: true,
        max: 400,
      },
    ],
  },
  video: {
    title: "studio.form.title",
    summary: { label: "studio.form.videoDescription", required: true },
    body: null,
    photo: true,
    photoLabel: "studio.form.poster",
    ordered: true,
    fields: [
      {
        name: "video",
        type: "video",
        label: "studio.form.video",
        hint: "studio.form.videoHint",
        required: true,
        max: 80,
      },
      {
        name: "captions",
        type: "captions",
        label: "studio.form.captions",
        hint: "studio.form.captionsHint",
        required: true,
        max: 100_000,
      },
    ],
  },
} as const satisfies Partial<Record<StudioKind, PartKind>>;
export type PartKindId = keyof typeof partKinds;

export const isPartKind = (kind: string): kind is PartKindId => kind in partKinds;
export const partKind = (kind: string): PartKind | undefined =>
  isPartKind(kind) ? partKinds[kind] : undefined;

/** A video's key: uploaded ones in the file store, the first content's clips in `public/videos`. */
export const VIDEO_FILE_PATTERN =
  /^(?:videos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:webm|mp4)|seed\/[a-z0-9-]+)$/;

/** Whether a text is WebVTT with at least one cue (a timing line). */
export function isWebVtt(text: string): boolean {
  return (
    /^\uFEFF?WEBVTT(?:[ \t][^\n]*)?\r?\n/.test(text) &&
    /(?:\d+:)?\d{2}:\d{2}\.\d{3}[ \t]+-->[ \t]+(?:\d+:)?\d{2}:\d{2}\.\d{3}/.test(text)
  );
}

/** The "Order on the page" number: 1 is first. */
export const ORDER_MAX = 999;

/**
 * A committee's members as typed, one per line, "name: role" (an Arabic colon or a dash also
 * separates them); blank lines are skipped. `null` for a line without a role.
 */
export function parseMembers(text: string): { name: string; role: string }[] | null {
  const members: { name: string; role: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const match = /^(.+?)\s*(?::|：|\s[-–—]\s)\s*(.+)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) return null;
    members.push({ name: match[1].trim(), role: match[2].trim() });
  }
  return members;
}
