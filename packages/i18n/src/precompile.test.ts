import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { precompiledMessages } from "../vite";

type Transform = (code: string, id: string) => { code: string } | null;

function compile(locale: "en" | "ar", messages: Record<string, string>) {
  const transform = precompiledMessages().transform as unknown as Transform;
  const result = transform(
    JSON.stringify(messages),
    `/repo/packages/i18n/src/messages/${locale}/x.json`,
  );
  return JSON.parse(result?.code ?? "null") as Record<string, MessageFormatElement[]>;
}

describe("catalogs compiled at build", () => {
  it("read hour-cycle skeletons in the catalog's own locale", () => {
    const at = new Date(2025, 4, 5, 14, 30);
    const ar = compile("ar", { time: "{time, time, ::jmm}" });
    expect(new IntlMessageFormat(ar.time ?? [], "ar-u-nu-latn").format({ time: at })).toBe(
      "2:30 م",
    );
    const en = compile("en", { time: "{time, time, ::jmm}" });
    expect(new IntlMessageFormat(en.time ?? [], "en").format({ time: at })).toBe("2:30 PM");
  });

  it("leave other files alone", () => {
    const transform = precompiledMessages().transform as unknown as Transform;
    expect(transform("{}", "/repo/packages/i18n/src/pages.json")).toBeNull();
  });
});
