// Log-in throttling per account (CONTRACT.md, ASVS V6.3): password tries are counted per
// lower-cased address in the database, so every instance sees the same count, and whether the
// address has an account makes no difference. Per-client limits stay better-auth's (auth.ts).
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { rateLimits } from "../db/schema";

/** At most this many wrong passwords for one address... */
export const SIGN_IN_FAILURES_MAX = 5;
/** ...within this long, counted from the first; the address is then locked for the rest of it. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The database, or a transaction on it. */
type Store = Pick<Database, "insert" | "update" | "delete">;

// A row of the site's `rate_limits` table per address: the window's start and the tries in it.
const keyOf = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/**
 * Takes one try for `email` before its password is checked, counted at once so that tries sent
 * in parallel cannot slip past the limit together. Returns the seconds the address stays locked,
 * or 0 when this try may go ahead. A try that turns out right gives its count back (`clear`).
 */
export async function takeTry(db: Store, email: string, now = Date.now()): Promise<number> {
  const expired = sql`${rateLimits.windowStart} + ${SIGN_IN_WINDOW_MS} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(email), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row || row.count <= SIGN_IN_FAILURES_MAX) return 0;
  return Math.max(1, Math.ceil((row.windowStart + SIGN_IN_WINDOW_MS - now) / 1000));
}

/** Gives back a try that proved nothing about the password (the request failed otherwise). */
export async function returnTry(db: Store, email: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(email)));
}

/** A right password (or a reset by code) wipes the address's count. */
export async function clearTries(db: Store, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}
