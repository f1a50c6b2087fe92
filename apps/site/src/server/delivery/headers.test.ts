import { describe, expect, it } from "vitest";
import { responseHeaders, securityHeaders, withHeaders } from "./headers";

describe("security headers", () => {
  it("every response: nosniff and a same-origin resource policy", () => {
    expect(responseHeaders).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
  it("pages carry them too, with the page-only headers, and HSTS over https only", () => {
    for (const https of [false, true]) {
      const headers = securityHeaders({ https });
      expect(headers).toMatchObject(responseHeaders);
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["X-Frame-Options"]).toBe("DENY");
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headers["Strict-Transport-Security"]).toBe(
        https ? "max-age=31536000; includeSubDomains" : undefined,
      );
    }
  });
  it("sets them on any response, also one whose headers cannot change", async () => {
    const plain = withHeaders(new Response("x"), responseHeaders);
    expect(plain.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    const redirect = Response.redirect("https://a.test/en", 302);
    const answered = withHeaders(redirect, responseHeaders);
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe("https://a.test/en");
    expect(answered.headers.get("x-content-type-options")).toBe("nosniff");
    const json = withHeaders(Response.json({ ok: true }), responseHeaders);
    expect(await json.json()).toEqual({ ok: true });
    expect(json.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
