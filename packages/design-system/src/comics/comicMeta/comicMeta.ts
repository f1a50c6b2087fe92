// The comic facts the catalog, search and comic page parts share, and their catalog ids.
import type { MessageId } from "@rawafed/i18n";
import type { ComicStatus } from "../ComicCard/ComicCard";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";

/** Genres, as in the forms' constants; each is the message id `comics.genre.<id>`. */
export type ComicGenre =
  | "action"
  | "adventure"
  | "comedy"
  | "drama"
  | "fantasy"
  | "historical"
  | "horror"
  | "mystery"
  | "romance"
  | "sciFi"
  | "sliceOfLife"
  | "sports";

/** How a comic is read; each is the message id `comics.direction.<id>`. */
export type ReadingDirection = "rtl" | "ltr" | "vertical";

export const genreLabel = (genre: ComicGenre): MessageId => `comics.genre.${genre}`;
export const languageLabel = (language: TranslationLanguage): MessageId => `language.${language}`;
export const directionLabel = (direction: ReadingDirection): MessageId =>
  `comics.direction.${direction}`;
export const statusLabel = (status: ComicStatus): MessageId => `comics.status.${status}`;

/** A name in its own language: `lang` when known, isolated by the caller's `<bdi>`. */
export interface LocalizedName {
  name: string;
  /** BCP 47 tag of the name's language, e.g. "ja-Latn", "ar", "en". */
  lang?: string;
}

const MB = 1024 * 1024;

/** A file size as the catalog id and value to show: KB under a megabyte, MB (one decimal) above. */
export function fileSize(bytes: number): { id: MessageId; size: number } {
  return bytes >= MB
    ? { id: "comics.chapters.pdfMB", size: Math.round((bytes / MB) * 10) / 10 }
    : { id: "comics.chapters.pdfKB", size: Math.max(1, Math.round(bytes / 1024)) };
}
