import { describe, expect, it } from "vitest";
import { sameOrigin } from "./origin";

const post = (url: string, headers: Record<string, string>) =>
  new Request(url, { method: "POST", headers });

describe("sameOrigin", () => {
  it("takes a post from the site's own origin or the host the browser addressed", () => {
    expect(
      sameOrigin(post("http://localhost:3000/api/contact", { origin: "http://localhost:3000" })),
    ).toBe(true);
    expect(
      sameOrigin(
        post("http://localhost:3000/api/contact", {
          origin: "http://10.0.0.5:3000",
          host: "10.0.0.5:3000",
        }),
      ),
    ).toBe(true);
  });

  it("refuses another site's origin, and an unreadable one", () => {
    expect(
      sameOrigin(post("http://localhost:3000/api/contact", { origin: "https://evil.example" })),
    ).toBe(false);
    expect(sameOrigin(post("http://localhost:3000/api/contact", { origin: "null" }))).toBe(false);
  });

  it("does not believe X-Forwarded-Host unless the proxy is trusted", () => {
    const spoofed = post("http://localhost:3000/api/contact", {
      origin: "https://evil.example",
      host: "localhost:3000",
      "x-forwarded-host": "evil.example",
    });
    expect(sameOrigin(spoofed, false)).toBe(false);
    expect(sameOrigin(spoofed, true)).toBe(true);
  });

  it("lets clients without Origin through unless the browser says cross-site", () => {
    expect(sameOrigin(post("http://localhost:3000/api/contact", {}))).toBe(true);
    expect(
      sameOrigin(post("http://localhost:3000/api/contact", { "sec-fetch-site": "cross-site" })),
    ).toBe(false);
  });
});
