/** The platform's roles (CONTRACT.md); a visitor has no account, hence no role. */
export const ROLES = ["reader", "translator", "reviewer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** What each role may do besides its own: a reviewer also reads, an admin also reviews. */
const rank: Record<Role, number> = { reader: 0, translator: 1, reviewer: 2, admin: 3 };

/** Whether `role` is at least `needed` (a reviewer may do what a translator may, and so on). */
export const hasRole = (role: unknown, needed: Role): boolean =>
  isRole(role) && rank[role] >= rank[needed];
