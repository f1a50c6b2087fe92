// The public forms' back end (contact, job application, blog comments, newsletter): after the
// admission's checks (`endpoint`: same origin, rate, body cap), the honeypot, the shared zod
// schema, real file types, idempotency, then a durable insert before the success answer.
import { randomUUID } from "node:crypto";
import { type FieldErrors, HONEYPOT_FIELD, validate } from "@rawafed/forms/schemas";
import type { Locale, MessageId } from "@rawafed/i18n";
import { and, eq } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Database } from "../db/index";
import { submissions, uploads } from "../db/schema";
import { endpoint } from "../http/admission";
import { created, problems } from "../http/answers";
import type { Body } from "../http/body";
import { type CheckedFile, checkFile, removeFiles, storeFile } from "./files";

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
  store?: (db: Database, data: z.output<S>, locale: string, request: Request) => Promise<string>;
  /** Checks that need the database (an article that exists), after the schema's. */
  verify?: (db: Database, data: z.output<S>) => Promise<FieldErrors>;
}

const MAX_KEY_LENGTH = 200;

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

/** A public form's endpoint: open to anyone, counted per client address under its `kind`. */
export const formEndpoint = <S extends z.ZodMiniType>(options: SubmissionOptions<S>) =>
  endpoint({
    rate: { key: options.kind },
    who: "anyone",
    body: {
      accepts: "json-or-multipart",
      maxBytes: options.maxBodyBytes,
      fileField: options.files?.[0]?.field,
    },
    handle: ({ request, locale, db, body }) => storeSubmission(request, locale, db, body, options),
  });

/** One admitted submission, from its honeypot to its stored record. */
async function storeSubmission<S extends z.ZodMiniType>(
  rawRequest: Request,
  locale: Locale,
  db: Database,
  parsed: Body,
  options: SubmissionOptions<S>,
): Promise<Response> {
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
  if (options.store) return created(await options.store(db, data, locale, rawRequest));

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
