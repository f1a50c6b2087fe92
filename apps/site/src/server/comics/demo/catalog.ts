// The demo catalog a new install shows (CONTRACT.md, "The comics platform"): six original series,
// each with chapters 1 to 3 in English and in Arabic, drawn by the project itself (covers.ts,
// pages.ts), and the people, ratings and comments around them (people.ts). Seeding reads this.
import type {
  ComicGenre,
  ComicStatus,
  ReadingDirection,
  TranslationLanguage,
  TranslatorLanguage,
} from "@rawafed/forms/schemas";
import { coverPng } from "./covers.ts";
import { chapterPdf } from "./pages.ts";
import {
  comicRatings,
  comments,
  publishers,
  readers,
  teams,
  translatorRatings,
  translators,
} from "./people.ts";
import { demoSeries } from "./series/index.ts";
import type { Series } from "./story.ts";

export interface DemoPublisher {
  slug: string;
  name: string;
  /** ISO alpha-2. */
  country: string;
  /** YYYY-MM-DD. */
  foundedOn: string;
  description: string;
}
export interface DemoPerson {
  key: string;
  name: string;
  /** @demo.invalid */
  email: string;
}
export interface DemoTranslator extends DemoPerson {
  description: string;
  languages: TranslatorLanguage[];
}
export interface DemoChapter {
  number: number;
  title: string;
  language: "english" | "arabic";
  translatorKey: string;
  pdf: Uint8Array;
  pageCount: number;
  /** Each page's words, as drawn (its balloons are the project's own). */
  transcripts: string[];
}
export interface DemoComic {
  slug: string;
  name: string;
  translatedName: string;
  otherNames: string[];
  /** At most 300 words. */
  description: string;
  publisherSlug: string;
  genres: ComicGenre[];
  artist: string;
  writer: string;
  status: ComicStatus;
  direction: ReadingDirection;
  originalLanguage: TranslationLanguage;
  translationLanguage: TranslationLanguage;
  /** PNG, 600 x 900. */
  cover: Uint8Array;
  chapters: DemoChapter[];
  views: number;
}
/** A translation team; the chapters its members translate into its language are credited to it. */
export interface DemoTeam {
  slug: string;
  name: string;
  description: string;
  languages: TranslationLanguage[];
  /** The leader first. */
  members: { translatorKey: string; role: "leader" | "member" }[];
  /** Its chapters: those its leader translated into this language. */
  credits: { translatorKey: string; language: "english" | "arabic" };
}
export interface DemoTranslatorRating {
  readerKey: string;
  translatorKey: string;
  stars: number;
  quality: number;
  clarity: number;
}
export interface DemoComicRating {
  readerKey: string;
  comicSlug: string;
  stars: number;
}
export interface DemoComment {
  readerKey: string;
  comicSlug: string;
  chapterNumber?: number;
  chapterLanguage?: "english" | "arabic";
  body: string;
}
export interface DemoCatalog {
  publishers: DemoPublisher[];
  translators: DemoTranslator[];
  teams: DemoTeam[];
  readers: DemoPerson[];
  comics: DemoComic[];
  translatorRatings: DemoTranslatorRating[];
  comicRatings: DemoComicRating[];
  comments: DemoComment[];
}

const languages = ["english", "arabic"] as const;

async function comic(series: Series, index: number): Promise<DemoComic> {
  const titleIn = (language: "english" | "arabic") =>
    language === "arabic" ? series.title.ar : series.title.en;
  const chapters: DemoChapter[] = [];
  for (const language of languages) {
    for (const chapterIndex of [0, 1, 2]) {
      const script = series.chapters[chapterIndex];
      if (!script) continue;
      const { pdf, pageCount, transcripts } = await chapterPdf(
        series,
        index,
        chapterIndex,
        language,
      );
      chapters.push({
        number: chapterIndex + 1,
        title: language === "arabic" ? script.title.ar : script.title.en,
        language,
        translatorKey: series.translators[language],
        pdf,
        pageCount,
        transcripts,
      });
    }
  }
  return {
    slug: series.slug,
    name: titleIn(series.originalLanguage),
    translatedName: titleIn(series.translationLanguage),
    // Both titles and the romanized one, so a search in either language finds the series.
    otherNames: [series.title.en, series.title.ar, series.romanized],
    description: series.description,
    publisherSlug: series.publisherSlug,
    genres: series.genres,
    artist: series.artist,
    writer: series.writer,
    status: series.status,
    direction: series.direction,
    originalLanguage: series.originalLanguage,
    translationLanguage: series.translationLanguage,
    cover: await coverPng(series),
    chapters,
    views: series.views,
  };
}

/** The whole demo catalog, deterministic (same bytes every call), made in a few seconds. */
export async function demoCatalog(): Promise<DemoCatalog> {
  const comics: DemoComic[] = [];
  for (const [index, series] of demoSeries.entries()) comics.push(await comic(series, index));
  return {
    publishers,
    translators,
    teams,
    readers,
    comics,
    translatorRatings,
    comicRatings,
    comments,
  };
}
