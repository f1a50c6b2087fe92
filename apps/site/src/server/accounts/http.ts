import { endpoint } from "../http/admission";
import { publicOrigin } from "../http/origin";
import { clientKey } from "../http/rate";
import { getAuth } from "./auth";
import { CLIENT_IP_HEADER } from "./limits";

/**
 * The request with the client's address in a header of the site's own, set here and nowhere else
 * (a client's copy is overwritten): better-auth reads addresses from headers only, and without one
 * its per-client limits would fall back to one bucket shared by every visitor.
 */
function withClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientKey(request));
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    // @ts-expect-error Node's fetch needs `duplex` to pass a body stream on (not in the DOM types).
    duplex: "half",
  });
}

/**
 * Hands a request under /api/auth to better-auth; its answers are never cached. Its per-client
 * limit answers 429 with `X-Retry-After` only: the standard `Retry-After` is added beside it.
 */
async function passToAuth(request: Request): Promise<Response> {
  // Passkeys are made for the host the browser is on (one of the site's public ones).
  const auth = await getAuth(new URL(publicOrigin(request)).hostname);
  const response = await auth.handler(withClientAddress(request));
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", "no-store");
  const retryAfter = answer.headers.get("X-Retry-After");
  if (answer.status === 429 && retryAfter && !answer.headers.has("Retry-After")) {
    answer.headers.set("Retry-After", retryAfter);
  }
  return answer;
}

/**
 * better-auth's own endpoints: it checks them itself, so the door says who does, in the open. Its
 * inputs are checked by the forms' rules before it reads them (`inputs.ts`, a before-hook).
 */
export const handleAuth = endpoint({
  crossSite: { waived: "better-auth checks Origin against the site's origin (trustedOrigins)" },
  rate: { waived: "better-auth counts per address, and per account in its hooks (limits.ts)" },
  who: "anyone",
  body: { waived: "better-auth reads its own bodies" },
  handle: ({ request }) => passToAuth(request),
});
