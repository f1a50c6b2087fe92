import { describe, expect, it } from "vitest";
import { oneOf, text, uuid, wholeNumber } from "./searchReaders";

describe("search readers", () => {
  it("keep what they can read and leave out the rest", () => {
    expect(oneOf(["a", "b"] as const, "b")).toBe("b");
    expect(oneOf(["a", "b"] as const, "c")).toBeUndefined();
    expect(oneOf(["a", "b"] as const, ["a"])).toBeUndefined();
    expect(text("slug", 10)).toBe("slug");
    expect(text("x".repeat(11), 10)).toBeUndefined();
    expect(text(3, 10)).toBeUndefined();
    expect(wholeNumber("12", 1, 100)).toBe(12);
    expect(wholeNumber(" 7 ", 1, 100)).toBe(7);
    for (const bad of ["0", "101", "1.5", "1e2", "", "-3", "٣", null, ["2"]]) {
      expect(wholeNumber(bad, 1, 100), String(bad)).toBeUndefined();
    }
    expect(uuid("0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11")).toBe(
      "0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11",
    );
    expect(uuid("0b7c8a52")).toBeUndefined();
  });
});
