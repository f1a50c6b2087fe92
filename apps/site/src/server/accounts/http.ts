import { getAuth } from "./auth";

/**
 * Hands a request under /api/auth to better-auth; its answers are never cached. Its per-client
 * limit answers 429 with `X-Retry-After` only: the standard `Retry-After` is added beside it.
 */
export async function handleAuth(request: Request): Promise<Response> {
  const auth = await getAuth();
  const response = await auth.handler(request);
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", "no-store");
  const retryAfter = answer.headers.get("X-Retry-After");
  if (answer.status === 429 && retryAfter && !answer.headers.has("Retry-After")) {
    answer.headers.set("Retry-After", retryAfter);
  }
  return answer;
}
