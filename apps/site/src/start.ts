import { createCsrfMiddleware, createMiddleware, createStart } from "@tanstack/react-start";
import { servePage, withResponseHeaders } from "./server/delivery/index";
import { sharedPages } from "./server/delivery/sharedPages";
import { methodNotAllowed, PAGE_METHODS } from "./server/http/methods";
import { redirectFor } from "./server/http/redirects";

/**
 * Pages take GET and HEAD only (API routes answer other methods themselves, see
 * `server/http/methods.ts`). A server function that does not exist is 404: the framework throws
 * for an unknown id, which would be a 500 (`test/security/probe.test.ts` checks that message still
 * comes, so a change upstream fails loudly).
 */
const methods = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === "serverFn") {
    try {
      return await next();
    } catch (error) {
      if (/Server function info not found/.test(String((error as Error)?.message))) {
        return new Response("Not Found\n", {
          status: 404,
          headers: { "Cache-Control": "no-store" },
        });
      }
      throw error;
    }
  }
  if (new URL(request.url).pathname.startsWith("/api/")) return next();
  if (!(PAGE_METHODS as readonly string[]).includes(request.method)) {
    return methodNotAllowed(PAGE_METHODS);
  }
  return next();
});

/** Server functions answer same-origin requests only (our `requestMiddleware` replaces the default). */
const csrf = createCsrfMiddleware({ filter: (context) => context.handlerType === "serverFn" });

/** Every answer, whatever it is, carries the headers of `server/delivery/headers.ts` (the first middleware). */
const responseHeaders = createMiddleware().server(({ next }) => withResponseHeaders(next));

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

/** Every answer that is a page: see `server/delivery/servePage.ts`. No shared pages while developing. */
const pageHeaders = createMiddleware().server(({ request, next }) =>
  servePage(request, next, import.meta.env.PROD ? sharedPages : undefined),
);

export const startInstance = createStart(() => ({
  requestMiddleware: [responseHeaders, csrf, methods, redirects, pageHeaders],
}));
