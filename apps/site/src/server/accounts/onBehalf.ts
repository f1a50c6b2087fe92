// Calls to better-auth's API made for a request the site's own routes admitted (/api/account/*).

/**
 * What better-auth's API is given for a call made on behalf of `request`: its headers (the session
 * cookie, the client's address) and a copy without the body (already read), so that the mails it
 * sends are written on the site's public origin as the request reached it.
 */
export const onBehalfOf = (request: Request) => ({
  headers: request.headers,
  request: new Request(request.url, { method: request.method, headers: request.headers }),
  asResponse: false as const,
});

/** The Set-Cookie headers of a better-auth call's answer, for the route's own answer. */
export function cookiesFrom(headers: Headers | null | undefined): Headers {
  const cookies = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) cookies.append("Set-Cookie", cookie);
  return cookies;
}
