/**
 * Which HTTP methods an address takes. Pages (and `/`, robots.txt, the sitemap) are read with GET
 * and HEAD only; an API route takes the methods it has handlers for. Any other method gets 405
 * with `Allow`, instead of a full page render or the HTML shell.
 */

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

/**
 * An API route's handlers, plus a fallback that answers every other method 405:
 * `server: { handlers: apiHandlers({ POST: ... }) }`.
 */
export function apiHandlers<
  H extends Record<string, (context: { request: Request }) => Response | Promise<Response>>,
>(handlers: H) {
  const allow = allowedMethods(handlers);
  const otherMethod = () => methodNotAllowed(allow);
  return { ...handlers, ANY: otherMethod };
}
