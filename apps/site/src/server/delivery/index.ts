// Page delivery: what happens to a page after the framework renders it, in this order.
//
// A server-rendered page (`servePage`, the request middleware in `src/start.ts`):
//   1. render               TanStack Start renders the route (HTML with its styles inlined).
//   2. messages             `pageMessages.ts`: the page's messages block gets the messages its
//                           render formatted, and no others.
//   3. critical CSS         `inlinedStylesheets.ts`: the inline style keeps the rules the page's
//                           markup uses; its stylesheets are named by disabled links.
//   4. scripts after paint  `afterPaint.ts`: module preloads and the entry script come out of the
//                           HTML; an inline loader adds them after the first paint, and applies
//                           the whole stylesheets before the entry.
//   5. policy               `csp.ts`: the Content-Security-Policy hashes the page's inline
//                           scripts and styles (after 3 and 4, which write some of them).
//   6. compression          `compress.ts`: brotli or gzip for the visitor's Accept-Encoding.
//   7. cache                `pageCache.ts`: the result of 2-6 is shared for a few seconds per URL
//                           and encoding; one render answers every visitor meanwhile.
//   8. visitor's headers    `pageResponse.ts`: security headers (`headers.ts`) and the locale
//                           cookie, added to every answer, cached or not.
// A prerendered page (`prerendered.ts`) went through 1-4 at build and 5-6 once at start; each
// answer gets step 8. `everyResponse.ts` puts the headers every response carries (nosniff, CORP)
// on everything the framework answers, pages or not; `payload.ts` writes and reads a prerendered
// page's loader data.
//
// The framework's markup these steps rewrite (the inline-style marker, the module preloads, the
// entry script) is checked on every built page by `test/delivery.test.ts`: should it change, the
// pages would pass through untouched and only slower, so that test fails instead.
export { afterPaint } from "./afterPaint";
export { compressHtml, type Encoding, preferredEncoding } from "./compress";
export { contentSecurityPolicy } from "./csp";
export { withResponseHeaders } from "./everyResponse";
export { responseHeaders, securityHeaders, withHeaders } from "./headers";
export { provideStylesheets, readStylesheets, splitInlinedStyles } from "./inlinedStylesheets";
export { createPageCache, type PageCache } from "./pageCache";
export { decoratePage, isHttps } from "./pageResponse";
export { loadPrerendered, PRERENDER_ORIGIN, servePrerendered } from "./prerendered";
export { servePage } from "./servePage";
