// The platform's roles (CONTRACT.md) and who may do what, in one place: every endpoint names one
// of these groups (`endpoint({ who })`), and pages show or hide their links by the same ones. No
// server code: pages import it. A visitor has no account, hence no role.

/**
 * The roles, as the `users.role` text column holds them (no database constraint: a new role needs
 * no migration). The studio's `editor` and `publisher` come after the first four, so the operator
 * tool's list keeps its order.
 */
export const ROLES = ["reader", "translator", "reviewer", "admin", "editor", "publisher"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** Upload comics and chapters (CONTRACT.md: translators). */
export const UPLOAD_ROLES: readonly Role[] = ["translator"];
/** The reviewing team's console: its queues, its downloads, its decisions. */
export const REVIEW_ROLES: readonly Role[] = ["reviewer", "admin"];
/** The editorial studio (CONTRACT.md "Editorial"): an editor writes... */
export const STUDIO_ROLES: readonly Role[] = ["editor", "publisher", "admin"];
/** ...a publisher publishes (and may write), an admin does everything. */
export const PUBLISH_ROLES: readonly Role[] = ["publisher", "admin"];
/** People and their roles, sessions and second factors: the admins' section of the console. */
export const ADMIN_ROLES: readonly Role[] = ["admin"];
/** The staff: they must have a second factor (CONTRACT.md, "Operations"). */
export const STAFF_ROLES: readonly Role[] = ["reviewer", "admin", "editor", "publisher"];
export const isStaff = (role: unknown): boolean => isRole(role) && STAFF_ROLES.includes(role);
