// The media library's pictures as the public pages draw them. A module of its own, not an export
// of a server-function module: the client build keeps such a module's other exports, and with
// them the database client in the chunk a navigation loads (which then failed to load at all).
import type { Locale } from "@rawafed/i18n";
import { inArray } from "drizzle-orm";
import { getDb } from "../db/index";
import { editorialMedia } from "../db/schema";
import type { PublishedItem } from "../studio/published";

/** A media library picture as a page draws it (`compose/pictures.ts` `mediaPicture`). */
export interface CoverMedia {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** The widths stored in AVIF and WebP. */
  widths: number[];
  /** Where crops centre, in percent. */
  focal: { x: number; y: number };
}

/** A media library picture's address: its id. */
export const libraryId = /^\/media\/library\/([0-9a-f-]{36})-/;

/** The media library's covers among `items`, by id, in `locale` (a person's photo too). */
export async function libraryCovers(items: readonly PublishedItem[], locale: Locale) {
  const ids = [
    ...new Set(items.map((item) => libraryId.exec(item.coverImage)?.[1]).filter(Boolean)),
  ] as string[];
  if (ids.length === 0) return new Map<string, CoverMedia>();
  const rows = await (await getDb())
    .select()
    .from(editorialMedia)
    .where(inArray(editorialMedia.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        alt: row.decorative ? "" : locale === "ar" ? row.altAr : row.altEn,
        width: row.width,
        height: row.height,
        widths: row.renditions.map((rendition) => rendition.width),
        focal: { x: row.focalX, y: row.focalY },
      },
    ]),
  );
}
