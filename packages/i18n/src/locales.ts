/** The interface languages. The first is the fallback. */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export type Direction = "ltr" | "rtl";

export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Only English is left-to-right; every other locale is right-to-left. */
export function dir(locale: string): Direction {
  return locale === "en" ? "ltr" : "rtl";
}

/** The other interface language, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "ar" : "en";
}

/**
 * The Intl locale tag for formatting: Gregorian calendar and Latin digits in both languages, so the
 * server (Node) and the browser (Chromium) print the same digits and hydration never mismatches.
 */
export function intlLocale(locale: Locale): string {
  return `${locale}-u-ca-gregory-nu-latn`;
}
