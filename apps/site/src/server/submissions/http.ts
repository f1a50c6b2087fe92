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

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });

/** Success: the record is stored. */
export function created(id: string, replayed = false) {
  return json(replayed ? 200 : 201, { ok: true, id });
}

/**
 * Problems, per field: the message ids (the form shows them in place) and their text in the
 * visitor's language (for any other client).
 */
export async function problems(
  status: number,
  locale: Locale,
  fieldErrors: FieldErrors,
  headers: Record<string, string> = {},
) {
  const messages = await loadMessages(locale);
  const text = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, id]) => [
      field,
      formatMessage(locale, messages, id as MessageId, messageValues(field)),
    ]),
  );
  return json(status, { ok: false, fieldErrors, messages: text }, headers);
}

export const formProblem = (status: number, locale: Locale, id: MessageId, headers = {}) =>
  problems(status, locale, { [FORM_ERROR]: id }, headers);
