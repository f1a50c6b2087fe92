// The comics pages' addresses and the names they show, one place for every screen.
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { chapterLanguageOf } from "../../server/comics/chapterLanguage";
import { pagePath } from "../../site/paths";

export const comicHref = (locale: Locale, slug: string) =>
  pagePath("comic", locale, { comic: slug });

/**
 * A chapter to read; its language is named only when it is not the page's own, and `page` opens
 * it at a page (a search's match).
 */
export function chapterHref(
  locale: Locale,
  slug: string,
  number: number,
  language?: TranslationLanguage,
  page?: number,
): string {
  const path = pagePath("chapter", locale, { comic: slug, n: String(number) });
  const search = new URLSearchParams();
  if (language && language !== chapterLanguageOf(locale)) search.set("lang", language);
  if (page !== undefined) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A translation team's page. */
export const teamHref = (locale: Locale, slug: string) =>
  pagePath("translationTeam", locale, { slug });

export const translatorHref = (locale: Locale, id: string) =>
  pagePath("translator", locale, { id });

export const publisherHref = (locale: Locale, slug: string) =>
  pagePath("publisher", locale, { slug });

/** The search page, with these parameters (lists repeated: `genre=a&genre=b`). */
export function searchHref(
  locale: Locale,
  params: Record<string, string | number | readonly string[] | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "") continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return `${pagePath("comicsSearch", locale)}${search ? `?${search}` : ""}`;
}

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/;

/** The language a name is written in, as far as its script tells (Arabic or not). */
export const scriptLang = (text: string): "ar" | "en" => (ARABIC_SCRIPT.test(text) ? "ar" : "en");

export interface ShownName {
  name: string;
  /** Set when the name is not in the page's language. */
  lang?: string;
  /** The comic's other name (original or translated), when it differs. */
  other?: { name: string; lang?: string };
}

/**
 * Which of a comic's two names a page shows first: the one written in the page's language when
 * there is one, else the series name.
 */
export function shownName(
  locale: Locale,
  comic: { name: string; translatedName: string },
): ShownName {
  const names = [comic.name, comic.translatedName].filter((name) => name.trim() !== "");
  const first = names.find((name) => scriptLang(name) === locale) ?? comic.name;
  const second = names.find((name) => name !== first);
  const langOf = (name: string) => (scriptLang(name) === locale ? undefined : scriptLang(name));
  return {
    name: first,
    lang: langOf(first),
    other: second ? { name: second, lang: langOf(second) } : undefined,
  };
}

/** A neutral 2:3 cover for a comic stored without one (never a broken image). */
export const NO_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 3'%3E%3Crect width='2' height='3' fill='%23d9dee3'/%3E%3C/svg%3E";

export const coverOr = (cover: string | null | undefined): string => cover ?? NO_COVER;

/** `YYYY-MM-DD` of an ISO time, or today's when unknown. */
export const isoDate = (value: string | null | undefined): string =>
  (value ?? new Date().toISOString()).slice(0, 10);
