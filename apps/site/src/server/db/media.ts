// The studio's media library (CONTRACT.md, "Editorial"): each image uploaded once, checked by its
// bytes and re-encoded (AVIF and WebP at the library's widths), with an alt text per language and
// a focal point for crops. The files are in the file store under the keys a row lists; documents
// name an image by its address, `/media/library/{id}-800.webp` (`server/studio/media.ts`).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** One stored size of an image: the width it is named by, its true size and its two files. */
export interface MediaRendition {
  /** The width in its address (400, 800, 1200, 1600). */
  width: number;
  /** Its pixels: never larger than the original's, so a small original's is its own size. */
  pixelWidth: number;
  pixelHeight: number;
  /** The file store's keys of its AVIF and WebP. */
  avif: string;
  webp: string;
}

export const editorialMedia = pgTable(
  "editorial_media",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** The uploaded file's name, sanitised (no path, control or invisible characters). */
    fileName: text("file_name").notNull(),
    /** The original's size, upright (its EXIF orientation applied), and its bytes. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    /** The alt text in each language; empty while not written. */
    altEn: text("alt_en").notNull().default(""),
    altAr: text("alt_ar").notNull().default(""),
    /** A decorative image needs no alt text (it is shown with `alt=""`). */
    decorative: boolean("decorative").notNull().default(false),
    /** Where crops centre, in percent from the left and from the top (0–100). */
    focalX: integer("focal_x").notNull().default(50),
    focalY: integer("focal_y").notNull().default(50),
    renditions: jsonb("renditions").$type<MediaRendition[]>().notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("editorial_media_created").on(table.createdAt),
    check(
      "editorial_media_focal",
      sql`${table.focalX} between 0 and 100 and ${table.focalY} between 0 and 100`,
    ),
  ],
);
