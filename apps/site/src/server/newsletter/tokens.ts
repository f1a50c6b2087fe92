import { createHash, randomBytes } from "node:crypto";

/** A secret for a link: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a confirmation token: its SHA-256, never the token itself. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Whether a value can be a token at all (checked before any query). */
export const isToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(value);
