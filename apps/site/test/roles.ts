// Who may call what, proved over HTTP for each endpoint (issue #30: "an editor calling a
// publisher's endpoint gets 403"): a suite signs one person in per role, then hands its endpoints
// and the people they are not for to `expectRoleRefusals`, which calls each endpoint as each of
// them, from the site's own pages, and expects 401 for a visitor and 403 for the rest.
import { expect } from "vitest";
import { secondStep } from "./totp";

/** One call of an endpoint, with a body it would accept from the right person. */
export interface EndpointCall {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

/** A person by their session cookie; `null` for a visitor. */
export type Caller = string | null;

/**
 * Logs each of `emails` in (password `password`), each from an address of its own; a staff
 * member with the code of their app (`totp.ts`).
 */
export async function signIn<K extends string>(
  url: string,
  emails: Record<K, string>,
  password: string,
): Promise<Record<K, string>> {
  const cookies = {} as Record<K, string>;
  for (const [i, [who, email]] of (Object.entries(emails) as [K, string][]).entries()) {
    const response = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: url,
        // Used only where the server trusts its proxy (better-auth limits log-ins per address).
        "x-forwarded-for": `203.0.113.${i + 1}`,
      },
      body: JSON.stringify({ email, password }),
    });
    expect([who, response.status]).toEqual([who, 200]);
    cookies[who] =
      (await secondStep(email, await response.json(), async (path, body) => {
        const answer = await fetch(`${url}${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: url,
            "x-forwarded-for": `203.0.113.${i + 1}`,
            cookie: cookiePairs(response),
          },
          body: JSON.stringify(body),
        });
        return { status: answer.status, cookies: answer.headers.getSetCookie() };
      })) ||
      (response.headers
        .getSetCookie()
        .find((cookie) => cookie.includes("session_token="))
        ?.split(";")[0] ??
        "");
  }
  return cookies;
}

/** The cookies an answer set, as a request sends them back. */
export const cookiePairs = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** Calls `endpoint` on `url` as `caller`, from the site's own page. */
export function call(url: string, endpoint: EndpointCall, caller: Caller): Promise<Response> {
  const post = endpoint.method === "POST";
  return fetch(`${url}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      origin: url,
      "sec-fetch-site": "same-origin",
      ...(post ? { "content-type": "application/json" } : {}),
      ...(caller ? { cookie: caller } : {}),
    },
    body: post ? JSON.stringify(endpoint.body ?? {}) : undefined,
    redirect: "manual",
  });
}

/**
 * Every endpoint refuses every caller of `refused`: 401 `UNAUTHORIZED` for a visitor, 403
 * `FORBIDDEN` for a signed-in person, and nothing of the endpoint's own answer. One table, so a
 * failure names each endpoint and person that got in.
 */
export async function expectRoleRefusals(
  url: string,
  endpoints: readonly EndpointCall[],
  refused: Record<string, Caller>,
): Promise<void> {
  const got: string[] = [];
  const wanted: string[] = [];
  for (const endpoint of endpoints) {
    for (const [who, caller] of Object.entries(refused)) {
      const response = await call(url, endpoint, caller);
      const text = await response.text();
      const code = /"code":"(\w+)"/.exec(text)?.[1] ?? text.slice(0, 40);
      const name = `${endpoint.method} ${endpoint.path} as ${who}`;
      got.push(`${name}: ${response.status} ${code}`);
      wanted.push(`${name}: ${caller ? "403 FORBIDDEN" : "401 UNAUTHORIZED"}`);
    }
  }
  expect(got).toEqual(wanted);
}
