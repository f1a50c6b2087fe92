// The site's security headers, in one place. `server.mjs` loads this file as it is (Node strips
// its types) to send the same headers with static files: keep it free of imports and of
// TypeScript that is more than erasable annotations.

/**
 * Headers every response carries, whatever it is: page, redirect, JSON, static file or error.
 * `nosniff` keeps browsers from reading a file as another type than the one it is sent as;
 * `same-origin` keeps other sites from loading any of it into their pages (fonts, images,
 * scripts and JSON are only ever loaded by the site's own pages).
 */
export const responseHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Headers every HTML response carries (the CSP is added with the page's hashes). */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    ...responseHeaders,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Sets `headers` on `response`, or on a copy of it when its headers cannot change (a response
 * from `fetch` or `Response.redirect`).
 */
export function withHeaders(
  response: Response,
  headers: Readonly<Record<string, string>>,
): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/** A stored file that is not there (or not for this caller): a plain 404, never kept by a cache. */
export const fileNotFound = () =>
  new Response("Not Found\n", {
    status: 404,
    headers: {
      ...responseHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
