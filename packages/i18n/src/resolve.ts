import { defaultLocale, isLocale, type Locale } from "./locales";

export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;

export interface LocaleRequest {
  /** The request path, e.g. `/ar/faq`. */
  path: string;
  /** The raw `Cookie` header. */
  cookie?: string | null;
  /** The raw `Accept-Language` header. */
  acceptLanguage?: string | null;
}

export interface ResolvedLocale {
  locale: Locale;
  source: "path" | "cookie" | "header" | "fallback";
}

/** Path prefix, then the `locale` cookie, then `Accept-Language` (by q-value), then English. */
export function resolveLocale({ path, cookie, acceptLanguage }: LocaleRequest): ResolvedLocale {
  const prefix = path.split("/")[1]?.toLowerCase();
  if (isLocale(prefix)) return { locale: prefix, source: "path" };

  const fromCookie = readCookie(cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return { locale: fromCookie, source: "cookie" };

  const fromHeader = preferredLanguage(acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: "header" };

  return { locale: defaultLocale, source: "fallback" };
}

/**
 * A cookie's value, or undefined. A value that does not decode (`locale=%`, which any sibling
 * subdomain can set) is no value: it is ignored, never thrown.
 */
function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("=").trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The supported locale the visitor ranks highest; `*` and unknown languages do not count. */
function preferredLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { language: tag.split("-")[0]?.toLowerCase(), quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The `Set-Cookie` value that remembers the visitor's language for a year. */
export function localeCookie(locale: Locale, secure: boolean): string {
  const attributes = [
    `${LOCALE_COOKIE}=${locale}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
