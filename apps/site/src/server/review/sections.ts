// What the console's pages and server share (no server code: the route imports it): its sections,
// statuses, and what its address may ask for (`/{l}/review?section=&status=&page=`).
import { oneOf, text, uuid, wholeNumber } from "../../runtime/searchReaders";
import { MAKERS_SECTIONS } from "./makersSections";

export const REVIEW_SECTIONS = [
  "comments",
  "messages",
  "applications",
  "subscribers",
  "submissions",
  ...MAKERS_SECTIONS,
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export type Decision = "approve" | "reject";

/** What the submissions section lists: uploaded comics or chapters. */
export const SUBMISSION_KINDS = ["chapter", "comic"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
/** The review states (db/comics.ts), as the console filters by them. */
export const SUBMISSION_STATES = ["received", "in_review", "published", "rejected"] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** The states in which a submission waits for a decision, in the order their tabs come. */
export const WAITING_STATES = ["received", "in_review"] as const satisfies SubmissionState[];

/** How many comics and chapters are in each state (`submissionCounts`). */
export type SubmissionTally = Record<SubmissionKind, Record<SubmissionState, number>>;

/** How many of `kind` wait: received or in review. */
export const waitingOfKind = (counts: SubmissionTally, kind: SubmissionKind): number =>
  WAITING_STATES.reduce((sum, state) => sum + counts[kind][state], 0);

/**
 * The kind and state the submissions section shows. What the address names is kept; otherwise
 * the first tab where something waits (chapters, then comics; received, then in review), so the
 * console's badge and the list agree. An address with an id and no kind keeps the old default.
 */
export function openingTab(
  counts: SubmissionTally,
  search: Pick<ReviewSearch, "kind" | "state" | "id">,
): { kind: SubmissionKind; state: SubmissionState } {
  const has = (kind: SubmissionKind) =>
    (search.state ? counts[kind][search.state] : waitingOfKind(counts, kind)) > 0;
  const kind = search.kind ?? (search.id ? "chapter" : SUBMISSION_KINDS.find(has)) ?? "chapter";
  const state = search.state ?? WAITING_STATES.find((one) => counts[kind][one] > 0) ?? "received";
  return { kind, state };
}

/** What an uploader is told of a decision (`notifications.kind`; `data.reason` when rejected). */
export const SUBMISSION_PUBLISHED = "submissionPublished";
export const SUBMISSION_REJECTED = "submissionRejected";

/**
 * The applications' filter value for those naming no opening. A hyphen alone is never a slug (a
 * slug has no hyphen at either end), so it cannot be mistaken for an opening's.
 */
export const SPONTANEOUS = "-";
/** The longest position filter the address may hold. */
export const POSITION_MAX = 200;

/** A position filter from the address: a slug (digits only come as a number), or nothing. */
function position(value: unknown): string | undefined {
  const read = text(typeof value === "number" ? String(value) : value, POSITION_MAX);
  return read?.trim() ? read.trim() : undefined;
}

/** Entries on one page of a console list. */
export const PAGE_SIZE = 20;

export interface ReviewSearch {
  section?: ReviewSection;
  status?: CommentStatus;
  page?: number;
  /** The submissions section: comics or chapters, of a review state, or the one opened. */
  kind?: SubmissionKind;
  state?: SubmissionState;
  id?: string;
  /** The applications section: those naming this opening (a slug), or `SPONTANEOUS`. */
  position?: string;
}

/** The console's search, read leniently: anything unknown falls back to the first view. */
export function readReviewSearch(search: Record<string, unknown>): ReviewSearch {
  const read: ReviewSearch = {
    section: oneOf(REVIEW_SECTIONS, search.section),
    status: oneOf(COMMENT_STATUSES, search.status),
    page: wholeNumber(search.page, 1, 10_000),
    kind: oneOf(SUBMISSION_KINDS, search.kind),
    state: oneOf(SUBMISSION_STATES, search.state),
    id: uuid(search.id),
    position: position(search.position),
  };
  return Object.fromEntries(
    Object.entries(read).filter(([, value]) => value !== undefined),
  ) as ReviewSearch;
}
