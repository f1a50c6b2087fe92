import { isLocale } from "@rawafed/i18n";

const BASE = "http://site.invalid";

/**
 * Where the log-in page sends a person back to: a path of this site's pages only (`/en/...` or
 * `/ar/...`), never another origin (`//evil.example`, `/\evil.example`, `https://...`) nor a
 * control character a browser would strip into one. Anything else gives `undefined`.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused.
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (!isLocale(url.pathname.split("/")[1])) return undefined;
  return url.pathname + url.search + url.hash;
}
