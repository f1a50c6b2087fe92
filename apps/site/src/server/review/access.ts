// Who may use the reviewing team's console: the server asks on every call, from the session.
import { createMiddleware } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { answer } from "../accounts/requests";
import { type Viewer, viewerOf } from "../accounts/viewer";
import { REVIEW_ROLES } from "./sections";

/** The reviewer signed in on these headers, or the answer to give: 401 for a visitor, 403 else. */
export async function reviewerOf(headers: Headers): Promise<Viewer | Response> {
  const viewer = await viewerOf(headers);
  if (!viewer) return answer(401, { code: "UNAUTHORIZED", message: "Log in to do this." });
  if (!REVIEW_ROLES.includes(viewer.role)) {
    return answer(403, { code: "FORBIDDEN", message: "The reviewing team only." });
  }
  return viewer;
}

/**
 * The review console's server functions start here, before their input is even read: a visitor
 * is answered 401 and a signed-in person without the role 403 (thrown as the call's response).
 */
export const reviewersOnly = createMiddleware({ type: "function" }).server(async ({ next }) => {
  const reviewer = await reviewerOf(new Headers(getRequestHeaders()));
  if (reviewer instanceof Response) throw reviewer;
  return next({ context: { reviewer } });
});
