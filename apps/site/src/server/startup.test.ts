import { afterEach, describe, expect, it, vi } from "vitest";
import { checkBaseUrl, checkSharedSecret, checkSiteUrl } from "./startup";

// The checks say what they find through the server's logger, here one whose calls are counted.
const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn() }));
vi.mock("./observe/log", () => ({ logFor: () => log }));

afterEach(() => vi.clearAllMocks());

describe("checkSiteUrl", () => {
  it("warns in production without SITE_URL, naming the address links will carry", () => {
    const warn = log.warn;
    expect(checkSiteUrl({ NODE_ENV: "production", PORT: "8080" })).toMatch(/localhost:8080/);
    expect(warn).toHaveBeenCalledOnce();
  });
  it("is quiet with SITE_URL, and while developing", () => {
    expect(
      checkSiteUrl({ NODE_ENV: "production", SITE_URL: "https://rawafed.example" }),
    ).toBeNull();
    expect(checkSiteUrl({ NODE_ENV: "development" })).toBeNull();
  });
});

describe("checkBaseUrl", () => {
  it("takes a relative base as the site's own", () => {
    const env = { NODE_ENV: "production", BASE_URL: "/", SITE_URL: "https://rawafed.example" };
    expect(checkBaseUrl(env)).toBeNull();
  });
  it("reports a base URL on another host than the site's", () => {
    expect(
      checkBaseUrl({
        NODE_ENV: "production",
        BASE_URL: "https://a.example",
        SITE_URL: "https://b.example",
      }),
    ).toMatch(/differs/);
  });
});

describe("checkSharedSecret", () => {
  it("warns when instances share a database without one signing key", () => {
    const warn = log.warn;
    const shared = { NODE_ENV: "production", DATABASE_URL: "postgres://db/rawafed" };
    expect(checkSharedSecret(shared)).toMatch(/BETTER_AUTH_SECRET/);
    expect(warn).toHaveBeenCalledOnce();
    expect(checkSharedSecret({ ...shared, BETTER_AUTH_SECRET: "k".repeat(32) })).toBeNull();
    expect(checkSharedSecret({ NODE_ENV: "production" })).toBeNull();
  });
});
