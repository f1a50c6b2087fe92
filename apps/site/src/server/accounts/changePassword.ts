// POST /api/account/password: better-auth's change of password, which ends every session of the
// account and opens a new one for this browser; the "password changed" mail follows (hooks.ts).
import { changePasswordSchema, type FieldErrors } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { APIError } from "better-auth/api";
import { getDb } from "../db/index";
import { endpoint } from "../http/admission";
import { formProblem, invalid, ok } from "../http/answers";
import { getAuth } from "./auth";
import { cookiesFrom, onBehalfOf } from "./onBehalf";
import { clearTries, returnTry, takeTry } from "./throttle";

const MAX_BODY_BYTES = 4 * 1024;

/** A wrong current password, as the forms show it (on the field that was wrong). */
export const wrongPassword = (field: string): FieldErrors => ({
  [field]: "validation.currentPassword",
});

/**
 * A try of the account's password by someone signed in, counted with the log-in's tries of the
 * same address (throttle.ts): a stolen session cannot guess the password faster than a log-in.
 * Returns the refusal when the address is locked.
 */
export async function passwordTry(email: string, locale: Locale): Promise<Response | undefined> {
  const wait = await takeTry(await getDb(), email);
  if (wait === 0) return undefined;
  return formProblem(429, locale, "validation.tooManyRequests", { "Retry-After": String(wait) });
}

export const handleChangePassword = endpoint({
  rate: { key: "account-password" },
  who: "signedIn",
  body: { accepts: "json", maxBytes: MAX_BODY_BYTES, schema: changePasswordSchema },
  handle: async ({ request, locale, db, user, data }) => {
    const email = user.email;
    const locked = await passwordTry(email, locale);
    if (locked) return locked;
    const auth = await getAuth();
    try {
      const changed = await auth.api.changePassword({
        ...onBehalfOf(request),
        body: {
          currentPassword: data.currentPassword,
          newPassword: data.newPassword,
          revokeOtherSessions: true,
        },
        returnHeaders: true,
      });
      await clearTries(db, email);
      return ok({}, cookiesFrom(changed.headers));
    } catch (error) {
      if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
        return invalid(locale, wrongPassword("currentPassword"));
      }
      await returnTry(db, email);
      throw error;
    }
  },
});
