import { describe, expect, it } from "vitest";
import { previewToken, readPreviewToken } from "./preview";

const version = "6f1c2a9e-3b7d-4c1a-9f0e-2d5b8a7c4e10";

describe("preview links", () => {
  process.env.BETTER_AUTH_SECRET ??= "a-test-secret-of-enough-length-for-hmac-0123456789";

  it("name their version for 24 hours, then nothing", () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    const token = previewToken(version, now);
    expect(readPreviewToken(token, now)).toBe(version);
    expect(readPreviewToken(token, now + 23 * 3_600_000)).toBe(version);
    expect(readPreviewToken(token, now + 24 * 3_600_000 + 1000)).toBeNull();
  });

  it("cannot be stretched, pointed at another version or made up", () => {
    const now = Date.now();
    const [id, expires, signature] = previewToken(version, now).split(".");
    const later = String(Number(expires) + 86_400);
    expect(readPreviewToken(`${id}.${later}.${signature}`, now)).toBeNull();
    const other = "00000000-0000-4000-8000-000000000000";
    expect(readPreviewToken(`${other}.${expires}.${signature}`, now)).toBeNull();
    expect(readPreviewToken(`${id}.${expires}.${"A".repeat(43)}`, now)).toBeNull();
    expect(readPreviewToken("not a token", now)).toBeNull();
    expect(readPreviewToken(undefined, now)).toBeNull();
  });
});
