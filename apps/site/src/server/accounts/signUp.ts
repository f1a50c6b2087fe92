// POST /api/account/sign-up: both steps of the sign-up form at once, with the photo. The account is
// made by better-auth (its verification mail, its answer for a known address, its hooks); the
// photo is stored only for an account this request made.
import {
  choice,
  type FieldErrors,
  IMAGE_MAX_BYTES,
  signUpSchema,
  validate,
} from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { users } from "../db/accounts";
import type { Database } from "../db/index";
import { endpoint } from "../http/admission";
import { formProblem, invalid, ok } from "../http/answers";
import type { Body } from "../http/body";
import { clientKey } from "../http/rate";
import { getAuth } from "./auth";
import { ACCOUNT_LIMITS, takeAccountCall } from "./limits";
import { onBehalfOf } from "./onBehalf";
import { preparePhoto, removePhoto, storePhoto } from "./photos";

/** The photo and the text fields. */
const MAX_BODY_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/** The page's language: the person's e-mails are written in it. */
const mailLocale = z.object({ locale: choice(["en", "ar"] as const) });

/** better-auth's names for the form's fields, in its refusals. */
const formFieldOf: Record<string, string> = { name: "fullName", birthDate: "dateOfBirth" };

export const handleSignUp = endpoint({
  rate: { key: "account-sign-up", max: ACCOUNT_LIMITS.signUp.perAddress },
  who: "anyone",
  body: { accepts: "multipart", maxBytes: MAX_BODY_BYTES, fileField: "photo" },
  handle: ({ request, locale, db, body }) => signUp(request, locale, db, body),
});

/** The admitted sign-up: its fields, its per-mailbox limit, the account, then its photo. */
async function signUp(
  request: Request,
  locale: Locale,
  db: Database,
  body: Body,
): Promise<Response> {
  const photoFile = body.files.get("photo") ?? null;
  const consent = body.values.consent;
  const values = {
    ...body.values,
    photo: photoFile,
    // A checkbox as a form sends it: "true" (or "on") when ticked.
    consent: consent === "true" || consent === "on",
  };
  const form = validate(signUpSchema, values);
  const language = validate(mailLocale, values);
  const fieldErrors: FieldErrors = {
    ...(form.ok ? {} : form.fieldErrors),
    ...(language.ok ? {} : language.fieldErrors),
  };
  // The photo's bytes are checked and re-encoded for every sign-up, known address or not, so
  // that both take the same time.
  const photo = photoFile && !fieldErrors.photo ? await preparePhoto(photoFile) : null;
  if (photo && "error" in photo) fieldErrors.photo = photo.error;
  if (!form.ok || !language.ok || Object.keys(fieldErrors).length > 0) {
    return invalid(locale, fieldErrors);
  }

  const data = form.data;
  // Each sign-up mails the address (a link, or "you have an account"): a few a minute per client.
  const limit = ACCOUNT_LIMITS.signUp;
  const wait = await takeAccountCall(db, "sign-up", limit, clientKey(request), data.email);
  if (wait > 0) {
    const headers = { "Retry-After": String(wait) };
    return formProblem(429, locale, "validation.tooManyRequests", headers);
  }
  const auth = await getAuth();
  let userId: string;
  try {
    const made = await auth.api.signUpEmail({
      ...onBehalfOf(request),
      body: {
        name: data.fullName,
        email: data.email,
        password: data.password,
        gender: data.gender,
        birthDate: data.dateOfBirth,
        nationality: data.nationality,
        locale: language.data.locale,
      },
    });
    userId = made.user.id;
  } catch (error) {
    const refused = error instanceof APIError ? error.body?.fieldErrors : undefined;
    if (!refused) throw error;
    const renamed = Object.fromEntries(
      Object.entries(refused as FieldErrors).map(([field, id]) => [
        formFieldOf[field] ?? field,
        id,
      ]),
    );
    return invalid(locale, renamed);
  }

  // A known address gets a made-up account of the same shape (no row): nothing is stored for it.
  if (photo && "bytes" in photo) {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (account) {
      const name = await storePhoto(account.id, photo.bytes);
      try {
        await db.update(users).set({ image: name }).where(eq(users.id, account.id));
      } catch (error) {
        await removePhoto(name);
        throw error;
      }
    }
  }
  return ok();
}
