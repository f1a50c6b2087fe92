import { getAuth } from "./auth";

/** Hands a request under /api/auth to better-auth; its answers are never cached. */
export async function handleAuth(request: Request): Promise<Response> {
  const auth = await getAuth();
  const response = await auth.handler(request);
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", "no-store");
  return answer;
}
