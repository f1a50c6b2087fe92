import { createMiddleware, createStart } from "@tanstack/react-start";
import { compressHtml } from "./server/compress";
import { contentSecurityPolicy } from "./server/csp";
import { markInlinedStylesheets } from "./server/inlinedStylesheets";
import { decoratePage } from "./server/pageResponse";
import { redirectFor } from "./server/redirects";

/** Legacy and other-locale addresses answer with a redirect before any route runs. */
const redirects = createMiddleware().server(({ request, next }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const url = new URL(request.url);
  const redirect = redirectFor(url, {
    cookie: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  if (!redirect) return next();
  const headers = new Headers({ Location: redirect.location, "Cache-Control": "no-cache" });
  if (redirect.vary) headers.set("Vary", redirect.vary);
  return new Response(null, { status: redirect.status, headers });
});

/** Pages get the security headers and remember the visitor's language. */
const pageHeaders = createMiddleware().server(async ({ request, next }) => {
  const result = await next();
  if (!result.response.headers.get("content-type")?.startsWith("text/html")) return result;
  // The page is read whole to hash its inline scripts for the Content-Security-Policy.
  const html = markInlinedStylesheets(await result.response.text());
  const { body, encoding } = compressHtml(html, request.headers.get("accept-encoding"));
  const response = new Response(body as BodyInit, result.response);
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(html));
  response.headers.append("Vary", "Accept-Encoding");
  if (encoding) response.headers.set("Content-Encoding", encoding);
  response.headers.delete("Content-Length");
  decoratePage(request, response.headers);
  return { ...result, response };
});

export const startInstance = createStart(() => ({
  requestMiddleware: [redirects, pageHeaders],
}));
