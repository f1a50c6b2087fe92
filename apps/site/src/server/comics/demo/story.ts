// What a demo series is made of before it is drawn: its names and facts, its look (palette, cast,
// settings) and the script of each chapter in both languages, line for line.
import type {
  ComicGenre,
  ComicStatus,
  ReadingDirection,
  TranslationLanguage,
} from "@rawafed/forms/schemas";
import type { Character } from "./cast.ts";
import type { Palette, Setting } from "./scenes.ts";

export type ChapterLanguage = "english" | "arabic";

/** One line in both languages: said by a cast member (by index) or, with -1, narration. */
export interface Line {
  speaker: number;
  en: string;
  ar: string;
  shout?: boolean;
}

export interface ChapterScript {
  title: { en: string; ar: string };
  /** The places the chapter's panels are drawn in, in rough order. */
  settings: Setting[];
  lines: Line[];
}

export interface Series {
  slug: string;
  title: { en: string; ar: string };
  /** The title in Latin letters, as readers search for it. */
  romanized: string;
  originalLanguage: ChapterLanguage & TranslationLanguage;
  translationLanguage: ChapterLanguage & TranslationLanguage;
  /** In the translation language. */
  description: string;
  publisherSlug: string;
  genres: ComicGenre[];
  artist: string;
  writer: string;
  status: ComicStatus;
  direction: ReadingDirection;
  views: number;
  /** Who uploaded each language's chapters. */
  translators: Record<ChapterLanguage, string>;
  palette: Palette;
  cast: Character[];
  /** Sound effects, English and Arabic. */
  sounds: { en: string; ar: string }[];
  chapters: [ChapterScript, ChapterScript, ChapterScript];
}
