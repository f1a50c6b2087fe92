// What every route under /api/account does before its own work: the same-origin check, a limit
// per client, a body read within its size cap, the signed-in person; and how it answers.
import type { FieldErrors } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { getDb } from "../db/index";
import { BodyTooLarge, limitBody, rateLimited, sameOrigin } from "../submissions/guards";
import { formProblem, problems, requestLocale } from "../submissions/http";
import { clientKey } from "../submissions/submit";
import { getAuth } from "./auth";

/** A JSON answer that no cache keeps. */
export const answer = (status: number, body: unknown, headers?: HeadersInit): Response => {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set("Content-Type", "application/json; charset=utf-8");
  response.headers.set("Cache-Control", "no-store");
  return response;
};

export const ok = (body: Record<string, unknown> = {}, headers?: HeadersInit) =>
  answer(200, { ok: true, ...body }, headers);

/** 422 with the field errors, in the forms' shape (`{ ok: false, fieldErrors, messages }`). */
export const invalid = (locale: Locale, fieldErrors: FieldErrors) =>
  problems(422, locale, fieldErrors);

export const unauthorized = () =>
  answer(401, { code: "UNAUTHORIZED", message: "Log in to do this." });

/**
 * The checks every account route starts with: a cross-site POST is refused (403), and a client
 * sending too many (`max` a minute) waits (429 with `Retry-After`).
 */
export async function admit(
  request: Request,
  kind: string,
  max?: number,
): Promise<{ locale: Locale } | { refused: Response }> {
  const locale = requestLocale(request);
  if (!sameOrigin(request)) {
    return { refused: await formProblem(403, locale, "validation.fieldInvalid") };
  }
  const wait = await rateLimited(
    await getDb(),
    `account-${kind}:${clientKey(request)}`,
    Date.now(),
    max,
  );
  if (wait > 0) {
    const headers = { "Retry-After": String(wait) };
    return { refused: await formProblem(429, locale, "validation.tooManyRequests", headers) };
  }
  return { locale };
}

export interface Body {
  values: Record<string, unknown>;
  files: Map<string, File>;
}

/**
 * The body, cut off past `maxBytes` as it streams in: multipart form data (files apart) or a JSON
 * object, as `accepts` allows. A body too large is answered 413 (under `fileField` when the form
 * has a file, so the form shows it there), anything unreadable 400.
 */
export async function readBody(
  request: Request,
  locale: Locale,
  options: { maxBytes: number; accepts: "multipart" | "json"; fileField?: string },
): Promise<Body | { refused: Response }> {
  const type = request.headers.get("content-type") ?? "";
  const wanted = options.accepts === "json" ? "application/json" : "multipart/form-data";
  if (!type.toLowerCase().startsWith(wanted)) {
    return { refused: await formProblem(415, locale, "validation.fieldInvalid") };
  }
  try {
    const limited = limitBody(request, options.maxBytes);
    const files = new Map<string, File>();
    if (options.accepts === "json") {
      const body: unknown = await limited.json();
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw new TypeError("not an object");
      }
      return { values: body as Record<string, unknown>, files };
    }
    const values: Record<string, unknown> = {};
    for (const [key, value] of (await limited.formData()).entries()) {
      if (typeof value === "string") values[key] = value;
      // A file input left empty still sends a part: no name, no bytes.
      else if (value.size > 0 || value.name) files.set(key, value);
    }
    return { values, files };
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as Error)?.cause instanceof BodyTooLarge) {
      // The rest of the body is never read: the connection closes with this answer.
      const close = { Connection: "close" };
      const refused = options.fileField
        ? await problems(413, locale, { [options.fileField]: "validation.fileTooLarge" }, close)
        : await formProblem(413, locale, "validation.max", close);
      return { refused };
    }
    return { refused: await formProblem(400, locale, "validation.fieldInvalid") };
  }
}

/** The signed-in person of this request, read from its session cookie by better-auth. */
export async function sessionOf(request: Request) {
  const auth = await getAuth();
  return auth.api.getSession({ headers: request.headers }).catch(() => null);
}

export type SignedIn = NonNullable<Awaited<ReturnType<typeof sessionOf>>>;

/**
 * What better-auth's API is given for a call made on behalf of `request`: its headers (the session
 * cookie, the client's address) and a copy without the body (already read), so that the mails it
 * sends are written on the site's public origin as the request reached it.
 */
export const onBehalfOf = (request: Request) => ({
  headers: request.headers,
  request: new Request(request.url, { method: request.method, headers: request.headers }),
  asResponse: false as const,
});

/** The Set-Cookie headers of a better-auth call's answer, for the route's own answer. */
export function cookiesFrom(headers: Headers | null | undefined): Headers {
  const cookies = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) cookies.append("Set-Cookie", cookie);
  return cookies;
}

/**
 * What every signed-in route starts with: `admit`, the signed-in person (401 without one), then
 * the body as `readBody` reads it.
 */
export async function signedInRequest(
  request: Request,
  kind: string,
  options: Parameters<typeof readBody>[2],
): Promise<{ locale: Locale; session: SignedIn; body: Body } | { refused: Response }> {
  const admitted = await admit(request, kind);
  if ("refused" in admitted) return admitted;
  const session = await sessionOf(request);
  if (!session) return { refused: unauthorized() };
  const body = await readBody(request, admitted.locale, options);
  if ("refused" in body) return body;
  return { locale: admitted.locale, session, body };
}
