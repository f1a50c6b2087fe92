import { useT } from "@rawafed/i18n";

/**
 * A local date and time, `YYYY-MM-DDTHH:mm`, as a Date in the reader's time zone: the wall-clock
 * time given is the one shown.
 */
export function localDateTime(value: string): Date {
  const [date = "1970-01-01", time = "00:00"] = value.split("T");
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

/** Date and time in the interface language, through the catalogs' ICU arguments. */
export function useFormatDateTime(): (value: string) => { date: string; time: string } {
  const t = useT();
  return (value) => {
    const when = localDateTime(value);
    return { date: t("section.date", { date: when }), time: t("comics.time", { time: when }) };
  };
}
