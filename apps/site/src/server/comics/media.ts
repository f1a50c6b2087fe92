// Stored comics files as answers: covers and page images (public, cached for good: their keys
// change when their bytes do) and a published chapter's original PDF as a download.
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import { eq, or } from "drizzle-orm";
import { REVIEW_ROLES } from "../accounts/roles";
import { type Viewer, viewerOf } from "../accounts/viewer";
import { chapterPages, chapters, comics } from "../db/comics";
import { getDb } from "../db/index";
import { fileNotFound, responseHeaders } from "../delivery/headers";
import { isImageKey, isUuid } from "../files/keys";
import { getFileStore } from "../files/store";
import { languageTags } from "./chapterLanguage";
import { formatTypes, jpegOf, pageFormat } from "./pages/formats";

/** Nothing served here runs or embeds anything, even opened on its own. */
const sandbox = "default-src 'none'; sandbox";

/** The chapter a page image belongs to, with who may see it before it is published. */
async function pageOwner(key: string) {
  const db = await getDb();
  const [page] = await db
    .select({
      chapterState: chapters.state,
      comicState: comics.state,
      translatorId: chapters.translatorId,
      uploaderId: comics.uploaderId,
      smallKey: chapterPages.smallKey,
      smallAvifKey: chapterPages.smallAvifKey,
      largeAvifKey: chapterPages.largeAvifKey,
    })
    .from(chapterPages)
    .innerJoin(chapters, eq(chapters.id, chapterPages.chapterId))
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(or(eq(chapterPages.smallKey, key), eq(chapterPages.largeKey, key)))
    .limit(1);
  return page ?? null;
}

const isPageKey = (key: string) => key.startsWith("pages/");

type PageOwner = NonNullable<Awaited<ReturnType<typeof pageOwner>>>;

/**
 * A cover or page image by its key (the path after `/media/`). Only a cover's or a page image's
 * key is looked up (keys.ts): a PDF, a photo or anything else is not found here; nor is a page of
 * a chapter not published (yet, or ever: a rejected one), which only `privateImageResponse` serves.
 */
export async function imageResponse(key: string, headers: Headers): Promise<Response> {
  if (!isImageKey(key)) return fileNotFound();
  const cache = "public, max-age=31536000, immutable";
  if (!isPageKey(key)) return imageAnswer(key, cache);
  const page = await pageOwner(key);
  if (page?.chapterState !== "published" || page.comicState !== "published") return fileNotFound();
  return pageAnswer(key, page, headers, cache);
}

/** A cover: WebP, as the OPDS feeds declare it. */
async function imageAnswer(key: string, cacheControl: string): Promise<Response> {
  const bytes = await getFileStore().get(key);
  if (!bytes) return fileNotFound();
  return imageBytes(bytes, formatTypes.webp, cacheControl);
}

/**
 * A page image in the format the request's `Accept` names (pages/formats.ts). One address for
 * all three, so the answer varies by `Accept` for any cache on the way.
 */
async function pageAnswer(
  key: string,
  page: PageOwner,
  headers: Headers,
  cacheControl: string,
): Promise<Response> {
  const store = getFileStore();
  const avifKey = key === page.smallKey ? page.smallAvifKey : page.largeAvifKey;
  const format = pageFormat(headers.get("accept"), avifKey !== null);
  const avif = format === "avif" && avifKey ? await store.get(avifKey) : null;
  if (avif) return imageBytes(avif, formatTypes.avif, cacheControl, true);
  const webp = await store.get(key);
  if (!webp) return fileNotFound();
  if (format !== "jpeg") return imageBytes(webp, formatTypes.webp, cacheControl, true);
  const jpeg = await jpegOf(webp);
  if (!jpeg) return busy();
  return imageBytes(jpeg, formatTypes.jpeg, cacheControl, true);
}

function imageBytes(
  bytes: Uint8Array,
  type: string,
  cacheControl: string,
  byAccept = false,
): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...responseHeaders,
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": cacheControl,
      "Content-Security-Policy": sandbox,
      ...(byAccept ? { Vary: "Accept" } : {}),
    },
  });
}

/** Too many JPEGs asked for at once: the browser may ask again shortly. */
const busy = () =>
  new Response(null, {
    status: 503,
    headers: { ...responseHeaders, "Retry-After": "5", "Cache-Control": "no-store" },
  });

/** One of the reviewing team, in a session opened with its second factor. */
const isReviewer = (viewer: Viewer) =>
  REVIEW_ROLES.includes(viewer.role) && viewer.secondFactorSession;

/**
 * A page image of any chapter, for the reviewing team and the chapter's own translator only
 * (`/media/private/<key>`), never kept by a shared cache. Anyone else is told it is not found.
 */
export async function privateImageResponse(key: string, headers: Headers): Promise<Response> {
  if (!isImageKey(key) || !isPageKey(key)) return fileNotFound();
  const viewer = await viewerOf(headers);
  if (!viewer) return fileNotFound();
  const page = await pageOwner(key);
  if (!page) return fileNotFound();
  // The team's reach needs a session opened with its second factor (http/admission.ts).
  const reviewer = isReviewer(viewer);
  const owner = viewer.id === page.translatorId || viewer.id === page.uploaderId;
  if (!reviewer && !owner) return fileNotFound();
  return pageAnswer(key, page, headers, "private, no-store");
}

/** `the-salt-road-ch1-en.pdf`: the comic, the chapter and its language. */
export const pdfFileName = (slug: string, number: number, language: string): string =>
  `${slug}-ch${number}-${languageTags[language as TranslationLanguage] ?? language}.pdf`.replace(
    /[^a-z0-9.-]/gi,
    "-",
  );

/**
 * A chapter's original PDF as a download, streamed from the store (a PDF may be 100 MB): anyone's
 * of a published chapter of a published comic; any other only for its translator and the reviewing
 * team. Anything else is not found.
 */
export async function pdfResponse(chapterId: string, headers: Headers): Promise<Response> {
  if (!isUuid(chapterId)) return fileNotFound();
  const db = await getDb();
  const [chapter] = await db
    .select({
      pdfKey: chapters.pdfKey,
      number: chapters.number,
      language: chapters.language,
      slug: comics.slug,
      chapterState: chapters.state,
      comicState: comics.state,
      translatorId: chapters.translatorId,
    })
    .from(chapters)
    .innerJoin(comics, eq(comics.id, chapters.comicId))
    .where(eq(chapters.id, chapterId));
  if (!chapter?.pdfKey) return fileNotFound();
  const published = chapter.chapterState === "published" && chapter.comicState === "published";
  if (!published) {
    const viewer = await viewerOf(headers);
    const allowed = viewer && (isReviewer(viewer) || viewer.id === chapter.translatorId);
    if (!allowed) return fileNotFound();
  }
  const file = await getFileStore().open(chapter.pdfKey);
  if (!file) return fileNotFound();
  const name = pdfFileName(chapter.slug, chapter.number, chapter.language);
  return new Response(file.body, {
    headers: {
      ...responseHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      // Checked on every request: a chapter taken down is not served from a cache.
      "Cache-Control": published ? "private, no-cache" : "private, no-store",
      "Content-Security-Policy": sandbox,
    },
  });
}

const pdfPrefix = "pdf/";
const privatePrefix = "private/";

/** What `/media/<path>` answers: an image by its key, a chapter's PDF, or a page under review. */
export function mediaResponse(path: string, headers: Headers): Promise<Response> {
  if (path.startsWith(pdfPrefix)) return pdfResponse(path.slice(pdfPrefix.length), headers);
  if (path.startsWith(privatePrefix)) {
    return privateImageResponse(path.slice(privatePrefix.length), headers);
  }
  return imageResponse(path, headers);
}
