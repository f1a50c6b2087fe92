// Who reads the OPDS catalogs: a reading app with an app password (HTTP Basic, or the key in the
// address for apps that cannot send one), a signed-in browser, or anyone. An account's own
// password is never taken here: only an app password opens the personal feeds.
import { isLocale, type Locale } from "@rawafed/i18n";
import { eq } from "drizzle-orm";
import { checkAppPassword } from "../accounts/appPasswords";
import { sessionOf } from "../accounts/viewer";
import { users } from "../db/accounts";
import type { Database } from "../db/index";

export interface OpdsReader {
  userId: string;
  /** The language of their settings: the feeds' words are in it. */
  locale: Locale;
  /** Signed in with an app password (its own rate limit), not a browser's session. */
  withAppPassword: boolean;
}

export type Identified =
  | { reader: OpdsReader | null }
  | { refused: "invalid" }
  | { refused: "limited"; retryAfter: number };

/** The password of an `Authorization: Basic` header (any user name), or a bearer token. */
export function presentedKey(header: string | null): string | null {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (/^bearer$/i.test(scheme)) return value;
  if (!/^basic$/i.test(scheme)) return null;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? null : decoded.slice(colon + 1);
}

async function readerOf(db: Database, userId: string, withAppPassword: boolean) {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return { userId, locale: isLocale(user.locale) ? user.locale : "en", withAppPassword };
}

/**
 * The reader of a request: `pathKey` (an address with a key in it) first, then the
 * Authorization header, then the browser's session. A key that is wrong, revoked or over its
 * limit is refused, never taken for a visitor.
 */
export async function identify(
  db: Database,
  request: Request,
  pathKey: string | null,
): Promise<Identified> {
  const key = pathKey ?? presentedKey(request.headers.get("authorization"));
  if (key !== null) {
    const checked = await checkAppPassword(key);
    if ("refused" in checked) return checked;
    const reader = await readerOf(db, checked.userId, true);
    return reader ? { reader } : { refused: "invalid" };
  }
  if (request.headers.get("authorization")) return { refused: "invalid" };
  const signedIn = await sessionOf(request.headers);
  if (!signedIn?.user.emailVerified) return { reader: null };
  // The session holds the person's settings already.
  const { id, locale } = signedIn.user as { id: string; locale?: string | null };
  return {
    reader: { userId: id, locale: isLocale(locale) ? locale : "en", withAppPassword: false },
  };
}
