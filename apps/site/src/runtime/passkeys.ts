// Passkeys in the browser: the options come from better-auth's passkey endpoints, the device
// makes or uses the credential through WebAuthn (@simplewebauthn/browser, loaded only when a
// person asks for a passkey), and the answer goes back to be checked.

import { type AddPasskeyValues, FORM_ERROR, type SubmitResult } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import { authResult, factorRefusals } from "./accounts";
import { api } from "./api";

const formError = (message: MessageId): SubmitResult => ({
  fieldErrors: { [FORM_ERROR]: message },
});

/** What a refusal of the browser or the device means to the person. */
function deviceRefusal(error: unknown): SubmitResult {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return formError("comics.passkeys.exists");
  if (name === "NotAllowedError" || name === "AbortError") {
    return formError("comics.passkeys.cancelled");
  }
  return formError("comics.passkeys.unsupported");
}

/** The options of a ceremony, or the refusal to show. */
async function optionsFrom(path: string): Promise<{ options: unknown } | SubmitResult> {
  try {
    const response = await api.get(`/api/auth${path}`, { retry: 0 });
    const answer = (await response.json().catch(() => ({}))) as { code?: string };
    if (response.ok) return { options: answer };
    const refusal = answer.code ? factorRefusals[answer.code] : undefined;
    return formError(refusal ?? "validation.serverError");
  } catch {
    return formError("validation.serverError");
  }
}

/** Adds a passkey to the signed-in account, named as the person typed (or not). */
export async function addPasskey({ name }: AddPasskeyValues): Promise<SubmitResult> {
  const webauthn = await import("@simplewebauthn/browser");
  if (!webauthn.browserSupportsWebAuthn()) return formError("comics.passkeys.unsupported");
  const asked = await optionsFrom("/passkey/generate-register-options");
  if (!("options" in asked)) return asked;
  let response: unknown;
  try {
    response = await webauthn.startRegistration({
      optionsJSON: asked.options as Parameters<typeof webauthn.startRegistration>[0]["optionsJSON"],
    });
  } catch (error) {
    return deviceRefusal(error);
  }
  const trimmed = name.trim();
  return authResult(
    "/passkey/verify-registration",
    trimmed ? { response, name: trimmed } : { response },
    { ...factorRefusals, FAILED_TO_VERIFY_REGISTRATION: "comics.passkeys.unsupported" },
  );
}

const signInRefusals: Record<string, MessageId> = {
  PASSKEY_NOT_FOUND: "comics.passkeys.failed",
  AUTHENTICATION_FAILED: "comics.passkeys.failed",
  CHALLENGE_NOT_FOUND: "comics.passkeys.cancelled",
  PASSKEY_NOT_UNLOCKED: "comics.passkeys.notUnlocked",
};

/**
 * Logs in with a passkey the device holds (the person picks it in the device's dialog); from a
 * session opened with the password, it confirms that session's second step.
 */
export async function signInWithPasskey(): Promise<SubmitResult> {
  const webauthn = await import("@simplewebauthn/browser");
  if (!webauthn.browserSupportsWebAuthn()) return formError("comics.passkeys.unsupported");
  const asked = await optionsFrom("/passkey/generate-authenticate-options");
  if (!("options" in asked)) return asked;
  let response: unknown;
  try {
    response = await webauthn.startAuthentication({
      optionsJSON: asked.options as Parameters<
        typeof webauthn.startAuthentication
      >[0]["optionsJSON"],
    });
  } catch (error) {
    return deviceRefusal(error);
  }
  return authResult("/passkey/verify-authentication", { response }, signInRefusals);
}

/** Removes one of the account's passkeys (the staff keep their last second factor). */
export const removePasskey = (id: string) =>
  authResult("/passkey/delete-passkey", { id }, factorRefusals);
