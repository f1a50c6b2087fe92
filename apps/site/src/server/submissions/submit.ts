import { randomUUID } from "node:crypto";
import { type FieldErrors, HONEYPOT_FIELD, validate } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import { getRequestIP } from "@tanstack/react-start/server";
import { and, eq } from "drizzle-orm";
import type * as z from "zod/mini";
import { type Database, getDb } from "../db/index";
import { submissions, uploads } from "../db/schema";
import { type CheckedFile, checkFile, removeFiles, storeFile } from "./files";
import { BodyTooLarge, limitBody, rateLimited, sameOrigin } from "./guards";
import { created, formProblem, problems, requestLocale } from "./http";

export interface FileRule {
  field: string;
  extensions: readonly string[];
  maxBytes: number;
  required: boolean;
}

export interface SubmissionOptions<S extends z.ZodMiniType> {
  kind: string;
  schema: S;
  /** Largest accepted body, counted while it streams in. */
  maxBodyBytes: number;
  files?: FileRule[];
  status?: string;
  /** Replaces the default insert (e.g. the newsletter's one row per e-mail). */
  store?: (db: Database, data: z.output<S>, locale: string) => Promise<string>;
  /** Checks that need the database (an article that exists), after the schema's. */
  verify?: (db: Database, data: z.output<S>) => Promise<FieldErrors>;
}

const MAX_KEY_LENGTH = 200;

/** The client's address (the proxy's `X-Forwarded-For` only with `TRUST_PROXY=1`). */
export function clientKey(request: Request): string {
  const trustProxy = process.env.TRUST_PROXY === "1";
  try {
    return getRequestIP({ xForwardedFor: trustProxy }) ?? "unknown";
  } catch {
    // Outside a request's context (no connection to read): the header only from a trusted proxy.
    const forwarded = trustProxy ? request.headers.get("x-forwarded-for") : null;
    return forwarded?.split(",")[0]?.trim() || "unknown";
  }
}

async function readValues(
  request: Request,
): Promise<{ values: Record<string, unknown>; files: Map<string, File> }> {
  const type = request.headers.get("content-type") ?? "";
  const files = new Map<string, File>();
  if (type.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const values: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === "string") values[key] = value;
      else if (value.size > 0 || value.name) files.set(key, value);
    }
    return { values, files };
  }
  if (type.startsWith("application/json")) {
    const body = await request.json();
    return { values: typeof body === "object" && body !== null ? body : {}, files };
  }
  throw new TypeError("unsupported content type");
}

/** Optional text fields a client left out read as left empty (what a browser form would send). */
function withBlankOptionals(schema: z.ZodMiniType, values: Record<string, unknown>) {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodMiniType> }).shape;
  if (!shape) return values;
  const filled = { ...values };
  for (const [key, field] of Object.entries(shape)) {
    if (filled[key] === undefined && field.safeParse("").success) filled[key] = "";
  }
  return filled;
}

/**
 * One submission, end to end: same-origin check, rate limit, body limit, the shared zod schema,
 * real file types, idempotency, then a durable insert before the success answer.
 */
export async function handleSubmission<S extends z.ZodMiniType>(
  rawRequest: Request,
  options: SubmissionOptions<S>,
): Promise<Response> {
  const locale = requestLocale(rawRequest);
  if (!sameOrigin(rawRequest)) return formProblem(403, locale, "validation.fieldInvalid");

  const db = await getDb();
  const wait = await rateLimited(db, `${options.kind}:${clientKey(rawRequest)}`);
  if (wait > 0) {
    return formProblem(429, locale, "validation.tooManyRequests", { "Retry-After": String(wait) });
  }

  let parsed: Awaited<ReturnType<typeof readValues>>;
  try {
    parsed = await readValues(limitBody(rawRequest, options.maxBodyBytes));
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as Error)?.cause instanceof BodyTooLarge) {
      // The rest of the body is never read: the connection closes with this answer.
      const close = { Connection: "close" };
      const fileField = options.files?.[0]?.field;
      return fileField
        ? problems(413, locale, { [fileField]: "validation.fileTooLarge" }, close)
        : formProblem(413, locale, "validation.max", close);
    }
    return formProblem(400, locale, "validation.fieldInvalid");
  }

  // A filled trap field is a bot: it is told "thank you" and nothing is stored.
  const trap = parsed.values[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap !== "") return created(randomUUID());

  const result = validate(options.schema, withBlankOptionals(options.schema, parsed.values));
  const fieldErrors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
  const checked: CheckedFile[] = [];
  for (const rule of options.files ?? []) {
    const file = parsed.files.get(rule.field);
    if (!file) {
      if (rule.required) fieldErrors[rule.field] = "validation.required";
      continue;
    }
    const outcome = await checkFile(rule.field, file, rule.extensions, rule.maxBytes);
    if ("error" in outcome) fieldErrors[rule.field] = outcome.error as MessageId;
    else checked.push(outcome);
  }
  if (result.ok && options.verify)
    Object.assign(fieldErrors, await options.verify(db, result.data));
  if (!result.ok || Object.keys(fieldErrors).length > 0) return problems(422, locale, fieldErrors);

  const data = result.data;
  if (options.store) return created(await options.store(db, data, locale));

  const key = rawRequest.headers.get("idempotency-key")?.slice(0, MAX_KEY_LENGTH) || null;
  if (key) {
    const [existing] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.kind, options.kind), eq(submissions.idempotencyKey, key)));
    if (existing) return created(existing.id, true);
  }

  const stored = await Promise.all(checked.map(storeFile));
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          kind: options.kind,
          locale,
          payload: data as Record<string, unknown>,
          idempotencyKey: key,
          status: options.status ?? "received",
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error("insert returned nothing");
      if (checked.length > 0) {
        await tx.insert(uploads).values(
          checked.map((file, index) => ({
            submissionId: row.id,
            field: file.field,
            storedName: stored[index]?.storedName ?? "",
            originalName: file.originalName,
            mime: file.mime,
            size: file.bytes.byteLength,
          })),
        );
      }
      return row.id;
    });
    return created(id);
  } catch (error) {
    await removeFiles(stored.map((file) => file.storedName));
    // The same key raced in from a retry: answer with the first one's record.
    if (key) {
      const [existing] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.kind, options.kind), eq(submissions.idempotencyKey, key)));
      if (existing) return created(existing.id, true);
    }
    throw error;
  }
}
