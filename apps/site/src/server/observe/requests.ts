/**
 * Every request, whatever answers it (a file, a page, an API call): an id (`X-Request-Id`, on the
 * answer and on each line logged meanwhile), one log line when its answer is ready, and its count
 * and time in the metrics. A srvx middleware, the production server's first.
 */
import { logFor } from "./log";
import { metrics } from "./metrics";
import { type RequestScope, requestIdFor, withinRequest } from "./requestContext";
import { type Tracing, tracing } from "./tracing";

type Next = () => Response | Promise<Response>;

/** The route a request's path belongs to, as a bounded label: a route id, never a raw path. */
export type RouteOf = (pathname: string) => string;

const log = logFor("http");

/** The path as logged: none under `/api/auth/`, where a path can hold a one-time token. */
const loggedPath = (pathname: string) =>
  pathname.startsWith("/api/auth/") ? undefined : pathname.slice(0, 200);

function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set("x-request-id", id);
    return response;
  } catch {
    // An answer with immutable headers (a redirect made by `Response.redirect`) is copied.
    const copy = new Response(response.body, response);
    copy.headers.set("x-request-id", id);
    return copy;
  }
}

/** A method as a label: the ones HTTP defines, any other as `other` (a client picks it). */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const methodLabel = (method: string) => (knownMethods.has(method) ? method : "other");

export function observeRequests(routeOf: RouteOf) {
  const { httpRequests, httpDuration } = metrics();
  return async (request: Request, next: Next): Promise<Response> => {
    const started = performance.now();
    const scope: RequestScope = { id: requestIdFor(request.headers.get("x-request-id")) };
    // A URL that cannot be read is answered 400 by the next middleware; it is logged all the same.
    const pathname = URL.parse(request.url)?.pathname ?? "";
    const route = pathname ? routeOf(pathname) : "unreadable";
    const traced: Tracing | undefined = tracing();
    let status = 500;
    try {
      const answer = async () => withinRequest(scope, next);
      const response = traced
        ? await traced.serverSpan(scope, request.method, route, pathname, answer)
        : await answer();
      status = response.status;
      return withRequestId(response, scope.id);
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const labels = { method: methodLabel(request.method), route };
      httpRequests.inc({ ...labels, status: String(status) });
      httpDuration.observe(labels, seconds);
      log.info(
        {
          requestId: scope.id,
          method: methodLabel(request.method),
          route,
          path: loggedPath(pathname),
          status,
          ms: Math.round(seconds * 10_000) / 10,
        },
        "request",
      );
    }
  };
}

/** The label of a path the server answers before the route tree, or `undefined`. */
export function outsideRoutes(pathname: string): string | undefined {
  if (pathname === "/healthz" || pathname === "/metrics") return pathname;
  if (pathname.startsWith("/assets/")) return "/assets/*";
  return undefined;
}
