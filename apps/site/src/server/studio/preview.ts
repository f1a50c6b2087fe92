// Preview links (CONTRACT.md, "Editorial"): a draft shown at its public address to whoever holds
// the link, for 24 hours. The link carries the version and its expiry, signed with the site's
// secret (HMAC-SHA256): nothing is stored, and a link cannot be made or stretched without it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../accounts/secret";

export const PREVIEW_HOURS = 24;

const sign = (payload: string) =>
  createHmac("sha256", `${authSecret()}:studio-preview`).update(payload).digest("base64url");

/** A link's token for a version, valid for 24 hours from `now`. */
export function previewToken(versionId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_HOURS * 3600;
  const payload = `${versionId}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

/** The version a token names, if it is genuine and not expired. */
export function readPreviewToken(token: unknown, now = Date.now()): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [versionId, expires, signature] = token.split(".");
  if (!versionId || !expires || !signature || !/^[0-9a-f-]{36}$/.test(versionId)) return null;
  const expected = Buffer.from(sign(`${versionId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now ? versionId : null;
}
