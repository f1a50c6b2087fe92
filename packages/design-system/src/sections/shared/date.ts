import { useT } from "@rawafed/i18n";

/**
 * A calendar date (`YYYY-MM-DD`) as a local noon: formatting it never slips to the previous or next
 * day, whatever the time zone of the server or the browser.
 */
export function calendarDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split("-").map(Number);
  return new Date(year, month - 1, day, 12);
}

/**
 * Formats a calendar date in the interface language through the catalog's ICU date argument, so
 * the catalog's locale applies: Gregorian calendar and Latin digits in both languages.
 */
export function useFormatDate(): (isoDate: string) => string {
  const t = useT();
  return (isoDate) => t("section.date", { date: calendarDate(isoDate) });
}
