// The chapter language a UI locale reads first. No server code: pages import it, and it must not
// bring the database schema into the browser's first load.
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";

export const chapterLanguageOf = (locale: Locale): TranslationLanguage =>
  locale === "ar" ? "arabic" : "english";

/** The language and direction a chapter's words are shown in (its transcripts, on any page). */
export const chapterTextLanguage = (
  language: TranslationLanguage,
): { lang: string; dir: "ltr" | "rtl" } => ({
  lang: languageTags[language],
  dir: language === "arabic" ? "rtl" : "ltr",
});

/** BCP 47 tags of the translation languages: PDF file names, and the OPDS feeds' `language`. */
export const languageTags: Record<TranslationLanguage, string> = {
  english: "en",
  arabic: "ar",
  chinese: "zh",
  hindi: "hi",
  italian: "it",
  spanish: "es",
  russian: "ru",
  turkish: "tr",
  french: "fr",
  german: "de",
};
