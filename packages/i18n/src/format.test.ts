import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMessage,
  formatNumber,
  parseNumber,
  toLatinDigits,
  translatorFor,
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

  it("print an instant in the time zone asked for, whatever the machine's", () => {
    const riyadh = { timeZone: "Asia/Riyadh" };
    // 21:30 UTC is 00:30 the next day in Riyadh (UTC+3).
    expect(formatDateTime("en", "2025-05-27T21:30:00Z", riyadh)).toBe("May 28, 2025, 12:30 AM");
    expect(formatDateTime("ar", "2025-05-27T21:30:00Z", riyadh)).toBe("28 مايو 2025، 12:30 ص");
    expect(formatDateTime("ar", "2025-05-27T21:30:00Z", riyadh)).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDateTime("en", "2025-05-27T21:30:00Z")).toBe("May 27, 2025, 9:30 PM");
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

describe("messages", () => {
  it("format, plurals included, without asking the engine's locale list", () => {
    const probes = [Intl.NumberFormat, Intl.DateTimeFormat, Intl.PluralRules].map((format) =>
      vi.spyOn(format, "supportedLocalesOf"),
    );
    const t = translatorFor("en", en as never);
    expect(t("brand.name")).toBe("Rawafed Group");
    expect(t("comics.count.chapters", { count: 1 })).toBe("1 chapter");
    expect(t("comics.count.chapters", { count: 3 })).toBe("3 chapters");
    expect(translatorFor("ar", ar as never)("comics.count.chapters", { count: 3 })).toMatch(
      /^3 [\u0600-\u06FF]/,
    );
    for (const probe of probes) {
      expect(probe).not.toHaveBeenCalled();
      probe.mockRestore();
    }
  });

  it("keep one translator per catalog and locale, shared with formatMessage", () => {
    const t = translatorFor("ar", ar as never);
    expect(translatorFor("ar", ar as never)).toBe(t);
    expect(translatorFor("en", en as never)).not.toBe(t);
    expect(formatMessage("ar", ar as never, "brand.name")).toBe(t("brand.name"));
  });

  it("share one Intl formatter per locale and options across messages", () => {
    const made = vi.spyOn(Intl, "PluralRules");
    const t = translatorFor("en", {
      ...en,
      "x.one": "{n, plural, one {# day} other {# days}}",
    } as never);
    t("comics.count.chapters", { count: 2 });
    t("x.one" as never, { n: 2 });
    t("comics.count.chapters", { count: 5 });
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });

  it("print dates in the Gregorian calendar with Latin digits in Arabic", () => {
    const date = new Date(2025, 4, 27, 12);
    expect(translatorFor("ar", ar as never)("section.date", { date })).toContain("2025");
    expect(translatorFor("ar", ar as never)("section.date", { date })).not.toMatch(
      /[\u0660-\u0669]/,
    );
  });

  it("give message formats the bare language, without the formatting extension", () => {
    // The hook every message format resolves its locale through, installed by ./format.
    expect(String(IntlMessageFormat.resolveLocale("ar-u-ca-gregory-nu-latn"))).toBe("ar");
    expect(IntlMessageFormat.resolveLocale(["en-u-nu-latn"])).toBe(
      IntlMessageFormat.resolveLocale("en"),
    );
  });

  it("read hour-cycle skeletons in the message's locale", () => {
    const at = new Date(2025, 4, 5, 14, 30);
    expect(translatorFor("ar", ar as never)("comics.time", { time: at })).toBe("2:30 م");
    expect(translatorFor("en", en as never)("comics.time", { time: at })).toBe("2:30 PM");
  });

  it("show a broken message's id and report it rather than break the page", () => {
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    const t = translatorFor("en", en as never);
    expect(t("no.such.id" as never)).toBe("no.such.id");
    expect(t("comics.count.chapters")).toBe("comics.count.chapters");
    expect(reported).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });
});
