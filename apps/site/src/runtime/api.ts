import { type FieldErrors, FORM_ERROR, type SubmitResult } from "@rawafed/forms/schemas";
import type { AfterResponseState, KyInstance, Options } from "ky";

/** ky's calls the site makes, on an instance made on first use. */
export interface HttpClient {
  get(url: string, options?: Options): Promise<Response>;
  post(url: string, options?: Options): Promise<Response>;
  /**
   * ky's `extend`: a client with these options over this one's, except `retry`, which replaces
   * this one's whole (ky would merge its lists: a code left out would still be retried).
   */
  extend(options: Options): HttpClient;
}

/** A client whose ky instance is made by `make` at its first call; a failed load is tried again. */
function lazyClient(make: () => Promise<KyInstance>): HttpClient {
  let instance: Promise<KyInstance> | undefined;
  const made = () => {
    instance ??= make().catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
    return instance;
  };
  return {
    get: async (url, options) => (await made()).get(url, options),
    post: async (url, options) => (await made()).post(url, options),
    extend: ({ retry, ...options }) =>
      lazyClient(async () => {
        const [parent, { replaceOption }] = await Promise.all([made(), import("ky")]);
        return parent.extend(
          retry === undefined ? options : { ...options, retry: replaceOption(retry) },
        );
      }),
  };
}

/**
 * How long to wait before asking again for an answer whose status the client's retry lists, or
 * null for no retry: ky retries only the answers it throws, and this client throws none (every
 * form reads its answer). Once per `retry.limit`, for the retried methods; after the server's
 * `Retry-After` on the codes that honour it, and no retry when that is beyond `maxRetryAfter`
 * (the answer is given at once); otherwise ky's own delay (undefined).
 */
export function retryDelay({
  request,
  options,
  response,
  retryCount,
}: Pick<AfterResponseState, "request" | "options" | "response" | "retryCount">):
  | number
  | undefined
  | null {
  const { retry } = options;
  if (retryCount >= retry.limit) return null;
  if (!retry.methods.includes(request.method.toLowerCase())) return null;
  if (!retry.statusCodes.includes(response.status)) return null;
  const header = response.headers.get("retry-after");
  if (!header || !retry.afterStatusCodes.includes(response.status)) return undefined;
  const seconds = Number(header);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  if (Number.isNaN(wait)) return undefined;
  return wait > retry.maxRetryAfter ? null : Math.max(0, wait);
}

/**
 * The browser's HTTP client (SPEC.md section 7): JSON bodies for POST, PUT, PATCH and DELETE,
 * one retry on 408, 409, 425, 429, 500, 502, 503 and 504. Every submission carries one
 * idempotency key across its retry, so a retry never stores it twice. ky loads with the first
 * call, not with the pages whose menus and buttons may call (about 9 KB gzip).
 */
export const api = lazyClient(async () => {
  const { default: ky } = await import("ky");
  return ky.create({
    timeout: 20_000,
    throwHttpErrors: false,
    retry: {
      limit: 1,
      methods: ["get", "post", "put", "patch", "delete"],
      statusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
      afterStatusCodes: [429, 503],
      maxRetryAfter: 5_000,
    },
    hooks: {
      afterResponse: [
        (state) => {
          const delay = retryDelay(state);
          if (delay === null) return;
          return ky.retry(delay === undefined ? {} : { delay });
        },
      ],
    },
  });
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
