import { setResponseHeaders } from "@tanstack/react-start/server";
import { responseHeaders, withHeaders } from "./headers";

/**
 * Runs the rest of the handler and puts the headers every response carries (`headers.ts`) on its
 * answer: pages, redirects, JSON, server functions, errors. Start's response helpers carry them
 * too, so that an answer Start makes itself from an error thrown on the way has them as well.
 */
export async function withResponseHeaders<R extends { response: Response }>(
  next: () => R | Promise<R>,
): Promise<R> {
  setResponseHeaders(new Headers(responseHeaders));
  const result = await next();
  return { ...result, response: withHeaders(result.response, responseHeaders) };
}
