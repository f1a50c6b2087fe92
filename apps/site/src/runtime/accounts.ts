// The account pages' calls to the server: better-auth's endpoints under /api/auth and the site's
// own under /api/account, each answer turned into what a form shows.

import {
  type AccountSettingsValues,
  type ChangePasswordValues,
  type DeleteAccountValues,
  FORM_ERROR,
  type ProfileValues,
  type SaveResult,
  type SignUpValues,
  type SubmitResult,
} from "@rawafed/forms/schemas";
import type { Locale, MessageId } from "@rawafed/i18n";
import { api, postJson, postMultipart } from "./api";
import { postAccepted } from "./postAccepted";

interface AuthAnswer {
  code?: string;
  fieldErrors?: Record<string, MessageId>;
}

const formError = (message: MessageId): SubmitResult => ({
  fieldErrors: { [FORM_ERROR]: message },
});

/** A better-auth answer as a form's result; `refusals` names the form error of a known code. */
export async function authResult(
  path: string,
  body: object,
  refusals: Record<string, MessageId> = {},
  onAnswer?: (answer: object) => void,
): Promise<SubmitResult & { code?: string }> {
  try {
    const response = await api.post(`/api/auth${path}`, { json: body, retry: 0 });
    const answer = (await response.json().catch(() => ({}))) as AuthAnswer;
    onAnswer?.(answer);
    if (response.ok) return { ok: true };
    if (answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
      return { fieldErrors: answer.fieldErrors };
    }
    if (response.status === 429) return formError("validation.tooManyRequests");
    const refusal = answer.code ? refusals[answer.code] : undefined;
    return { ...formError(refusal ?? "validation.serverError"), code: answer.code };
  } catch {
    return formError("validation.serverError");
  }
}

/**
 * Log-in; `EMAIL_NOT_VERIFIED` comes back as `code` (the server has sent a new link). A right
 * password of an account with a second factor starts no session yet: `secondFactor` says the
 * code comes next (`verifySecondFactor`).
 */
export async function signIn(values: {
  email: string;
  password: string;
}): Promise<SubmitResult & { code?: string; secondFactor?: boolean }> {
  let secondFactor = false;
  const result = await authResult(
    "/sign-in/email",
    { ...values, rememberMe: true },
    {
      INVALID_EMAIL_OR_PASSWORD: "comics.login.invalid",
      EMAIL_NOT_VERIFIED: "comics.login.notVerified",
    },
    (answer) => {
      secondFactor = (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
    },
  );
  return secondFactor ? { ...result, secondFactor } : result;
}

/** The refusals of a second factor's code, as the form says them. */
const codeRefusals: Record<string, MessageId> = {
  INVALID_CODE: "comics.secondFactor.wrong",
  INVALID_BACKUP_CODE: "comics.secondFactor.wrong",
  INVALID_TWO_FACTOR_COOKIE: "comics.secondFactor.expired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "comics.secondFactor.expired",
  ACCOUNT_TEMPORARILY_LOCKED: "comics.secondFactor.locked",
};

/** A code sent to `path` (spaces dropped); a wrong one is said on the field, `code` says why. */
async function checkCode(path: string, typed: string) {
  const result = await authResult(path, { code: typed.replace(/\s+/g, "") }, codeRefusals);
  const refusal = result.code ? codeRefusals[result.code] : undefined;
  return refusal === "comics.secondFactor.wrong"
    ? { ...result, fieldErrors: { code: refusal } }
    : result;
}

/**
 * The log-in's second step: an app's 6 digits go to the TOTP check, anything else to the backup
 * codes'.
 */
export const verifySecondFactor = (typed: string) =>
  checkCode(
    /^[0-9]{6}$/.test(typed.replace(/\s+/g, ""))
      ? "/two-factor/verify-totp"
      : "/two-factor/verify-backup-code",
    typed,
  );

/** Another verification link for an address (the answer is the same for any address). */
export const resendVerificationEmail = (email: string) =>
  authResult("/send-verification-email", { email });

/** Sign-up, both steps and the photo at once; `locale` is the language of the person's e-mails. */
export const signUp = (values: SignUpValues, locale: Locale) =>
  postMultipart("/api/account/sign-up", { ...values, consent: String(values.consent), locale });

/** Step 1 of the reset: a code is sent if the address has an account (the answer never says). */
export const requestResetCode = (email: string) =>
  authResult("/email-otp/request-password-reset", { email });

/** Step 2: whether the code is right (a wrong one counts as a try). */
export const checkResetCode = (email: string, code: string) =>
  authResult(
    "/email-otp/check-verification-otp",
    { email, otp: code, type: "forget-password" },
    {
      INVALID_OTP: "comics.resetCode.wrong",
      OTP_EXPIRED: "comics.resetCode.expired",
      TOO_MANY_ATTEMPTS: "comics.resetCode.expired",
    },
  );

/**
 * Step 3: the new password, with the code; the person is then signed in with it (up to the code of
 * their app, when they have a second factor: `secondFactor`).
 */
export async function resetPassword(
  email: string,
  code: string,
  password: string,
): Promise<SubmitResult & { code?: string; secondFactor?: boolean }> {
  const reset = await authResult(
    "/email-otp/reset-password",
    { email, otp: code, password },
    {
      INVALID_OTP: "comics.resetCode.expired",
      OTP_EXPIRED: "comics.resetCode.expired",
      TOO_MANY_ATTEMPTS: "comics.resetCode.expired",
    },
  );
  if (!reset.ok) return reset;
  return signIn({ email, password });
}

/** Ends this browser's session. */
export async function signOut(): Promise<void> {
  await api.post("/api/auth/sign-out", { json: {}, retry: 0 }).catch(() => undefined);
}

/** The account's personal information; a new address waits for the link sent to it. */
export async function saveProfile(values: ProfileValues): Promise<SaveResult> {
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  const body = new FormData();
  body.set("fullName", values.fullName);
  body.set("email", values.email);
  if (values.photo instanceof File) body.set("photo", values.photo, values.photo.name);
  try {
    const response = await api.post("/api/account/profile", { body, headers, retry: 0 });
    const answer = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      emailChangePending?: boolean;
      fieldErrors?: Record<string, MessageId>;
    };
    if (response.ok && answer.ok) {
      return answer.emailChangePending
        ? { ok: true, notice: "comics.account.profile.emailPending" }
        : { ok: true };
    }
    if (answer.fieldErrors) return { fieldErrors: answer.fieldErrors };
    return formError("validation.serverError");
  } catch {
    return formError("validation.serverError");
  }
}

export const saveSettings = (values: AccountSettingsValues) =>
  postJson("/api/account/settings", values);

export const changePassword = (values: ChangePasswordValues) =>
  postJson("/api/account/password", values);

export const deleteAccount = (values: DeleteAccountValues) =>
  postJson("/api/account/delete", values);

/** The refusals of a change to a second factor, as the settings say them. */
export const factorRefusals: Record<string, MessageId> = {
  SECOND_FACTOR_FIRST: "comics.passkeys.factorFirst",
  STAFF_NEED_SECOND_FACTOR: "comics.passkeys.keepLast",
};

/** A security change confirmed with the password; a wrong one is said on its field. */
async function withPassword(path: string, password: string, onAnswer?: (answer: object) => void) {
  const result = await authResult(path, { password }, factorRefusals, onAnswer);
  return result.code === "INVALID_PASSWORD"
    ? { fieldErrors: { password: "validation.currentPassword" as MessageId } }
    : result;
}

/**
 * Starts adding an authenticator app: its `otpauth://` URI and the backup codes come back; the
 * protection is on once the app's first code is confirmed (`confirmTwoFactor`).
 */
export async function enableTwoFactor(password: string) {
  let setup: { totpURI?: string; backupCodes?: string[] } = {};
  const result = await withPassword("/two-factor/enable", password, (answer) => {
    setup = answer;
  });
  return { ...result, uri: setup.totpURI ?? "", backupCodes: setup.backupCodes ?? [] };
}

/** The first code of the app just added: turns the protection on. */
export const confirmTwoFactor = (typed: string) => checkCode("/two-factor/verify-totp", typed);

export const disableTwoFactor = (password: string) => withPassword("/two-factor/disable", password);

/** New backup codes (the old ones stop working). */
export async function newBackupCodes(password: string) {
  let codes: string[] = [];
  const result = await withPassword("/two-factor/generate-backup-codes", password, (answer) => {
    codes = (answer as { backupCodes?: string[] }).backupCodes ?? [];
  });
  return { ...result, backupCodes: codes };
}

/** Asks for an export of the person's data ("Download my data"); `true` once asked. */
export const requestDataExport = (): Promise<boolean> => postAccepted("/api/account/export", {});
