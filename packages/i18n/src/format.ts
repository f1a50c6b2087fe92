import { IntlMessageFormat } from "intl-messageformat";
import { lateMessage, type MessageId, type Messages, mayGrow } from "./catalog";
import { intlLocale, type Locale } from "./locales";

/** Plain values only, so every message formats to a string (labels, aria-labels, titles). */
export type MessageValues = Record<string, string | number | Date>;

/** `t(id, values)`: one catalog's messages in one locale, as text. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

// formatjs's message formatter alone, over messages compiled at build (see vite.ts): components
// only ever ask for plain text, so react-intl's Intl object, whose number, date, list, display
// name and relative time APIs no component calls, is not shipped (about 4 KB gzip of every page).
const translators = new WeakMap<Messages, Map<Locale, Translate>>();

type Locales = string | string[] | undefined;

/** One Intl formatter per locale and options, made on first use and kept. */
function kept<O, F>(make: (locales: Locales, options?: O) => F) {
  const made = new Map<string, F>();
  return (locales: Locales, options?: O): F =>
    memo(made, JSON.stringify([locales, options]), () => make(locales, options));
}

// Creating an Intl formatter is costly (tens of milliseconds of a page's hydration on a phone):
// messages, `formatNumber` and `formatDate` share one per locale and options.
const formatters = {
  getNumberFormat: kept(
    (locales, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options),
  ),
  getDateTimeFormat: kept(
    (locales, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options),
  ),
  getPluralRules: kept(
    (locales, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, options),
  ),
};

const messageLocales = new Map<string, Intl.Locale>();

/**
 * A message format asks `supportedLocalesOf` by default before it makes the `Intl.Locale` its
 * parser reads hour-cycle skeletons (`::jmm`) with; the first such question makes the engine list
 * every locale it has (15-35 ms in Chromium, 4 times that on a phone). Our locales are always
 * supported: the `Intl.Locale` is made directly. Its Unicode extension (`-u-ca-…`) is left out:
 * hour cycles depend on the language only, and the first `Intl.Locale` with an extension costs
 * Chromium 15-30 ms of ICU set-up during hydration, where a bare language costs nothing.
 */
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = (Array.isArray(locales) ? (locales[0] ?? "en") : locales).split("-u-")[0] ?? "en";
  return memo(messageLocales, tag, () => new Intl.Locale(tag));
};

let onUse: ((locale: Locale, id: MessageId) => void) | undefined;
let missed = false;

/** Whether a message was asked for while its area loads, since the last call (which resets it). */
export function takeMissed(): boolean {
  const was = missed;
  missed = false;
  return was;
}

/**
 * Tells `listener` of every message formatted from now on: the server notes the ones a page uses,
 * and the page carries only those.
 */
export function recordMessageUse(listener: ((locale: Locale, id: MessageId) => void) | undefined) {
  onUse = listener;
}

/** The `t` of a catalog in a locale, made once; each message's format is made on first use. */
export function translatorFor(locale: Locale, messages: Messages): Translate {
  let byLocale = translators.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(messages, byLocale);
  }
  let translate = byLocale.get(locale);
  if (!translate) {
    const tag = intlLocale(locale);
    const formats = new Map<MessageId, IntlMessageFormat>();
    translate = (id, values) => {
      onUse?.(locale, id);
      try {
        let message = messages[id] as string | undefined;
        // A page's catalog holds the messages it was drawn with; one it meets later is loaded
        // with its area, and shows once there (an instant, blank meanwhile).
        if (message === undefined && mayGrow(messages)) {
          const late = lateMessage(locale, id);
          if (late === null) {
            missed = true;
            return "";
          }
          message = late;
        }
        const format = memo(formats, id, () => {
          // A compiled message is formatjs's AST; the catalogs' types still say string.
          if (message === undefined) throw new Error(`No message "${id}" in the ${locale} catalog`);
          return new IntlMessageFormat(message, tag, undefined, { formatters });
        });
        return String(format.format(values));
      } catch (error) {
        // As react-intl did: a broken message shows its id and is reported, the page still renders.
        console.error(error);
        return id;
      }
    };
    byLocale.set(locale, translate);
  }
  return translate;
}

function memo<K, F>(formats: Map<K, F>, key: K, create: () => F): F {
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
  values?: MessageValues,
): string {
  return translatorFor(locale, messages)(id, values);
}

/**
 * Numbers and dates print the same on the server (Node) and in the browser (Chromium): both
 * locales pinned to the Gregorian calendar and Latin digits, so hydration never mismatches.
 */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return formatters.getNumberFormat(intlLocale(locale), options).format(value);
}

/** A calendar date (`YYYY-MM-DD` or a Date), read in UTC so no time zone shifts the day. */
export function formatDate(
  locale: Locale,
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
) {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return formatters
    .getDateTimeFormat(intlLocale(locale), { ...options, timeZone: "UTC" })
    .format(date);
}

/**
 * An instant (ISO 8601 with its offset, or a Date) as date and time in a time zone: the studio
 * shows Asia/Riyadh whatever the machine's zone, so server and browser print the same.
 */
export function formatDateTime(
  locale: Locale,
  value: string | Date,
  { timeZone, ...options }: Intl.DateTimeFormatOptions & { timeZone: string } = { timeZone: "UTC" },
) {
  const date = typeof value === "string" ? new Date(value) : value;
  const shown: Intl.DateTimeFormatOptions = Object.keys(options).length
    ? options
    : { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" };
  return formatters.getDateTimeFormat(intlLocale(locale), { ...shown, timeZone }).format(date);
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
