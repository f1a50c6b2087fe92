// For stories only: catalog text in a given locale, so one play function checks both directions.
import type { Locale, MessageId } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";

/** The catalog text of a message without arguments. */
export function text(locale: Locale, id: MessageId): string {
  return catalogs[locale][id];
}

/** A self-contained comic cover (no network): a drawn panel grid, 2:3. */
export const coverSrc = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="#0b3d5c"/><g fill="#c7ab7b"><rect x="14" y="14" width="172" height="120" rx="6"/><rect x="14" y="146" width="80" height="140" rx="6"/><rect x="106" y="146" width="80" height="140" rx="6"/></g><circle cx="100" cy="74" r="34" fill="#072a40"/></svg>`,
)}`;

/** A self-contained portrait (no network), 1:1. */
export const portraitSrc = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f4f1ec"/><circle cx="50" cy="38" r="18" fill="#0b3d5c"/><path d="M16 96c0-20 15-32 34-32s34 12 34 32z" fill="#0b3d5c"/></svg>`,
)}`;
