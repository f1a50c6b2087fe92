import { createMiddleware, createStart } from "@tanstack/react-start";
import { createPageCache } from "./server/pageCache";
import { redirectFor } from "./server/redirects";
import { servePage } from "./server/servePage";

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

/** Every answer that is a page: see `server/servePage.ts`. No shared pages while developing. */
const pageHeaders = createMiddleware().server(({ request, next }) =>
  servePage(request, next, import.meta.env.PROD ? pageCache : undefined),
);

export const startInstance = createStart(() => ({
  requestMiddleware: [redirects, pageHeaders],
}));
