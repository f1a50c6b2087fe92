import { describe, expect, it } from "vitest";
import { coverKey, isImageKey, isStoreKey, pageKey, pdfKey } from "./keys";

const chapterId = "0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11";

describe("file store keys", () => {
  it("takes the site's own keys", () => {
    for (const key of [
      coverKey("a".repeat(64)),
      pageKey(chapterId, 12, 1600, "0123456789abcdef0123"),
      pdfKey(chapterId),
      "photos/abc.webp",
    ]) {
      expect(isStoreKey(key), key).toBe(true);
    }
    expect(pageKey(chapterId, 3, 800, "f".repeat(64))).toBe(
      `pages/${chapterId}/3-800-ffffffffffffffff.webp`,
    );
  });

  it("refuses anything that could leave the store or name something else", () => {
    for (const key of [
      "",
      "/etc/passwd",
      "../secret",
      "covers/../../db",
      "covers/..",
      "covers/./x.webp",
      "covers//x.webp",
      "covers/x.webp/",
      ".tmp/abc",
      "covers/.hidden",
      "Covers/X.webp",
      "covers\\x.webp",
      "covers/%2e%2e/x",
      "covers/x.webp\0",
      "covers/a b.webp",
      "a".repeat(301),
      42,
      null,
    ]) {
      expect(isStoreKey(key), String(key)).toBe(false);
    }
    expect(() => pdfKey("../x")).toThrow();
  });

  it("serves as images only covers and page images of the right form", () => {
    expect(isImageKey(coverKey("0".repeat(64)))).toBe(true);
    expect(isImageKey(pageKey(chapterId, 1, 800, "0".repeat(16)))).toBe(true);
    expect(isImageKey(pdfKey(chapterId))).toBe(false);
    expect(isImageKey("photos/abc.webp")).toBe(false);
    expect(isImageKey(`covers/${"0".repeat(63)}.webp`)).toBe(false);
    expect(isImageKey(`pages/not-a-uuid/1-800-${"0".repeat(16)}.webp`)).toBe(false);
  });
});
