// What every endpoint of the console shares (`POST /api/review/...` and its downloads): the
// reviewing team only (401 for a visitor, 403 for anyone else), one limit for all of them, and
// the answers of a decision that finds nothing to decide.
import { REVIEW_ROLES } from "../accounts/roles";
import { answer } from "../http/answers";
import { REVIEW_REFUSAL } from "./access";

/** A reviewer goes through a queue quickly: more calls a minute than an account form takes. */
const CALLS_PER_MINUTE = 120;

/** The admission of every console endpoint (`endpoint({ ...forReviewers, body, handle })`). */
export const forReviewers = {
  rate: { key: "review", max: CALLS_PER_MINUTE },
  who: REVIEW_ROLES,
  forbidden: REVIEW_REFUSAL,
} as const;

/** A decision's body: an id, a choice, a reason at most. */
export const DECISION_BYTES = 8 * 1024;

export const notFound = () => answer(404, { code: "NOT_FOUND", message: "Not found." });
/** The item was decided already (by another reviewer, or in another tab). */
export const conflict = () => answer(409, { code: "DECIDED", message: "Already decided." });
