import { loadMessages } from "./catalog";
import type { Locale } from "./locales";
import { localeCookie } from "./resolve";

/** Remembers the visitor's language in the `locale` cookie (a year, whole site, lax). */
export function rememberLocale(target: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = localeCookie(target, window.location.protocol === "https:");
}

/**
 * Switches language: loads the target catalog (so the next page renders at once), writes the
 * cookie, then navigates to the current page's twin (the app's `twinPath`, see `createPagePaths`)
 * with the router's `navigate`.
 */
export async function switchLocale(
  target: Locale,
  navigate: (path: string) => unknown,
  twinPath: (path: string) => string,
  currentPath: string = window.location.pathname,
): Promise<void> {
  await loadMessages(target);
  rememberLocale(target);
  await navigate(twinPath(currentPath));
}
