// How often a client may call the account endpoints, a minute each (docs/accounts-and-comics.md:
// "Limits on the account endpoints"). A client is its address: the connection's, or the proxy's
// X-Forwarded-For with TRUST_PROXY=1 only (`clientKey`). One address is often many people: a mobile
// carrier's NAT (the rule on Saudi mobile networks), an office, a university. So the limit per
// address is set for a busy shared address in normal use, and what stops one client repeating
// itself is a small limit per address and account. Wrong passwords for one account are counted
// apart, from every address (throttle.ts: 5 within 15 minutes lock the account's log-in).
import type { BetterAuthRateLimitStorage } from "better-auth";
import type { Database } from "../db/index";
import { rateLimited } from "../http/rate";

/** The header `handleAuth` writes the client's address into for better-auth's limits. */
export const CLIENT_IP_HEADER = "x-rawafed-client-ip";

export interface AccountLimit {
  /** Calls a minute from one address, whoever makes them. */
  perAddress: number;
  /** Calls a minute from one address about one account (the e-mail address in the body). */
  perAccount: number;
}

export const ACCOUNT_LIMITS = {
  // Log-in: a class or a carrier's NAT logging in together at the start of a lesson or a break is
  // tens a minute, with a retry or two each; 100 leaves room and still bounds one address
  // guessing one password over many accounts. Ten tries for one account leave the lockout (5
  // wrong) to answer first, with its longer wait, and bound the mail a log-in before
  // verification sends.
  signIn: { perAddress: 100, perAccount: 10 },
  // Each of these sends a mail: three a minute to one mailbox from one client, as before per
  // address; 30 from a shared address, where several people rarely ask in the same minute.
  signUp: { perAddress: 30, perAccount: 3 },
  resetRequest: { perAddress: 30, perAccount: 3 },
  verification: { perAddress: 30, perAccount: 3 },
  // A code is typed, checked, then sent again with the new password: two calls a try; the code
  // itself takes 5 tries at most (constants.ts), whoever sends them.
  resetCode: { perAddress: 60, perAccount: 10 },
} as const satisfies Record<string, AccountLimit>;

/**
 * The second factor's endpoints, a minute from one address: a log-in's code, a backup code, a
 * set-up. Guessing is bounded by the plugin itself (a few tries per log-in, then the password
 * again; wrong codes lock the account a while), so the address only bounds the load: the plugin's
 * own 3 in 10 seconds would stop staff behind one office address logging in together.
 */
export const SECOND_FACTOR_PER_ADDRESS = 60;

/** Any other better-auth endpoint (log-out, the verification link, the session): as log-in. */
export const OTHER_AUTH_PER_ADDRESS = ACCOUNT_LIMITS.signIn.perAddress;

/** better-auth's endpoints that take an e-mail address, and their limits. */
export const AUTH_PATH_LIMITS: Record<string, AccountLimit> = {
  "/sign-in/email": ACCOUNT_LIMITS.signIn,
  "/email-otp/request-password-reset": ACCOUNT_LIMITS.resetRequest,
  // The same reset code by the plugin's other path: the same limits.
  "/email-otp/send-verification-otp": ACCOUNT_LIMITS.resetRequest,
  "/email-otp/check-verification-otp": ACCOUNT_LIMITS.resetCode,
  "/email-otp/reset-password": ACCOUNT_LIMITS.resetCode,
  "/send-verification-email": ACCOUNT_LIMITS.verification,
};

/**
 * Counts one call about `email` from `address` to `kind`; the seconds to wait when past the
 * limit, or 0. Kept in the database (`rate_limits`), so every instance counts together.
 */
export function takeAccountCall(
  db: Database,
  kind: string,
  limit: AccountLimit,
  address: string,
  email: string,
): Promise<number> {
  const key = `account-${kind}:${address}:${email.trim().toLowerCase()}`;
  return rateLimited(db, key, Date.now(), limit.perAccount);
}

/**
 * better-auth's per-address counts, in the site's fixed windows (`rate_limits`). Its own database
 * storage restarts a count only after a whole window without a request: a shared address that is
 * never quiet for a minute would reach any limit in the end, and wait.
 */
export const fixedWindows = (db: Database): BetterAuthRateLimitStorage => ({
  consume: async (key, rule) => {
    const wait = await rateLimited(db, `auth:${key}`, Date.now(), rule.max, rule.window * 1000);
    return wait > 0 ? { allowed: false, retryAfter: wait } : { allowed: true, retryAfter: null };
  },
});
