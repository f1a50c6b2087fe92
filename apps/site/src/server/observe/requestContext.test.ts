import { describe, expect, it } from "vitest";
import { requestIdFor, requestIdNow, withinRequest } from "./requestContext";

describe("request ids", () => {
  it("keeps an incoming id that looks like one", () => {
    expect(requestIdFor("0af7651916cd43dd8448eb211c80319c")).toBe(
      "0af7651916cd43dd8448eb211c80319c",
    );
    expect(requestIdFor("req-2026.11_28")).toBe("req-2026.11_28");
  });

  it("makes a new one for none, or one with spaces, markup, or the wrong length", () => {
    for (const sent of [
      null,
      "",
      "short",
      "x".repeat(65),
      "<script>alert(1)</script>",
      "a b c d e f",
    ]) {
      const id = requestIdFor(sent);
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(id).not.toBe(sent);
    }
    expect(requestIdFor(null)).not.toBe(requestIdFor(null));
  });

  it("is the answering request's wherever its code awaits", async () => {
    expect(requestIdNow()).toBeUndefined();
    const seen = await withinRequest({ id: "request-one-1" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return requestIdNow();
    });
    expect(seen).toBe("request-one-1");
  });
});
