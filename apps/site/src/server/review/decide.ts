// What every decision endpoint of the console does first (`POST /api/review/...`): same origin,
// a reviewer's session (401 for a visitor, 403 for anyone else), the JSON body within its cap,
// then its fields through the endpoint's schema (422 with a message id per field).
import { validate } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import type * as z from "zod/mini";
import {
  admit,
  answer,
  invalid,
  readBody,
  type SignedIn,
  sessionOf,
  unauthorized,
} from "../accounts/requests";
import { type Database, getDb } from "../db/index";
import { REVIEW_ROLES } from "./sections";

/** A reviewer goes through a queue quickly: more decisions a minute than an account form takes. */
const DECISIONS_PER_MINUTE = 120;

export const notFound = () => answer(404, { code: "NOT_FOUND", message: "Not found." });
/** The item was decided already (by another reviewer, or in another tab). */
export const conflict = () => answer(409, { code: "DECIDED", message: "Already decided." });

export interface ReviewerRequest<T> {
  locale: Locale;
  db: Database;
  reviewer: SignedIn["user"];
  data: T;
  request: Request;
}

export async function reviewerRequest<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  maxBytes = 8 * 1024,
): Promise<ReviewerRequest<z.output<S>> | { refused: Response }> {
  const admitted = await admit(request, "review", DECISIONS_PER_MINUTE);
  if ("refused" in admitted) return admitted;
  const { locale } = admitted;
  const session = await sessionOf(request);
  if (!session) return { refused: unauthorized() };
  if (!(REVIEW_ROLES as readonly unknown[]).includes(session.user.role)) {
    return { refused: answer(403, { code: "FORBIDDEN", message: "The reviewing team only." }) };
  }
  const body = await readBody(request, locale, { maxBytes, accepts: "json" });
  if ("refused" in body) return body;
  const form = validate(schema, body.values);
  if (!form.ok) return { refused: await invalid(locale, form.fieldErrors) };
  return { locale, db: await getDb(), reviewer: session.user, data: form.data, request };
}
