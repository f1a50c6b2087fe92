/**
 * The request being answered, wherever the code that answers it runs (AsyncLocalStorage): its id
 * for the log lines written meanwhile, for the jobs it queues and for its error page.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { REQUEST_SCOPE_KEY } from "./scopeKey";

export interface RequestScope {
  id: string;
  /** The request's OpenTelemetry span, when tracing (see `tracing.ts`). */
  span?: unknown;
}

const key = REQUEST_SCOPE_KEY;
const global = globalThis as { [key]?: AsyncLocalStorage<RequestScope> };
global[key] ??= new AsyncLocalStorage<RequestScope>();
const storage = global[key];

/** An id a client or proxy sent is kept only if it looks like one: no spaces, quotes or markup. */
const saneId = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the `X-Request-Id` it came with when sane, otherwise a new one. */
export function requestIdFor(incoming: string | null): string {
  return incoming && saneId.test(incoming) ? incoming : randomBytes(9).toString("base64url");
}

/** Runs `answer` as the answer to the request `scope` describes. */
export function withinRequest<T>(scope: RequestScope, answer: () => T): T {
  return storage.run(scope, answer);
}

/** The scope of the request being answered, if any. */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The id of the request being answered, if any. */
export function requestIdNow(): string | undefined {
  return storage.getStore()?.id;
}
