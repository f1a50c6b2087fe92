import { useDirection } from "@radix-ui/react-direction";
import { formatDateTime, type Locale, type MessageId } from "@rawafed/i18n";
import type { EditorialLanguage } from "../types";

/** The studio shows every date and time in Riyadh's time, whatever the editor's machine says. */
export const studioTimeZone = "Asia/Riyadh";

/**
 * The interface language, read from the direction the design system's provider gives (only
 * English is left to right), so the parts need no locale prop of their own.
 */
export function useStudioLocale(): Locale {
  return useDirection() === "rtl" ? "ar" : "en";
}

/** Formats an instant (ISO 8601, UTC) as date and time in Riyadh, in the interface language. */
export function useStudioDateTime(): (iso: string) => string {
  const locale = useStudioLocale();
  return (iso) => formatDateTime(locale, iso, { timeZone: studioTimeZone });
}

/** An instant as a `<time>` element: the machine-readable instant, the Riyadh time shown. */
export function StudioTime({ iso, className }: { iso: string; className?: string }) {
  const format = useStudioDateTime();
  return (
    <time dateTime={iso} className={className}>
      {format(iso)}
    </time>
  );
}

/** A language's name in the interface language ("English", "العربية"). */
export const languageName: Record<EditorialLanguage, MessageId> = {
  en: "studio.state.language.en",
  ar: "studio.state.language.ar",
};

export const editorialLanguages: readonly EditorialLanguage[] = ["en", "ar"];
