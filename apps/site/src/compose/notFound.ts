import { notFound } from "@tanstack/react-router";
import { createIsomorphicFn } from "@tanstack/react-start";
import { setResponseHeader, setResponseStatus } from "@tanstack/react-start/server";

/** What the error page shows as its detail line, or (`forbidden`) that the page is not theirs. */
export interface ErrorDetail {
  kind: "param" | "route" | "forbidden";
  path: string;
}

// The router knows only 200, 404 and 500; Start's response status helper makes the page a 403.
const answerForbidden = createIsomorphicFn()
  .server(() => setResponseStatus(403))
  .client(() => {});

/**
 * A signed-in person whose role does not open this page: the error page with 403 (CONTRACT.md:
 * "never a blank page"). Rendered by the root's not-found view, inside the site's shell.
 */
export function forbidden(path: string) {
  answerForbidden();
  return notFound({ data: { kind: "forbidden", path } satisfies ErrorDetail });
}

/** Seconds a reader is told to wait for a chapter's pages: one chapter takes seconds to draw. */
const PREPARING_RETRY_SECONDS = 30;

/**
 * A published chapter whose pages are still being drawn: its page says so with 503 and
 * `Retry-After`, the status for "there, not yet" (a 404 would tell search engines and link
 * checkers it is gone; a 200 would have its notice indexed as the chapter).
 */
export const answerPreparing = createIsomorphicFn()
  .server(() => {
    setResponseStatus(503);
    setResponseHeader("Retry-After", String(PREPARING_RETRY_SECONDS));
  })
  .client(() => {});

/** A parameter that names no blog, service or item: 404 with `Page Not Found: {fullPath}`. */
export function paramNotFound(fullPath: string) {
  return notFound({ data: { kind: "param", path: fullPath } satisfies ErrorDetail });
}

export function isErrorDetail(value: unknown): value is ErrorDetail {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    "path" in value &&
    typeof (value as ErrorDetail).path === "string"
  );
}
