// Who may use the studio (CONTRACT.md, "Editorial"): the server asks on every call, from the
// session. Not `http/answers`: this file is in the studio routes' import graph.
import { PUBLISH_ROLES, STUDIO_ROLES } from "../accounts/roles";
import { type Viewer, viewerOf } from "../accounts/viewer";

/** The studio's admission: a generous limit per person (autosave writes every few seconds). */
export const forStaff = {
  rate: { key: "studio", max: 240, per: "person" },
  who: STUDIO_ROLES,
  forbidden: "The company's editors and publishers only.",
} as const;

/** A file sent to the studio (a document, a video): fewer a minute, each one large. */
export const forStaffUploads = {
  ...forStaff,
  rate: { key: "studio-upload", max: 30, per: "person" },
} as const;

export const canPublish = (viewer: Pick<Viewer, "role">) => PUBLISH_ROLES.includes(viewer.role);

const refusal = (status: 401 | 403, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The staff member signed in on these headers, or the answer: 401 for a visitor, 403 else. */
export async function staffOf(headers: Headers): Promise<Viewer | Response> {
  const viewer = await viewerOf(headers);
  if (!viewer) return refusal(401, "UNAUTHORIZED", "Log in to do this.");
  if (!STUDIO_ROLES.includes(viewer.role)) {
    return refusal(403, "FORBIDDEN", "The company's editors and publishers only.");
  }
  // As at every endpoint (http/admission.ts): the staff's session needs its second step.
  if (!viewer.secondFactorSession) {
    return refusal(403, "SECOND_FACTOR_REQUIRED", "Set up two-step verification first.");
  }
  return viewer;
}
