// OPDS-PSE's pages: a readable chapter's page by its number from 0, as JPEG (the pipeline stores
// WebP, which the spec does not list), at most the width the reading app asks for.
import sharp from "sharp";
import { recordProgress } from "../comics/actions/progress";
import type { Database } from "../db/index";
import { fileNotFound, responseHeaders } from "../delivery/headers";
import { isUuid } from "../files/keys";
import { getFileStore } from "../files/store";
import { readablePage } from "./catalog";

/** The narrowest and widest page asked for; no `width` is the page as stored. */
const MIN_WIDTH = 100;
const MAX_WIDTH = 4000;

/** A width from the query: a whole number of pixels, held within MIN_WIDTH..MAX_WIDTH. */
export function widthOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Number(value)));
}

/**
 * `/opds/pages/{chapterId}/{page}`: the page's JPEG, or 404 for any page that is not readable.
 * Streamed to a signed-in reader (`readerId`), it is where they are in the chapter: the same
 * record the web reader moves, so each resumes where the other left off.
 */
export async function pageStreamResponse(
  db: Database,
  chapterId: string,
  pageNumber: string,
  width: number | undefined,
  readerId: string | null,
): Promise<Response> {
  if (!isUuid(chapterId) || !/^\d{1,5}$/.test(pageNumber)) return fileNotFound();
  // Streamed from 0; the chapter's pages and a reader's progress count from 1.
  const number = Number(pageNumber) + 1;
  const page = await readablePage(db, chapterId, number);
  if (!page) return fileNotFound();
  const stored = await getFileStore().get(page.key);
  if (!stored) return fileNotFound();
  const jpeg = await sharp(stored)
    .resize({ width: width ?? page.width, withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  if (readerId) {
    await recordProgress(db, readerId, { chapterId, page: number, pageCount: page.pageCount });
  }
  return new Response(new Uint8Array(jpeg), {
    headers: {
      ...responseHeaders,
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.byteLength),
      // A published page's bytes change only with a retranslation, which is a new chapter id.
      // A reader's copy is theirs: a shared cache would keep their next visit from counting.
      "Cache-Control": readerId ? "private, max-age=86400" : "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
