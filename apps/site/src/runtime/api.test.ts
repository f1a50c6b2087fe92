import { afterEach, describe, expect, it, vi } from "vitest";
import { api, postJson } from "./api";

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch, answering with `answers` in turn and noting each request. */
function stubFetch(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input.clone());
    const answer = answers[Math.min(requests.length, answers.length) - 1];
    if (!answer) throw new Error("no answer");
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return requests;
}

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the browser's HTTP client", () => {
  it("posts a form's values as JSON with an idempotency key, and reads the answer", async () => {
    const requests = stubFetch(() => json({ ok: true }));
    await expect(postJson("http://site.test/api/forms/contact", { name: "Reem" })).resolves.toEqual(
      { ok: true },
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(await requests[0]?.json()).toEqual({ name: "Reem" });
    expect(requests[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tries a 503 once more with the same idempotency key, then gives the form's answer", async () => {
    const requests = stubFetch(
      () => new Response("busy", { status: 503, headers: { "retry-after": "0" } }),
      () => json({ fieldErrors: { email: "validation.email" } }, 422),
    );
    await expect(postJson("http://site.test/api/forms/contact", {})).resolves.toEqual({
      fieldErrors: { email: "validation.email" },
    });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.get("idempotency-key")).toBe(
      requests[0]?.headers.get("idempotency-key"),
    );
  });

  it("a client extended without 409 among its retried codes takes a conflict as the answer", async () => {
    const studio = api.extend({ retry: { limit: 1, methods: ["post"], statusCodes: [503] } });
    const requests = stubFetch(() => json({ error: "CONFLICT" }, 409));
    const response = await studio.post("http://site.test/api/studio/save", { json: {} });
    expect(response.status).toBe(409);
    expect(requests).toHaveLength(1);
  });

  it("gives a 429 at once when the server asks to wait longer than it will", async () => {
    const requests = stubFetch(
      () => new Response("slow down", { status: 429, headers: { "retry-after": "60" } }),
    );
    const response = await api.post("http://site.test/api/forms/contact", { json: {} });
    expect(response.status).toBe(429);
    expect(requests).toHaveLength(1);
  });

  it("retries once only: a second 502 is the answer", async () => {
    const requests = stubFetch(() => new Response("down", { status: 502 }));
    const response = await api.get("http://site.test/api/auth/session");
    expect(response.status).toBe(502);
    expect(requests).toHaveLength(2);
  });
});
