import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, parseNumber, toLatinDigits } from "./format";

describe("formatters", () => {
  it("print Latin digits and the Gregorian calendar in Arabic", () => {
    expect(formatNumber("ar", 44000)).toBe("44,000");
    expect(formatNumber("en", 44000)).toBe("44,000");
    expect(formatDate("ar", "2025-05-27")).toBe("27 مايو 2025");
    expect(formatDate("en", "2025-05-27")).toBe("May 27, 2025");
    expect(formatDate("ar", "2025-05-27")).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("number input", () => {
  it.each([
    ["123", 123],
    ["١٢٣", 123],
    ["۱۲۳", 123],
    ["٤٤٬٠٠٠", 44000],
    ["٣٫٥", 3.5],
    ["44,000", 44000],
    [" 7 ", 7],
    ["-2", -2],
    ["12a", Number.NaN],
    ["", Number.NaN],
  ])("%s reads as %d", (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
  it("converts digits inside text", () => {
    expect(toLatinDigits("الرمز ٤٥٦٧٨٩")).toBe("الرمز 456789");
  });
});
