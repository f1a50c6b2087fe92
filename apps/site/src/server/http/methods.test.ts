import { describe, expect, it } from "vitest";
import type { Endpoint } from "./mark";
import { allowedMethods, apiHandlers, fileHandlers } from "./methods";

const created = () => new Response("ok", { status: 201 });

describe("apiHandlers", () => {
  it("answers every method it has no handler for with 405 and Allow", () => {
    const handlers = fileHandlers({ POST: created });
    const answer = handlers.ANY();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });

  it("names HEAD beside GET", () => {
    expect(allowedMethods({ GET: 1, POST: 1 })).toEqual(["GET", "POST", "HEAD"]);
  });

  it("refuses a handler not built by endpoint(), even one cast past the type", () => {
    const bare = (async () => created()) as unknown as Endpoint;
    expect(() => apiHandlers({ POST: bare })).toThrow("POST handler not built by endpoint()");
  });
});
