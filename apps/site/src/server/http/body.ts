// A request's body, read within its size cap as it streams in (Content-Length is not trusted): a
// JSON object, form fields (urlencoded or multipart, files apart), or a multipart body whose files
// go to the endpoint as streams (uploads). Refusals: 415 for another type, 413 past the cap (the
// connection then closes: the rest is never read), 400 for anything unreadable.
import type { Locale } from "@rawafed/i18n";
import { formProblem, problems } from "./answers";
import { type FilePart, FormPastLimits, MultipartError, readMultipart } from "./multipart";

export class BodyTooLarge extends Error {}

/** The request with its body cut off past `maxBytes` while it streams in. */
export function limitBody(request: Request, maxBytes: number): Request {
  if (!request.body) return request;
  let received = 0;
  const limiter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > maxBytes) controller.error(new BodyTooLarge());
      else controller.enqueue(chunk);
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(limiter),
    // @ts-expect-error: Node's fetch needs duplex for a streamed body; lib.dom does not know it.
    duplex: "half",
  });
}

/**
 * What a body may be:
 * - `json`: a JSON object;
 * - `multipart`: form data with files (held whole: small ones, a photo);
 * - `form`: form fields, urlencoded or multipart;
 * - `json-or-multipart`: the public forms', as they always answered: a type neither is 400, and
 *   JSON that is no object reads as no fields (422 on the required ones);
 * - `multipart-stream`: an upload, its files handed over as streams (`readStream`).
 */
export type Accepts = "json" | "multipart" | "form" | "json-or-multipart" | "multipart-stream";

export interface BodyRule {
  accepts: Accepts;
  /** The largest body, counted while it streams in. */
  maxBytes: number;
  /** The form's file field: a body too large is answered there (the form shows it on the file). */
  fileField?: string;
  /** A body that cannot be read counts as none, never refused (a mail client's one-click POST). */
  optional?: boolean;
}

export interface Body {
  values: Record<string, unknown>;
  files: Map<string, File>;
}

export const noBody = (): Body => ({ values: {}, files: new Map() });

const TYPES: Record<Accepts, RegExp> = {
  json: /^application\/json/,
  multipart: /^multipart\/form-data/,
  form: /^(application\/x-www-form-urlencoded|multipart\/form-data)/,
  "json-or-multipart": /^(application\/json|multipart\/form-data)/,
  "multipart-stream": /^multipart\/form-data/,
};

/** Whether the body's declared type is one the rule takes. */
export const acceptedType = (request: Request, rule: BodyRule) =>
  TYPES[rule.accepts].test((request.headers.get("content-type") ?? "").toLowerCase());

const tooLarge = (error: unknown) =>
  error instanceof BodyTooLarge || (error as Error)?.cause instanceof BodyTooLarge;

/** 413, on the file field when the form has one; the rest of the body is never read. */
function refuseTooLarge(locale: Locale, fileField: string | undefined): Promise<Response> {
  const close = { Connection: "close" };
  return fileField
    ? problems(413, locale, { [fileField]: "validation.fileTooLarge" }, close)
    : formProblem(413, locale, "validation.max", close);
}

/** The type a rule does not take: 415, or 400 for the public forms (their answer from the start). */
export const refuseType = (locale: Locale, rule: BodyRule) =>
  formProblem(rule.accepts === "json-or-multipart" ? 400 : 415, locale, "validation.fieldInvalid");

async function readValues(request: Request, rule: BodyRule): Promise<Body> {
  const limited = limitBody(request, rule.maxBytes);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const body: unknown = await limited.json();
    const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
    if (isObject) return { values: body as Record<string, unknown>, files: new Map() };
    if (rule.accepts === "json-or-multipart") {
      // An array's entries are no fields (what the forms always read from one).
      return { values: Array.isArray(body) ? { ...body } : {}, files: new Map() };
    }
    throw new TypeError("not an object");
  }
  const values: Record<string, unknown> = {};
  const files = new Map<string, File>();
  for (const [key, value] of (await limited.formData()).entries()) {
    if (typeof value === "string") values[key] = value;
    // A file input left empty still sends a part: no name, no bytes.
    else if (value.size > 0 || value.name) files.set(key, value);
  }
  return { values, files };
}

/** The body as `rule` reads it (after `acceptedType`), or the answer refusing it. */
export async function readBody(
  request: Request,
  locale: Locale,
  rule: BodyRule,
): Promise<Body | Response> {
  try {
    return await readValues(request, rule);
  } catch (error) {
    if (rule.optional) return noBody();
    if (tooLarge(error)) return refuseTooLarge(locale, rule.fileField);
    return formProblem(400, locale, "validation.fieldInvalid");
  }
}

/** How many parts an upload may have: the files its form has, and room for its text fields. */
export interface StreamRule extends BodyRule {
  accepts: "multipart-stream";
  fileField: string;
  files: number;
  /** A text field's bytes at most: 16 KB unless the form has a longer one. */
  fieldBytes?: number;
}

/**
 * The text fields of an upload; its files go to `onFile` as they arrive. Past the cap: 413 under
 * `fileField`, and the connection closes, or the body's unread bytes would be read as the next
 * request on it; a form past its limits (too many files, a field too long): 400, its rest read and
 * dropped after the answer; anything else unreadable: 400, closing.
 */
export async function readStream(
  request: Request,
  locale: Locale,
  rule: StreamRule,
  onFile: (part: FilePart) => Promise<void>,
): Promise<Record<string, string> | Response> {
  try {
    return await readMultipart(
      limitBody(request, rule.maxBytes),
      { fields: 20, files: rule.files, fieldBytes: rule.fieldBytes ?? 16 * 1024 },
      onFile,
    );
  } catch (error) {
    if (tooLarge(error)) return refuseTooLarge(locale, rule.fileField);
    // Its rest is read after the answer (readMultipart), so the connection need not close.
    if (error instanceof FormPastLimits) return formProblem(400, locale, "validation.fieldInvalid");
    if (error instanceof MultipartError || error instanceof TypeError) {
      const close = { Connection: "close" };
      return formProblem(400, locale, "validation.fieldInvalid", close);
    }
    throw error;
  }
}
