// Stored comics files as answers: covers and page images (public, cached for good: their keys
// change when their bytes do) and a published chapter's original PDF as a download.
import { and, eq } from "drizzle-orm";
import { chapters, comics } from "../db/comics";
import { getDb } from "../db/index";
import { responseHeaders } from "../delivery/headers";
import { isImageKey, isUuid } from "../files/keys";
import { getFileStore } from "../files/store";

const notFound = () =>
  new Response("Not Found\n", {
    status: 404,
    headers: {
      ...responseHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });

/** Nothing served here runs or embeds anything, even opened on its own. */
const sandbox = "default-src 'none'; sandbox";

/**
 * A cover or page image by its key (the path after `/media/`). Only a cover's or a page image's
 * key is looked up (keys.ts): a PDF, a photo or anything else is not found here.
 */
export async function imageResponse(key: string): Promise<Response> {
  if (!isImageKey(key)) return notFound();
  const bytes = await getFileStore().get(key);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...responseHeaders,
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": sandbox,
    },
  });
}

/** The short code of a language in a file name. */
const languageCodes: Record<string, string> = {
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

/** `the-salt-road-ch1-en.pdf`: the comic, the chapter and its language. */
export const pdfFileName = (slug: string, number: number, language: string): string =>
  `${slug}-ch${number}-${languageCodes[language] ?? language}.pdf`.replace(/[^a-z0-9.-]/gi, "-");

/**
 * A chapter's original PDF as a download: only a published chapter of a published comic, streamed
 * from the store (a PDF may be 100 MB). Anything else is not found.
 */
export async function pdfResponse(chapterId: string): Promise<Response> {
  if (!isUuid(chapterId)) return notFound();
  const db = await getDb();
  const [chapter] = await db
    .select({
      pdfKey: chapters.pdfKey,
      number: chapters.number,
      language: chapters.language,
      slug: comics.slug,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(
      and(
        eq(chapters.id, chapterId),
        eq(chapters.state, "published"),
        eq(comics.state, "published"),
      ),
    );
  if (!chapter?.pdfKey) return notFound();
  const file = await getFileStore().open(chapter.pdfKey);
  if (!file) return notFound();
  const name = pdfFileName(chapter.slug, chapter.number, chapter.language);
  return new Response(file.body, {
    headers: {
      ...responseHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      // Checked on every request: a chapter taken down is not served from a cache.
      "Cache-Control": "private, no-cache",
      "Content-Security-Policy": sandbox,
    },
  });
}

const pdfPrefix = "pdf/";

/** What `/media/<path>` answers: an image by its key, or a chapter's PDF. */
export function mediaResponse(path: string): Promise<Response> {
  if (path.startsWith(pdfPrefix)) return pdfResponse(path.slice(pdfPrefix.length));
  return imageResponse(path);
}
