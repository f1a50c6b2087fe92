import { employmentTypes } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import { describe, expect, it } from "vitest";
import { employmentTypeText } from "./employmentType";

const tOf = (locale: "en" | "ar") => (id: MessageId) => catalogs[locale][id];

describe("an opening's employment type on a public page", () => {
  it("shows a known id in the page's language", () => {
    expect(employmentTypeText(tOf("en"), "fullTime")).toBe("Full-time");
    expect(employmentTypeText(tOf("ar"), "fullTime")).toBe("دوام كامل");
    for (const type of employmentTypes) {
      for (const locale of ["en", "ar"] as const) {
        expect(employmentTypeText(tOf(locale), type)).not.toBe(type);
      }
    }
  });

  it("shows free text as it is", () => {
    expect(employmentTypeText(tOf("en"), "Twelve-month program")).toBe("Twelve-month program");
    expect(employmentTypeText(tOf("ar"), "دوام كامل")).toBe("دوام كامل");
    expect(employmentTypeText(tOf("en"), "")).toBe("");
  });
});
