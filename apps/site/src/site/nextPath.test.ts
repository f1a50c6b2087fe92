import { describe, expect, it } from "vitest";
import { safeNextPath } from "./nextPath";

describe("the log-in page's way back (next)", () => {
  it("keeps a path of the site's pages, with its query and fragment", () => {
    expect(safeNextPath("/en/account")).toBe("/en/account");
    expect(safeNextPath("/ar/account/settings?tab=1#mail")).toBe("/ar/account/settings?tab=1#mail");
  });

  it("refuses other origins however they are written", () => {
    for (const value of [
      "//evil.example/en",
      "/\\evil.example",
      "https://evil.example/en",
      "/%2F%2Fevil.example",
      "\t/en",
      "/en\n/x",
      "javascript:alert(1)",
      "",
      42,
      undefined,
    ]) {
      expect(safeNextPath(value)).toBeUndefined();
    }
  });

  it("refuses paths outside the pages of a locale", () => {
    expect(safeNextPath("/api/auth/sign-out")).toBeUndefined();
    expect(safeNextPath("/fr/account")).toBeUndefined();
  });
});
