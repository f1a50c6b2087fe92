// The settings' calls for app passwords (server/accounts/appPasswords.ts).
import {
  type AppPasswordValues,
  type FieldErrors,
  FORM_ERROR,
  type SubmitResult,
} from "@rawafed/forms/schemas";
import { api } from "./api";
import { postAccepted } from "./postAccepted";

/** A new app password, as the server answers it once. */
export interface MadeAppPassword {
  id: string;
  name: string;
  password: string;
}

/** Makes an app password, once (never retried: a retry would make a second one). */
export async function makeAppPassword(
  values: AppPasswordValues,
): Promise<{ result: SubmitResult; made?: MadeAppPassword }> {
  try {
    const response = await api.post("/api/account/app-passwords", { json: values, retry: 0 });
    const answer = (await response.json().catch(() => ({}))) as Partial<MadeAppPassword> & {
      fieldErrors?: FieldErrors;
    };
    if (response.ok && answer.id && answer.password) {
      return {
        result: { ok: true },
        made: { id: answer.id, name: answer.name ?? values.name, password: answer.password },
      };
    }
    if (answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
      return { result: { fieldErrors: answer.fieldErrors } };
    }
    const message =
      response.status === 429 ? "validation.tooManyRequests" : "validation.serverError";
    return { result: { fieldErrors: { [FORM_ERROR]: message } } };
  } catch {
    return { result: { fieldErrors: { [FORM_ERROR]: "validation.serverError" } } };
  }
}

/** Revokes one of the person's app passwords; `true` once the server did. */
export const revokeAppPassword = (id: string): Promise<boolean> =>
  postAccepted("/api/account/app-passwords/revoke", { id });
