// How the API answers: JSON that no cache keeps, the forms' problems (a message id per field and
// its text in the visitor's language) and the refusals every endpoint shares. Nothing here is
// server-only: the console's access check, in a page's import graph, answers with these too.
import { type FieldErrors, FORM_ERROR, messageValues } from "@rawafed/forms/schemas";
import {
  formatMessage,
  type Locale,
  loadMessages,
  type MessageId,
  resolveLocale,
} from "@rawafed/i18n";

/** The visitor's language for answers: the page they posted from, then cookie, then header. */
export function requestLocale(request: Request): Locale {
  let path = "/";
  try {
    path = new URL(request.headers.get("referer") ?? "/", "http://local").pathname;
  } catch {}
  return resolveLocale({
    path,
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  }).locale;
}

/** A JSON answer that no cache keeps. */
export const answer = (status: number, body: unknown, headers?: HeadersInit): Response => {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set("Content-Type", "application/json; charset=utf-8");
  response.headers.set("Cache-Control", "no-store");
  return response;
};

export const ok = (body: Record<string, unknown> = {}, headers?: HeadersInit) =>
  answer(200, { ok: true, ...body }, headers);

/** A record stored: 201 with its id (200 for a retry answered with the first one's). */
export const created = (id: string, replayed = false) =>
  answer(replayed ? 200 : 201, { ok: true, id });

/**
 * Problems, per field: the message ids (the form shows them in place) and their text in the
 * visitor's language (for any other client).
 */
export async function problems(
  status: number,
  locale: Locale,
  fieldErrors: FieldErrors,
  headers: Record<string, string> = {},
): Promise<Response> {
  const messages = await loadMessages(locale);
  const text = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, id]) => [
      field,
      formatMessage(locale, messages, id as MessageId, messageValues(field)),
    ]),
  );
  return answer(status, { ok: false, fieldErrors, messages: text }, headers);
}

/** One problem with the whole form (`_form`). */
export const formProblem = (
  status: number,
  locale: Locale,
  id: MessageId,
  headers: Record<string, string> = {},
) => problems(status, locale, { [FORM_ERROR]: id }, headers);

/** 422 with the field errors, in the forms' shape (`{ ok: false, fieldErrors, messages }`). */
export const invalid = (locale: Locale, fieldErrors: FieldErrors) =>
  problems(422, locale, fieldErrors);

/** A visitor where an account is needed. */
export const unauthorized = () =>
  answer(401, { code: "UNAUTHORIZED", message: "Log in to do this." });

/** A signed-in person whose role may not do this. */
export const forbidden = (message: string) => answer(403, { code: "FORBIDDEN", message });

/** A staff account without its second factor yet: it sets one up first (account settings). */
export const secondFactorRequired = () =>
  answer(403, {
    code: "SECOND_FACTOR_REQUIRED",
    message: "Set up two-step verification first (account settings).",
  });

/** A visitor on a reader's action: the comics pages turn it into "You Have to login First". */
export const loginRequired = () => answer(401, { error: "LOGIN_REQUIRED" });
