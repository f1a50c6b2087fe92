// The studio's documents (CONTRACT.md, "Editorial"): a PDF per language for each year's financial
// statements, each regulation or policy and the product catalog. A PDF is uploaded on its own,
// checked by its structure as a chapter's is, and named by its key in the version's fields; a
// published version's PDF is served at `/files/{locale}/{slug}.pdf` with its true size.
import { randomUUID } from "node:crypto";
import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { DOCUMENT_FILE_PATTERN, DOCUMENT_MAX_BYTES, documentKinds } from "@rawafed/forms/schemas";
import { isLocale, type Locale } from "@rawafed/i18n";
import { and, eq, inArray } from "drizzle-orm";
import type { PageLimits } from "../comics/pages/worker";
import { getDb, migrationsFolder } from "../db/index";
import { editorialPublished } from "../db/schema";
import { fileNotFound, responseHeaders } from "../delivery/headers";
import { checkStoreKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { endpoint } from "../http/admission";
import { answer, invalid } from "../http/answers";
import { Refused, storePdfPart } from "../uploads/files";
import { forStaffUploads } from "./access";
import { readPreviewToken } from "./preview";
import { draftOf } from "./published";

/** Where the first content's PDFs are: `seed/` beside the migrations' folder. */
const seedRoot = () => dirname(migrationsFolder());

/** A document's size in bytes, read from where it is stored; null when it is not there. */
export async function documentSize(file: string): Promise<number | null> {
  if (!DOCUMENT_FILE_PATTERN.test(file)) return null;
  if (file.startsWith("seed/")) {
    const found = await stat(join(seedRoot(), file)).catch(() => null);
    return found?.isFile() ? found.size : null;
  }
  const opened = await getFileStore().open(file);
  if (!opened) return null;
  await opened.body.cancel();
  return opened.size;
}

/** A document's bytes as a stream and its size, or null. */
async function openDocument(file: string) {
  if (!DOCUMENT_FILE_PATTERN.test(file)) return null;
  if (file.startsWith("seed/")) {
    const path = join(seedRoot(), file);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return null;
    const { createReadStream } = await import("node:fs");
    return {
      size: found.size,
      body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
    };
  }
  return getFileStore().open(file);
}

/** A document is any length a statement runs to; only its structure is judged. */
const DOCUMENT_LIMITS: PageLimits = { width: 800, maxPages: 2_000, maxRatio: 20 };

/**
 * `POST /api/studio/documents/upload` (multipart, the PDF in `file`): a PDF by its bytes and
 * its structure (not protected, not damaged, with pages), at most 40 MB, stored under a key of
 * its own. 201 with `{ file, bytes, name }`; refused at `file` (422, or 413 when too large).
 */
export const handleDocumentUpload = endpoint({
  ...forStaffUploads,
  body: {
    accepts: "multipart-stream",
    maxBytes: DOCUMENT_MAX_BYTES + 64 * 1024,
    fileField: "document",
    files: 1,
  },
  handle: async ({ locale, upload }) => {
    const key = checkStoreKey(`documents/${randomUUID()}.pdf`);
    let received: { name: string; bytes: number } | Refused | null = null;
    const values = await upload(async (part) => {
      if (part.field !== "document" || received) {
        part.stream.resume();
        return;
      }
      if (!part.name.toLowerCase().endsWith(".pdf")) {
        part.stream.resume();
        received = new Refused("validation.fileType");
        return;
      }
      const size = await storePdfPart(part.stream, key, DOCUMENT_MAX_BYTES, DOCUMENT_LIMITS);
      received = size instanceof Refused ? size : { name: part.name, bytes: size };
    });
    if (values instanceof Response) {
      await getFileStore().remove([key]);
      return values;
    }
    const got = received as { name: string; bytes: number } | Refused | null;
    if (!got) return invalid(locale, { document: "validation.required" });
    if (got instanceof Refused) return invalid(locale, { document: got.messageId });
    return answer(201, { ok: true, file: key, bytes: got.bytes, name: got.name });
  },
});

/** The published document of `slug` in `locale`, of any document kind. */
async function publishedDocument(locale: Locale, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({ fields: editorialPublished.fields })
    .from(editorialPublished)
    .where(
      and(
        inArray(editorialPublished.kind, [...documentKinds]),
        eq(editorialPublished.language, locale),
        eq(editorialPublished.slug, slug),
      ),
    )
    .limit(1);
  return row ? { file: row.fields.document ?? "", preview: false } : null;
}

/** The draft a preview token names, when it is a document of `locale`. */
async function previewDocument(locale: Locale, token: string) {
  const versionId = readPreviewToken(token);
  if (!versionId) return null;
  const draft = await draftOf(await getDb(), versionId);
  if (!draft || draft.language !== locale) return null;
  if (!(documentKinds as readonly string[]).includes(draft.kind)) return null;
  return { file: draft.content.fields.document ?? "", preview: true };
}

/**
 * `GET /files/{locale}/{slug}.pdf`: a published document's PDF in that language (or, with a
 * valid `?preview=` token, the draft's), with its size, revalidated on each use (a new PDF can be
 * published at the same address) and sandboxed: nothing in it runs on the site's origin.
 */
export async function documentResponse(request: Request, locale: string, name: string) {
  const slug = decodeURIComponent(name).replace(/\.pdf$/, "");
  if (!isLocale(locale) || !name.endsWith(".pdf") || slug === "" || slug.length > 200) {
    return fileNotFound();
  }
  const token = new URL(request.url).searchParams.get("preview");
  const found = token
    ? await previewDocument(locale, token)
    : await publishedDocument(locale, slug.normalize("NFC"));
  if (!found?.file) return fileNotFound();
  const etag = `"${found.file.replace(/[^a-z0-9]/g, "")}"`;
  const headers = {
    ...responseHeaders,
    "Content-Type": "application/pdf",
    "Cache-Control": found.preview ? "private, no-store" : "public, no-cache",
    ETag: etag,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ...(found.preview ? { "X-Robots-Tag": "noindex" } : {}),
  };
  if (!found.preview && request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  const opened = await openDocument(found.file);
  if (!opened) return fileNotFound();
  if (request.method === "HEAD") await opened.body.cancel();
  return new Response(request.method === "HEAD" ? null : opened.body, {
    headers: { ...headers, "Content-Length": String(opened.size) },
  });
}
