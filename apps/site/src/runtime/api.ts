import { type FieldErrors, FORM_ERROR, type SubmitResult } from "@rawafed/forms/schemas";
import ky from "ky";

/**
 * The browser's HTTP client (SPEC.md section 7): JSON bodies for POST, PUT, PATCH and DELETE,
 * one retry on 408, 409, 425, 429, 500, 502, 503 and 504. Every submission carries one
 * idempotency key across its retry, so a retry never stores it twice.
 */
export const api = ky.create({
  timeout: 20_000,
  throwHttpErrors: false,
  retry: {
    limit: 1,
    methods: ["get", "post", "put", "patch", "delete"],
    statusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
    afterStatusCodes: [429, 503],
    maxRetryAfter: 5_000,
  },
});

interface Answer {
  ok?: boolean;
  fieldErrors?: FieldErrors;
}

async function toResult(response: Response): Promise<SubmitResult> {
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (response.ok && answer.ok) return { ok: true };
  if (answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
    return { fieldErrors: answer.fieldErrors };
  }
  return { fieldErrors: { [FORM_ERROR]: "validation.serverError" } };
}

async function send(request: () => Promise<Response>): Promise<SubmitResult> {
  try {
    return await toResult(await request());
  } catch {
    return { fieldErrors: { [FORM_ERROR]: "validation.serverError" } };
  }
}

/** Posts a form's values as JSON. */
export function postJson(path: string, values: object): Promise<SubmitResult> {
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  return send(() => api.post(path, { json: values, headers }));
}

/**
 * Posts a form with files as multipart (the server checks each file's real type). An upload of a
 * large file (a chapter's PDF) passes `{ timeout: false, retry: 0 }`: it takes what it takes, and
 * is not sent twice.
 */
export function postMultipart(
  path: string,
  values: Record<string, unknown>,
  options: { timeout?: number | false; retry?: number } = {},
): Promise<SubmitResult> {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof Blob) body.set(key, value, value instanceof File ? value.name : key);
    else if (value !== undefined && value !== null) body.set(key, String(value));
  }
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  return send(() => api.post(path, { body, headers, ...options }));
}
