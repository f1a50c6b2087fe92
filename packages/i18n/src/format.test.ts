import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatNumber,
  intlFor,
  parseNumber,
  toLatinDigits,
  withoutSupportProbe,
} from "./format";
import ar from "./messages/ar/index";
import en from "./messages/en/index";

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

describe("the Intl object", () => {
  it("is made without asking the engine for its locale list, which is then put back", () => {
    const numberProbe = Intl.NumberFormat.supportedLocalesOf;
    const dateProbe = Intl.DateTimeFormat.supportedLocalesOf;
    let asked = 0;
    const seen = withoutSupportProbe(() => {
      asked += Intl.NumberFormat.supportedLocalesOf(["ar-u-nu-latn"]).length;
      return Intl.DateTimeFormat.supportedLocalesOf("en");
    });
    expect(asked).toBe(1);
    expect(seen).toEqual(["en"]);
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(numberProbe);
    expect(Intl.DateTimeFormat.supportedLocalesOf).toBe(dateProbe);
    expect(() =>
      withoutSupportProbe(() => {
        throw new Error("creation failed");
      }),
    ).toThrow("creation failed");
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(numberProbe);
  });

  it("formats messages, plurals included, without asking the engine's locale list", () => {
    const asked = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    const intl = intlFor("en", en as never);
    expect(intl.formatMessage({ id: "brand.name" })).toBe("Rawafed Group");
    expect(intl.formatMessage({ id: "comics.count.chapters" }, { count: 1 })).toBe("1 chapter");
    expect(intl.formatMessage({ id: "comics.count.chapters" }, { count: 3 })).toBe("3 chapters");
    expect(intlFor("en", en as never)).toBe(intl);
    // The message formats are the class whose probe is skipped (one copy of intl-messageformat).
    expect(intl.formatters.getMessageFormat("x", "en")).toBeInstanceOf(IntlMessageFormat);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });

  it("gives message formats the bare language, without the formatting extension", () => {
    const intl = intlFor("ar", ar as never);
    const made = vi.spyOn(Intl, "Locale");
    const first = intl.formatters.getMessageFormat("أ", "ar-u-ca-gregory-nu-latn");
    const second = intl.formatters.getMessageFormat("ب", "ar-u-ca-gregory-nu-latn");
    expect(first.resolvedOptions().locale).toBe("ar");
    expect(second.resolvedOptions().locale).toBe("ar");
    expect(made.mock.calls.every(([tag]) => !String(tag).includes("-u-"))).toBe(true);
    made.mockRestore();
  });

  it("reads hour-cycle skeletons in the message's locale", () => {
    const at = new Date(2025, 4, 5, 14, 30);
    expect(intlFor("ar", ar as never).formatMessage({ id: "comics.time" }, { time: at })).toBe(
      "2:30 م",
    );
    expect(intlFor("en", en as never).formatMessage({ id: "comics.time" }, { time: at })).toBe(
      "2:30 PM",
    );
  });
});
