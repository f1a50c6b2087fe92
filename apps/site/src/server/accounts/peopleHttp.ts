// The admins' doors to people: a role, their sessions ended, their second factor reset. Admins
// only (401 for a visitor, 403 for anyone else); 403 `SELF` on their own account, 404 for nobody.
import { choice, required } from "@rawafed/forms/schemas";
import * as z from "zod/mini";
import { endpoint } from "../http/admission";
import { answer, ok } from "../http/answers";
import { endSessions, type PeopleRefusal, resetSecondFactor, setRole } from "./people";
import { ADMIN_ROLES, ROLES, type Role } from "./roles";

const forAdmins = {
  rate: { key: "admin-people", max: 60 },
  who: ADMIN_ROLES,
  forbidden: "People and roles are for admins.",
} as const;

const BYTES = 4 * 1024;
const person = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const roleChange = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  role: choice(ROLES, required),
});

const refused = (refusal: PeopleRefusal) =>
  refusal === "self"
    ? answer(403, { code: "SELF", message: "Not on your own account: use the operator's tool." })
    : answer(404, { code: "NOT_FOUND", message: "Not found." });

/** `POST /api/admin/people/role { id, role }`. */
export const handleSetRole = endpoint({
  ...forAdmins,
  body: { accepts: "json", maxBytes: BYTES, schema: roleChange },
  handle: async ({ db, user, data }) => {
    const done = await setRole(db, user.id, data.id, data.role as Role);
    return typeof done === "string" ? refused(done) : ok(done);
  },
});

/** `POST /api/admin/people/end-sessions { id }`. */
export const handleEndSessions = endpoint({
  ...forAdmins,
  body: { accepts: "json", maxBytes: BYTES, schema: person },
  handle: async ({ db, user, data }) => {
    const done = await endSessions(db, user.id, data.id);
    return typeof done === "string" ? refused(done) : ok(done);
  },
});

/** `POST /api/admin/people/reset-second-factor { id }`. */
export const handleResetSecondFactor = endpoint({
  ...forAdmins,
  body: { accepts: "json", maxBytes: BYTES, schema: person },
  handle: async ({ request, db, user, data }) => {
    const done = await resetSecondFactor(db, user.id, data.id, request);
    return typeof done === "string" ? refused(done) : ok(done);
  },
});
