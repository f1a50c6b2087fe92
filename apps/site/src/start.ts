import { createMiddleware, createStart } from "@tanstack/react-start";
import { compressHtml, preferredEncoding } from "./server/compress";
import { contentSecurityPolicy } from "./server/csp";
import { markInlinedStylesheets } from "./server/inlinedStylesheets";
import { type CachedPage, createPageCache, isShareable, pageCacheKey } from "./server/pageCache";
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

const pageCache = createPageCache({ ttlMs: 5_000, maxEntries: 500 });

/** A page answer for this visitor: the shared page plus their own headers. */
function answer(request: Request, page: CachedPage, ageMs?: number) {
  const headers = new Headers(page.headers);
  // A shared cache says how old its answer is (RFC 9111).
  if (ageMs !== undefined) headers.set("Age", String(Math.floor(ageMs / 1000)));
  decoratePage(request, headers);
  return new Response(page.body as BodyInit, { status: page.status, headers });
}

/**
 * Pages get the security headers and remember the visitor's language. Server-rendered pages are
 * shared for a few seconds (`server/pageCache.ts`): one render, compression and CSP hashing serve
 * every visitor of the page meanwhile.
 */
const pageHeaders = createMiddleware().server(async ({ request, next }) => {
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  // Not while developing: an edited page must show on the next reload.
  const key = import.meta.env.PROD ? pageCacheKey(request, encoding) : undefined;
  const cached = key ? pageCache.get(key) : undefined;
  if (cached) return answer(request, cached.page, cached.ageMs);

  const result = await next();
  if (!result.response.headers.get("content-type")?.startsWith("text/html")) return result;
  // The page is read whole to hash its inline scripts for the Content-Security-Policy.
  const html = markInlinedStylesheets(await result.response.text());
  const compressed = compressHtml(html, encoding);
  const headers = new Headers(result.response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(html));
  headers.append("Vary", "Accept-Encoding");
  if (compressed.encoding) headers.set("Content-Encoding", compressed.encoding);
  headers.delete("Content-Length");
  const page: CachedPage = { status: result.response.status, headers, body: compressed.body };
  if (key && isShareable(result.response)) pageCache.set(key, page);
  return { ...result, response: answer(request, page) };
});

export const startInstance = createStart(() => ({
  requestMiddleware: [redirects, pageHeaders],
}));
