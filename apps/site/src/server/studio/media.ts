// The studio's media library (CONTRACT.md, "Editorial"): an image is uploaded once, checked by its
// bytes (JPEG, PNG, WebP or AVIF, whatever its name or declared type say), decoded and re-encoded
// by sharp (upright by its EXIF orientation, no metadata kept: EXIF, GPS, comments) to AVIF and
// WebP at the library's widths, never larger than the original. Documents name an image by its
// address, `/media/library/{id}-800.webp` (which the rich text's `isAllowedImageSrc` takes), and
// the files are served from the store for good: an image's bytes never change after its upload
// (its alt texts and focal point are the row's, not the files').
import { MEDIA_MAX_BYTES } from "@rawafed/forms/schemas";
import type { Locale, MessageId } from "@rawafed/i18n";
import { desc, eq, or, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Database } from "../db/index";
import {
  type EditorialKind,
  editorialMedia,
  editorialRevisions,
  editorialVersions,
  type MediaRendition,
} from "../db/schema";
import { fileNotFound, responseHeaders } from "../delivery/headers";
import { isUuid, type LibraryFormat, libraryKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { logFor } from "../observe/log";
import { sanitiseName } from "../submissions/files";
import { mediaIdsIn } from "./mediaRefs";

/** What an image's bytes may be. */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];
/** The widths an image is stored at (each no larger than the original). */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
/** The width documents name: every image has it (a smaller original is stored at its own size). */
export const CANONICAL_WIDTH = 800;
/** A decompression bomb is refused before it is decoded (about 8000 x 8000). */
const MAX_INPUT_PIXELS = 64_000_000;
const FORMATS: readonly LibraryFormat[] = ["avif", "webp"];

/** An image's address at a width and in a format (the WebP at 800 px is what documents hold). */
export const mediaSrc = (id: string, width: number = CANONICAL_WIDTH, format = "webp") =>
  `/media/library/${id}-${width}.${format}`;

const addressPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{3,4})\.(avif|webp)$/;

/** The widths stored for an original `width` px wide: those below it, and the first one at or above it (at its own size), and always the canonical one. */
export function renditionWidths(width: number): number[] {
  const firstAtOrAbove = MEDIA_WIDTHS.find((w) => w >= width) ?? Number.POSITIVE_INFINITY;
  const largest = Math.max(CANONICAL_WIDTH, firstAtOrAbove);
  return MEDIA_WIDTHS.filter((w) => w <= largest);
}

/** An upload the library does not take: the message id of the `file` field's error. */
export interface MediaRefusal {
  refused: MessageId;
}

export interface PreparedImage {
  width: number;
  height: number;
  bytes: number;
  /** Each width's AVIF and WebP, with its true size. */
  renditions: {
    width: number;
    pixelWidth: number;
    pixelHeight: number;
    files: Record<LibraryFormat, Buffer>;
  }[];
}

/**
 * An upload checked and encoded, or the refusal: not a JPEG, PNG, WebP or AVIF by its magic bytes
 * (`studio.media.error.type`), larger than 15 MB, or one that cannot be decoded
 * (`studio.media.error.unreadable`: damaged, or past the pixel limit).
 */
export async function prepareImage(input: Uint8Array): Promise<PreparedImage | MediaRefusal> {
  if (input.byteLength > MEDIA_MAX_BYTES) return { refused: "validation.fileTooLarge" };
  const type = await fileTypeFromBuffer(input);
  if (!type || !IMAGE_TYPES.includes(type.mime)) return { refused: "studio.media.error.type" };
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
    const meta = await sharp(input, options).metadata();
    if (!meta.width || !meta.height) return { refused: "studio.media.error.unreadable" };
    // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    // Decoded once, upright, at most the largest width, in sRGB: each size is made from this.
    const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
    const base = await sharp(input, options)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels,
    } as const;
    const renditions = await Promise.all(
      renditionWidths(width).map(async (target) => {
        const resized = sharp(base.data, { raw }).resize({
          width: Math.min(target, raw.width),
          withoutEnlargement: true,
        });
        const [avif, webp] = await Promise.all([
          resized.clone().avif({ quality: 55, effort: 3 }).toBuffer({ resolveWithObject: true }),
          resized.clone().webp({ quality: 80, effort: 4 }).toBuffer(),
        ]);
        return {
          width: target,
          pixelWidth: avif.info.width,
          pixelHeight: avif.info.height,
          files: { avif: avif.data, webp },
        };
      }),
    );
    return { width, height, bytes: input.byteLength, renditions };
  } catch (error) {
    logFor("studio").info({ reason: (error as Error).message }, "an image refused as unreadable");
    return { refused: "studio.media.error.unreadable" };
  }
}

export type MediaRow = typeof editorialMedia.$inferSelect;

/**
 * Stores an upload (checked and encoded by `prepareImage`) and its row; returns the row, or the
 * refusal. The files are written first: a row never names a file that is not there, and files
 * whose row could not be written are removed.
 */
export async function storeImage(
  db: Database,
  upload: { bytes: Uint8Array; name: string },
  uploadedBy: string,
): Promise<MediaRow | MediaRefusal> {
  const prepared = await prepareImage(upload.bytes);
  if ("refused" in prepared) return prepared;
  const id = crypto.randomUUID();
  const store = getFileStore();
  const renditions: MediaRendition[] = [];
  const keys: string[] = [];
  try {
    for (const rendition of prepared.renditions) {
      const stored = {} as Record<LibraryFormat, string>;
      for (const format of FORMATS) {
        const key = libraryKey(id, rendition.width, format);
        keys.push(key);
        await store.put(key, rendition.files[format], `image/${format}`);
        stored[format] = key;
      }
      renditions.push({
        width: rendition.width,
        pixelWidth: rendition.pixelWidth,
        pixelHeight: rendition.pixelHeight,
        ...stored,
      });
    }
    const [row] = await db
      .insert(editorialMedia)
      .values({
        id,
        fileName: sanitiseName(upload.name),
        width: prepared.width,
        height: prepared.height,
        bytes: prepared.bytes,
        renditions,
        uploadedBy,
      })
      .returning();
    return row as MediaRow;
  } catch (error) {
    await store.remove(keys).catch(() => {});
    throw error;
  }
}

/** Where an image is used: a language version of an item, by its latest or its published text. */
export interface MediaUseOf {
  kind: EditorialKind;
  itemId: string;
  language: Locale;
  title: string;
}

/** The image as the studio shows it (the design system's `MediaImage`, with the uses' parts). */
export interface LibraryImage {
  id: string;
  src: string;
  fileName: string;
  bytes: number;
  width: number;
  height: number;
  alt: Record<Locale, string>;
  decorative: boolean;
  focalPoint: { x: number; y: number };
  /** The widths stored, for `srcset`s (`mediaSrc(id, width, format)`). */
  widths: number[];
  createdAt: string;
  usedIn: MediaUseOf[];
}

/**
 * Each image's uses: every version whose latest revision or published revision names it (in its
 * body or as its cover), one entry per version.
 */
export async function mediaUses(db: Database): Promise<Map<string, MediaUseOf[]>> {
  const rows = await db
    .select({
      versionId: editorialVersions.id,
      itemId: editorialVersions.itemId,
      kind: editorialVersions.kind,
      language: editorialVersions.language,
      title: editorialVersions.title,
      content: editorialRevisions.content,
    })
    .from(editorialVersions)
    .innerJoin(
      editorialRevisions,
      or(
        eq(editorialRevisions.id, editorialVersions.headRevisionId),
        eq(editorialRevisions.id, editorialVersions.publishedRevisionId),
      ),
    )
    .where(sql`${editorialRevisions.content}::text like '%/media/library/%'`)
    .orderBy(editorialVersions.kind, editorialVersions.title);
  const uses = new Map<string, MediaUseOf[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    for (const id of mediaIdsIn(row.content)) {
      const once = `${id} ${row.versionId}`;
      if (seen.has(once)) continue;
      seen.add(once);
      const list = uses.get(id) ?? [];
      list.push({
        kind: row.kind,
        itemId: row.itemId,
        language: row.language,
        title: row.title,
      });
      uses.set(id, list);
    }
  }
  return uses;
}

const shown = (row: MediaRow, usedIn: MediaUseOf[]): LibraryImage => ({
  id: row.id,
  src: mediaSrc(row.id),
  fileName: row.fileName,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  alt: { en: row.altEn, ar: row.altAr },
  decorative: row.decorative,
  focalPoint: { x: row.focalX, y: row.focalY },
  widths: row.renditions.map((rendition) => rendition.width),
  createdAt: row.createdAt.toISOString(),
  usedIn,
});

/** The library, newest first, each image with where it is used (none for the picker). */
export async function listMedia(
  db: Database,
  { withUses = true }: { withUses?: boolean } = {},
): Promise<LibraryImage[]> {
  const rows = await db.select().from(editorialMedia).orderBy(desc(editorialMedia.createdAt));
  const uses = withUses ? await mediaUses(db) : new Map<string, MediaUseOf[]>();
  return rows.map((row) => shown(row, uses.get(row.id) ?? []));
}

/** One image, or null. */
export async function findMedia(db: Database, id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(editorialMedia).where(eq(editorialMedia.id, id));
  return row ?? null;
}

export interface MediaDetails {
  altEn?: string;
  altAr?: string;
  decorative?: boolean;
  focalX?: number;
  focalY?: number;
}

/** Changes an image's alt texts, decorative flag or focal point (what is left out stays). */
export async function updateMedia(
  db: Database,
  id: string,
  details: MediaDetails,
): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const set: Partial<typeof editorialMedia.$inferInsert> = { updatedAt: new Date() };
  if (details.altEn !== undefined) set.altEn = details.altEn;
  if (details.altAr !== undefined) set.altAr = details.altAr;
  if (details.decorative !== undefined) set.decorative = details.decorative;
  if (details.focalX !== undefined) set.focalX = Math.round(details.focalX);
  if (details.focalY !== undefined) set.focalY = Math.round(details.focalY);
  const [row] = await db
    .update(editorialMedia)
    .set(set)
    .where(eq(editorialMedia.id, id))
    .returning();
  return row ?? null;
}

/**
 * `/media/library/{id}-{width}.{avif|webp}`: a rendition from the store, cached for good (its
 * bytes never change), sent as the image type it is and nothing else (`nosniff`, a sandboxing
 * policy should it be opened on its own). Any other name is not found.
 */
export async function libraryImageResponse(name: string): Promise<Response> {
  const match = addressPattern.exec(name);
  if (!match) return fileNotFound();
  const [, id, width, format] = match as unknown as [string, string, string, LibraryFormat];
  if (!(MEDIA_WIDTHS as readonly number[]).includes(Number(width))) return fileNotFound();
  const bytes = await getFileStore().get(libraryKey(id, Number(width), format));
  if (!bytes) return fileNotFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...responseHeaders,
      "Content-Type": `image/${format}`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
