/** The platform's roles (CONTRACT.md); a visitor has no account, hence no role. */
export const ROLES = ["reader", "translator", "reviewer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);
