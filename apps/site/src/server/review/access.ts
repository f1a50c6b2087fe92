// Who may use the reviewing team's console's server functions (its pages' data): the server asks
// on every call, from the session, with the answers every endpoint gives (`http/answers.ts`).
import { REVIEW_ROLES } from "../accounts/roles";
import { type Viewer, viewerOf } from "../accounts/viewer";
import { forbidden, secondFactorRequired, unauthorized } from "../http/answers";

/** What a signed-in person outside the team is told. */
export const REVIEW_REFUSAL = "The reviewing team only.";

/**
 * The reviewer signed in on these headers, or the answer to give: 401 for a visitor, 403 else
 * (and for a session opened without its second factor).
 */
export async function reviewerOf(headers: Headers): Promise<Viewer | Response> {
  const viewer = await viewerOf(headers);
  if (!viewer) return unauthorized();
  if (!REVIEW_ROLES.includes(viewer.role)) return forbidden(REVIEW_REFUSAL);
  // As at every endpoint (http/admission.ts): the staff's session needs its second step.
  if (!viewer.secondFactorSession) return secondFactorRequired();
  return viewer;
}
