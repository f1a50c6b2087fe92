// The reader's data: a chapter's page images and the comic's reading direction.

/** One page, as two renditions of the same image plus a tiny placeholder. */
export interface ReaderPage {
  /** About 800 px wide: phones and small screens. */
  small: string;
  /** About 1600 px wide (`width` × `height`): large or dense screens. */
  large: string;
  /** The large image's size in pixels; it reserves the page's box before it loads. */
  width: number;
  height: number;
  /** A tiny image (data URL) shown until the page loads. */
  placeholder: string;
  /** The small image's width in pixels; 800 by default. */
  smallWidth?: number;
  /**
   * The page's words as text (balloons, captions, sound effects in reading order), in the
   * chapter's language: the image's description for screen readers, and the "Text" panel's.
   */
  transcript?: string | null;
}

/** The language the pages' words are in: their transcripts are shown and read in it. */
export interface PagesLanguage {
  /** A BCP 47 tag, such as `en` or `ar`. */
  lang: string;
  dir: "ltr" | "rtl";
}

/** The comic's: manga (`rtl`) and comics (`ltr`) are paged, webtoons (`vertical`) a strip. */
export type ReadingDirection = "rtl" | "ltr" | "vertical";

export const readingDirections: readonly ReadingDirection[] = ["rtl", "ltr", "vertical"];

/** What a key, tap or swipe asks for. */
export type TurnAction = "next" | "previous" | "first" | "last";
