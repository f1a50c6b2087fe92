// What the console's pages and server share (no server code: the route imports it): its sections,
// roles and statuses, and what its address may ask for (`/{l}/review?section=&status=&page=`).
import * as z from "zod/mini";
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

/** The console's search, read leniently: anything unknown falls back to the first view. */
export const reviewSearch = z.object({
  section: z.catch(z.optional(z.enum(REVIEW_SECTIONS)), undefined),
  status: z.catch(z.optional(z.enum(COMMENT_STATUSES)), undefined),
  page: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    undefined,
  ),
  // The submissions section: comics or chapters, of a review state, or the one opened.
  kind: z.catch(z.optional(z.enum(SUBMISSION_KINDS)), undefined),
  state: z.catch(z.optional(z.enum(SUBMISSION_STATES)), undefined),
  id: z.catch(z.optional(z.string().check(z.uuid())), undefined),
});
export type ReviewSearch = z.output<typeof reviewSearch>;
