import { describe, expect, it } from "vitest";
import { answeringOrigin, onOrigin, originSettings, publicOrigin, readHost } from "./origin";

/** What the server entry does with a request: its public origin, or a 400. */
const onPublicOrigin = (request: Request, settings: ReturnType<typeof originSettings>) => {
  const origin = answeringOrigin(request, settings);
  return origin instanceof Response ? origin : onOrigin(request, origin);
};

const request = (headers: Record<string, string>, url = "http://127.0.0.1:3000/en?x=1") =>
  new Request(url, { headers });
const local = originSettings({ PORT: "3000" });

describe("readHost", () => {
  it.each([
    ["localhost:3000", "localhost:3000"],
    ["Example.COM", "example.com"],
    ["example.com:80", "example.com"],
    ["[::1]:3000", "[::1]:3000"],
  ])("reads %s as %s", (value, host) => {
    expect(readHost(value)).toBe(host);
  });
  it.each([
    "evil.example:99999",
    "a b",
    "user@host",
    "host/path",
    "",
    "x".repeat(300),
    "host:0x50",
  ])("refuses %j", (value) => {
    expect(readHost(value)).toBeNull();
  });
});

describe("publicOrigin", () => {
  it("is SITE_URL whatever the request says", () => {
    const settings = originSettings({ SITE_URL: "https://rawafed.example/", PORT: "3000" });
    expect(publicOrigin(request({ host: "evil.example" }), settings)).toBe(
      "https://rawafed.example",
    );
    expect(publicOrigin(request({ host: "localhost:3000" }), settings)).toBe(
      "https://rawafed.example",
    );
  });

  it("without SITE_URL, is an allowed host as addressed, else the first allowed one", () => {
    expect(publicOrigin(request({ host: "127.0.0.1:3000" }), local)).toBe("http://127.0.0.1:3000");
    expect(publicOrigin(request({ host: "evil.example" }), local)).toBe("http://localhost:3000");
    expect(publicOrigin(request({ host: "localhost:4000" }), local)).toBe("http://localhost:3000");
    const listed = originSettings({
      PORT: "3000",
      ALLOWED_HOSTS: "www.rawafed.example, rawafed.example",
    });
    expect(publicOrigin(request({ host: "rawafed.example" }), listed)).toBe(
      "http://rawafed.example",
    );
    expect(publicOrigin(request({ host: "evil.example" }), listed)).toBe(
      "http://www.rawafed.example",
    );
  });

  it("reads X-Forwarded-Host and -Proto only from a trusted proxy, and only allowed hosts", () => {
    const headers = {
      host: "localhost:3000",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    expect(publicOrigin(request(headers), local)).toBe("http://localhost:3000");
    const trusted = originSettings({
      PORT: "3000",
      TRUST_PROXY: "1",
      ALLOWED_HOSTS: "rawafed.example",
    });
    expect(publicOrigin(request(headers), trusted)).toBe("https://rawafed.example");
    expect(
      publicOrigin(request({ ...headers, "x-forwarded-host": "rawafed.example" }), trusted),
    ).toBe("https://rawafed.example");
  });

  it("has a bounded number of answers, however many hosts clients invent", () => {
    const origins = new Set(
      Array.from({ length: 200 }, (_, i) =>
        publicOrigin(request({ host: `h${i}.example` }), local),
      ),
    );
    expect(origins.size).toBe(1);
  });
});

describe("onPublicOrigin", () => {
  it("answers 400 for a Host no URL can carry", () => {
    const answer = onPublicOrigin(request({ host: "evil.example:99999" }), local);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
  });

  it("moves the request to the public origin, path and query kept", async () => {
    const moved = onPublicOrigin(
      new Request("http://evil.example/api/contact?a=1", {
        method: "POST",
        headers: { host: "evil.example", "content-type": "application/json" },
        body: '{"a":1}',
      }),
      local,
    ) as Request;
    expect(moved.url).toBe("http://localhost:3000/api/contact?a=1");
    expect(moved.method).toBe("POST");
    expect(await moved.json()).toEqual({ a: 1 });
  });

  it("leaves a request already on the public origin as it is", () => {
    const same = request({ host: "127.0.0.1:3000" });
    expect(onPublicOrigin(same, local)).toBe(same);
  });
});
