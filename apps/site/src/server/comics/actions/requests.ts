// What every reader action under /api/comics does before its own work, and how it answers: the
// same-origin check, the signed-in reader (401 LOGIN_REQUIRED for a visitor, which the page turns
// into "You Have to login First"), a limit per person, and the body read within its size cap.

import { validate } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import type * as z from "zod/mini";
import { answer, invalid, readBody, type SignedIn, sessionOf } from "../../accounts/requests";
import { type Database, getDb } from "../../db/index";
import { rateLimited, sameOrigin } from "../../submissions/guards";
import { formProblem, requestLocale } from "../../submissions/http";
import { clientKey } from "../../submissions/submit";

export { answer, invalid, ok } from "../../accounts/requests";

export const loginRequired = () => answer(401, { error: "LOGIN_REQUIRED" });
export const notFound = () => answer(404, { error: "NOT_FOUND" });
export const forbidden = () => answer(403, { error: "FORBIDDEN" });

/** A signed-in reader's request, its body checked by the endpoint's schema. */
export interface ReaderRequest<T> {
  locale: Locale;
  db: Database;
  user: SignedIn["user"];
  data: T;
}

export interface ReaderOptions<S extends z.ZodMiniType> {
  /** Names the endpoint's rate-limit counter. */
  kind: string;
  /** Requests a person may make a minute: sized for real use, not for a script. */
  perMinute: number;
  maxBytes: number;
  schema: S;
}

/** How many visitors' requests a client may make a minute before even the 401 waits. */
const VISITOR_PER_MINUTE = 60;

/**
 * The checks in order: a cross-site POST is refused (403); a visitor, or an account whose address
 * is not verified, gets 401 LOGIN_REQUIRED; a person past the endpoint's limit waits (429 with
 * Retry-After); then the JSON body (415, 413, 400) and its fields (422 with message ids). Counted
 * per person, so readers behind one address (a school, a café) do not share a limit.
 */
export async function readerRequest<S extends z.ZodMiniType>(
  request: Request,
  options: ReaderOptions<S>,
): Promise<ReaderRequest<z.output<S>> | { refused: Response }> {
  const locale = requestLocale(request);
  if (!sameOrigin(request)) {
    return { refused: await formProblem(403, locale, "validation.fieldInvalid") };
  }
  const db = await getDb();
  const session = await sessionOf(request);
  const user = session?.user.emailVerified ? session.user : null;
  const key = user ? `comics-${options.kind}:${user.id}` : `comics-visitor:${clientKey(request)}`;
  const wait = await rateLimited(
    db,
    key,
    Date.now(),
    user ? options.perMinute : VISITOR_PER_MINUTE,
  );
  if (wait > 0) {
    const headers = { "Retry-After": String(wait) };
    return { refused: await formProblem(429, locale, "validation.tooManyRequests", headers) };
  }
  if (!user) return { refused: loginRequired() };
  const body = await readBody(request, locale, { maxBytes: options.maxBytes, accepts: "json" });
  if ("refused" in body) return body;
  const form = validate(options.schema, body.values);
  if (!form.ok) return { refused: await invalid(locale, form.fieldErrors) };
  return { locale, db, user, data: form.data };
}
