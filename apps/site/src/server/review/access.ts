// Who may use the reviewing team's console: the server asks on every call, from the session.
import { type Viewer, viewerOf } from "../accounts/viewer";
import { REVIEW_ROLES } from "./sections";

// Not `accounts/requests`'s helper: this file is in the console route's import graph, and that
// one's is not for the browser's bundle.
const refusal = (status: 401 | 403, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The reviewer signed in on these headers, or the answer to give: 401 for a visitor, 403 else. */
export async function reviewerOf(headers: Headers): Promise<Viewer | Response> {
  const viewer = await viewerOf(headers);
  if (!viewer) return refusal(401, "UNAUTHORIZED", "Log in to do this.");
  if (!REVIEW_ROLES.includes(viewer.role)) {
    return refusal(403, "FORBIDDEN", "The reviewing team only.");
  }
  return viewer;
}
