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
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { users } from "../db/accounts";
import { getDb } from "../db/index";
import { formProblem } from "../submissions/http";
import { clientKey } from "../submissions/submit";
import { getAuth } from "./auth";
import { ACCOUNT_LIMITS, takeAccountCall } from "./limits";
import { preparePhoto, removePhoto, storePhoto } from "./photos";
import { admit, invalid, ok, onBehalfOf, readBody } from "./requests";

/** The photo and the text fields. */
const MAX_BODY_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/** The page's language: the person's e-mails are written in it. */
const mailLocale = z.object({ locale: choice(["en", "ar"] as const) });

/** better-auth's names for the form's fields, in its refusals. */
const formFieldOf: Record<string, string> = { name: "fullName", birthDate: "dateOfBirth" };

export async function handleSignUp(request: Request): Promise<Response> {
  const admitted = await admit(request, "sign-up", ACCOUNT_LIMITS.signUp.perAddress);
  if ("refused" in admitted) return admitted.refused;
  const { locale } = admitted;
  const body = await readBody(request, locale, {
    maxBytes: MAX_BODY_BYTES,
    accepts: "multipart",
    fileField: "photo",
  });
  if ("refused" in body) return body.refused;

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
  const wait = await takeAccountCall(
    await getDb(),
    "sign-up",
    limit,
    clientKey(request),
    data.email,
  );
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
    const db = await getDb();
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
