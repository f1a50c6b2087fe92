import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageId, Messages } from "./catalog";
import { intlLocale, type Locale } from "./locales";

const cache = createIntlCache();

// Creating an Intl object (formatjs's or the browser's) is costly: formatjs checks the locale's
// support on each creation, which showed as tens of milliseconds of a page's hydration. One per
// catalog and locale, and one formatter per locale and options, are kept.
const intls = new WeakMap<Messages, Map<Locale, IntlShape<string>>>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The Intl object of a catalog in a locale, created once. */
export function intlFor(locale: Locale, messages: Messages): IntlShape<string> {
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    skipMessageLocaleProbe();
    const config = { locale: intlLocale(locale), messages, defaultLocale: "en" };
    intl = withoutSupportProbe(() => createIntl(config, cache));
    byLocale.set(locale, intl);
  }
  return intl;
}

const messageLocales = new Map<string, Intl.Locale>();

/**
 * Each message format also asks `supportedLocalesOf` (the first time costs as above) before it
 * makes the `Intl.Locale` the message parser uses to read hour-cycle skeletons (`::jmm`). The
 * locale is ours and always supported: it is made directly. Its Unicode extension (`-u-ca-…`) is
 * left out: hour cycles depend on the language only, and the first `Intl.Locale` with an extension
 * costs Chromium 15-30 ms of ICU set-up during hydration, where a bare language costs nothing.
 */
function skipMessageLocaleProbe(): void {
  IntlMessageFormat.resolveLocale = (locales) => {
    const tag = (Array.isArray(locales) ? (locales[0] ?? "en") : locales).split("-u-")[0] ?? "en";
    return memo(messageLocales, tag, () => new Intl.Locale(tag));
  };
}

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

/**
 * Runs `create` with the engine's `supportedLocalesOf` answering "supported" at once. formatjs
 * asks it on creation only to warn about a missing locale, and the first such question makes
 * the engine list every locale it has: 15-35 ms each for numbers and dates in Chromium, 4 times
 * that on a mid-range phone, spent while the page hydrates and mostly for nothing (a page that
 * formats no date never needs that list). Both of our locales are in every engine. Restored
 * before returning; nothing else runs in between.
 */
export function withoutSupportProbe<T>(create: () => T): T {
  const probed = [Intl.NumberFormat, Intl.DateTimeFormat] as {
    supportedLocalesOf: SupportedLocalesOf;
  }[];
  const originals = probed.map((format) => format.supportedLocalesOf);
  const supported: SupportedLocalesOf = (locales) =>
    locales === undefined ? [] : [locales].flat().map(String);
  for (const format of probed) format.supportedLocalesOf = supported;
  try {
    return create();
  } finally {
    probed.forEach((format, index) => {
      format.supportedLocalesOf = originals[index] as SupportedLocalesOf;
    });
  }
}

function memo<F>(formats: Map<string, F>, key: string, create: () => F): F {
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** Formats a message outside React (document titles, server answers), with the same rules. */
export function formatMessage(
  locale: Locale,
  messages: Messages,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  return intlFor(locale, messages).formatMessage({ id }, values);
}

/**
 * Numbers and dates print the same on the server (Node) and in the browser (Chromium): both
 * locales pinned to the Gregorian calendar and Latin digits, so hydration never mismatches.
 */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  return memo(numberFormats, key, () => new Intl.NumberFormat(intlLocale(locale), options)).format(
    value,
  );
}

/** A calendar date (`YYYY-MM-DD` or a Date), read in UTC so no time zone shifts the day. */
export function formatDate(
  locale: Locale,
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
) {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const key = `${locale}|${JSON.stringify(options)}`;
  const format = memo(
    dateFormats,
    key,
    () => new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: "UTC" }),
  );
  return format.format(date);
}

const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as Latin digits. */
export function toLatinDigits(input: string): string {
  return input.replace(arabicIndic, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/**
 * A number typed in either script: Latin or Arabic-Indic digits, the Arabic decimal (٫) and
 * thousands (٬) separators, Latin `.` and `,`. NaN when it is not a number.
 */
export function parseNumber(input: string): number {
  const latin = toLatinDigits(input.trim())
    .replace(/\u066C|,/g, "")
    .replace(/\u066B/g, ".")
    .replace(/\s/g, "");
  return /^[-+]?\d+(\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
}
