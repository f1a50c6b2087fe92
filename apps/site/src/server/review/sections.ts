// What the console's pages and server share (no server code: the route imports it): its sections,
// roles and statuses, and what its address may ask for (`/{l}/review?section=&status=&page=`).
import { oneOf, uuid, wholeNumber } from "../../runtime/searchReaders";
import type { Role } from "../accounts/roles";
import { MAKERS_SECTIONS } from "./makersSections";

export const REVIEW_ROLES: readonly Role[] = ["reviewer", "admin"];

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

/** What an uploader is told of a decision (`notifications.kind`; `data.reason` when rejected). */
export const SUBMISSION_PUBLISHED = "submissionPublished";
export const SUBMISSION_REJECTED = "submissionRejected";

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
  };
  return Object.fromEntries(
    Object.entries(read).filter(([, value]) => value !== undefined),
  ) as ReviewSearch;
}
