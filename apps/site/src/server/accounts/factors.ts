// A person's second factors (an authenticator app, passkeys) and the rules that keep them: a
// session opened without one cannot add or change one when the account already has one (else a
// stolen password would be enough to add the thief's), and the staff keep their last.
import { APIError } from "better-auth/api";
import { count, eq } from "drizzle-orm";
import { passkeys, users } from "../db/accounts";
import type { Database } from "../db/index";

export interface Factors {
  /** An authenticator app, confirmed with its first code. */
  app: boolean;
  passkeys: number;
}

export async function factorsOf(db: Database, userId: string): Promise<Factors> {
  const [person] = await db
    .select({ app: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const [keys] = await db
    .select({ count: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return { app: person?.app === true, passkeys: keys?.count ?? 0 };
}

export const hasFactor = (factors: Factors) => factors.app || factors.passkeys > 0;

/** The changes to a person's second factors (better-auth's paths). */
export const FACTOR_CHANGES = new Set([
  "/two-factor/enable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/generate-backup-codes",
  "/two-factor/disable",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/update-passkey",
  "/passkey/delete-passkey",
]);

/** 403: the account has a second factor, and this session was not opened with it. */
export const secondFactorFirst = () =>
  new APIError("FORBIDDEN", {
    code: "SECOND_FACTOR_FIRST",
    message: "Confirm it is you with your passkey or your app's code first.",
  });

/** 403: a staff member's last second factor is not removed (an admin resets it instead). */
export const staffKeepFactor = () =>
  new APIError("FORBIDDEN", {
    code: "STAFF_NEED_SECOND_FACTOR",
    message: "The staff keep a second factor.",
  });

/**
 * A passkey counts as two factors only when the device was unlocked for it (a PIN, a finger):
 * a log-in with one that was not is refused (the passkey plugin's `afterVerification`).
 */
export async function requireUserVerified({
  verification,
}: {
  verification: { authenticationInfo: { userVerified: boolean } };
}): Promise<void> {
  if (!verification.authenticationInfo.userVerified) {
    throw new APIError("UNAUTHORIZED", {
      code: "PASSKEY_NOT_UNLOCKED",
      message: "The passkey's device was not unlocked.",
    });
  }
}
