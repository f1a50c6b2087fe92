/**
 * Which HTTP methods an address takes. Pages (and `/`, robots.txt, the sitemap) are read with GET
 * and HEAD only; an API route takes the methods it has handlers for. Any other method gets 405
 * with `Allow`, instead of a full page render or the HTML shell.
 */
import { type Endpoint, isEndpoint } from "./mark";

export const PAGE_METHODS = ["GET", "HEAD"] as const;

export function methodNotAllowed(allow: readonly string[]): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: {
      Allow: allow.join(", "),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** The methods an API route's handlers take (HEAD comes with GET, as the framework answers it). */
export function allowedMethods(handlers: Record<string, unknown>): string[] {
  const methods = Object.keys(handlers).filter((method) => method !== "ANY");
  return methods.includes("GET") && !methods.includes("HEAD") ? [...methods, "HEAD"] : methods;
}

type Handler = (context: { request: Request }) => Response | Promise<Response>;

/** The handlers, plus a fallback that answers every other method 405. */
const withFallback = <H extends Record<string, Handler>>(handlers: H) => {
  const allow = allowedMethods(handlers);
  const otherMethod = () => methodNotAllowed(allow);
  return { ...handlers, ANY: otherMethod };
};

/**
 * An API route's handlers (`server: { handlers: apiHandlers({ POST: handleX }) }`): each must be
 * built by `endpoint()` (server/http/admission.ts), which runs the checks every call goes
 * through. The type says so, and so does this at start-up, for a handler cast past the type.
 */
export function apiHandlers<H extends Record<string, Endpoint>>(handlers: H) {
  for (const [method, handler] of Object.entries(handlers)) {
    if (!isEndpoint(handler)) throw new Error(`${method} handler not built by endpoint()`);
  }
  return withFallback(handlers);
}

/**
 * The handlers of a route serving stored files by GET (covers, pages, photos), which answer for
 * themselves who may read what (`comics/media.ts`, `accounts/photos.ts`); no API route uses this.
 */
export const fileHandlers = <H extends Record<string, Handler>>(handlers: H) =>
  withFallback(handlers);
