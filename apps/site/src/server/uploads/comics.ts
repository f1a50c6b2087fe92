// POST /api/comics/upload/comic and /chapter: a translator's comic or chapter, stored `received`
// for the reviewing team (SPEC.md section 4). Covers are re-encoded by sharp (covers.ts); a chapter's
// PDF is streamed to the file store, opened as the page pipeline will open it (refused at once,
// its problem named, when it could not be drawn) and its pages queued.
import { randomUUID } from "node:crypto";
import {
  CHAPTER_PDF_MAX_BYTES,
  CHAPTER_TRANSCRIPTS_MAX,
  editComicSchema,
  type FieldErrors,
  FORM_ERROR,
  IMAGE_MAX_BYTES,
  type TranslationLanguage,
  uploadChapterSchema,
  uploadComicSchema,
  validate,
} from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { UPLOAD_ROLES } from "../accounts/roles";
import { CoverError, isCoverType, storeCover } from "../comics/covers";
import { CHAPTER_PAGE_LIMITS, enqueueChapterPages } from "../comics/pipeline";
import { creditTeam, roleIn } from "../comics/teams";
import { splitTranscripts, writeTranscripts } from "../comics/transcripts";
import { chapters, comics, pageTranscripts, publishers } from "../db/comics";
import { type Database, getDb } from "../db/index";
import { isUuid, pdfKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { endpoint, type Upload } from "../http/admission";
import { created, invalid, ok } from "../http/answers";
import type { FilePart } from "../http/multipart";
import { Refused, readSmallPart, storePdfPart } from "./files";
import { freeSlug, slugOf } from "./slugs";

/** Room for the text fields and the multipart framing beside the files. */
const FORM_OVERHEAD = 64 * 1024;
/** A chapter's transcripts typed at upload, at up to 4 bytes a character. */
const TRANSCRIPTS_BYTES = CHAPTER_TRANSCRIPTS_MAX * 4;

/** Who uploads (translators), and how often: the admission of both upload endpoints. */
const forTranslators = { who: UPLOAD_ROLES, forbidden: "Translators only." } as const;

/** The translator of an admitted upload. */
interface Uploader {
  id: string;
  locale: Locale;
}

/** What the browser said of a file, for the shared schema's checks (name and size). */
interface ReceivedFile {
  name: string;
  size: number;
}

/** A cover part: read whole (5 MB at most), its type checked by its bytes, decoded when stored. */
async function receiveCover(
  part: FilePart,
): Promise<{ file: ReceivedFile; bytes: Uint8Array } | Refused> {
  const bytes = await readSmallPart(part.stream, IMAGE_MAX_BYTES);
  if (bytes instanceof Refused) return bytes;
  if (!(await isCoverType(bytes))) return new Refused("validation.fileType");
  return { file: { name: part.name, size: bytes.byteLength }, bytes };
}

/** The cover stored (re-encoded: no metadata survives), or its field error. */
async function keepCover(bytes: Uint8Array): Promise<string | Refused> {
  try {
    return await storeCover(bytes);
  } catch (error) {
    if (error instanceof CoverError) return new Refused("validation.fileType");
    throw error;
  }
}

/** A publisher named as the translator typed it: the one of that name, or a new one. */
async function publisherNamed(db: Database, name: string): Promise<string> {
  const [existing] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(sql`lower(${publishers.name}) = lower(${name})`)
    .limit(1);
  if (existing) return existing.id;
  const slug = await freeSlug(slugOf(name, "publisher"), async (candidate) => {
    const [row] = await db
      .select({ id: publishers.id })
      .from(publishers)
      .where(eq(publishers.slug, candidate));
    return Boolean(row);
  });
  // The country is not asked at upload (SPEC.md): the team completes it.
  const [row] = await db
    .insert(publishers)
    .values({ slug, name, country: "" })
    .onConflictDoNothing()
    .returning({ id: publishers.id });
  if (row) return row.id;
  return publisherNamed(db, name);
}

/** `POST /api/comics/upload/comic`: the comic form's fields and its cover. */
export const handleUploadComic = endpoint({
  ...forTranslators,
  rate: { key: "account-upload-comic" },
  body: {
    accepts: "multipart-stream",
    maxBytes: IMAGE_MAX_BYTES + FORM_OVERHEAD,
    fileField: "cover",
    files: 1,
  },
  handle: ({ locale, user, upload }) => uploadComic({ id: user.id, locale }, upload),
});

async function uploadComic(uploader: Uploader, upload: Upload): Promise<Response> {
  const { locale } = uploader;
  let cover: Awaited<ReturnType<typeof receiveCover>> | null = null;
  const values = await upload(async (part) => {
    if (part.field === "cover" && !cover) cover = await receiveCover(part);
    else part.stream.resume();
  });
  if (values instanceof Response) return values;

  const received = cover as Awaited<ReturnType<typeof receiveCover>> | null;
  const editing = values.comicId ?? "";
  if (editing !== "") return editComic(uploader, editing, values, received);
  const form = validate(uploadComicSchema, {
    ...values,
    cover: received && !(received instanceof Refused) ? received.file : null,
  });
  const fieldErrors: FieldErrors = form.ok ? {} : { ...form.fieldErrors };
  if (received instanceof Refused) fieldErrors.cover = received.messageId;
  if (!form.ok || Object.keys(fieldErrors).length > 0 || !received || received instanceof Refused) {
    return invalid(locale, fieldErrors);
  }
  const coverKey = await keepCover(received.bytes);
  if (coverKey instanceof Refused) return invalid(locale, { cover: coverKey.messageId });

  const data = form.data;
  const db = await getDb();
  const publisherId = await publisherNamed(db, data.publisher);
  const slug = await freeSlug(slugOf(data.seriesName, "comic"), async (candidate) => {
    const [row] = await db.select({ id: comics.id }).from(comics).where(eq(comics.slug, candidate));
    return Boolean(row);
  });
  const translationLanguage = data.translationLanguage || "english";
  const [row] = await db
    .insert(comics)
    .values({
      slug,
      name: data.seriesName,
      translatedName: data.translatedName,
      otherNames: data.otherName ? [data.otherName] : [],
      description: data.description,
      coverKey,
      publisherId,
      genres: data.genre ? [data.genre] : [],
      artist: data.artist,
      writer: data.writer,
      status: data.status || "ongoing",
      direction: data.direction || "ltr",
      // Not asked unless the translator says: the comic's own language is taken to be the one
      // it is translated into.
      originalLanguage: data.originalLanguage || translationLanguage,
      translationLanguage,
      uploaderId: uploader.id,
      state: "received",
    })
    .returning({ id: comics.id });
  if (!row) throw new Error("insert returned nothing");
  return created(row.id);
}

/**
 * A comic's details changed by its translator, until it is published (then the reviewing team
 * changes it): the same rules, a new cover optional. A rejected comic goes back to review.
 */
async function editComic(
  uploader: Uploader,
  comicId: string,
  values: Record<string, string>,
  received: Awaited<ReturnType<typeof receiveCover>> | null,
): Promise<Response> {
  const { locale } = uploader;
  const db = await getDb();
  const [comic] = isUuid(comicId)
    ? await db
        .select({ id: comics.id, state: comics.state })
        .from(comics)
        .where(and(eq(comics.id, comicId), eq(comics.uploaderId, uploader.id)))
    : [];
  if (!comic) return invalid(locale, { [FORM_ERROR]: "validation.fieldInvalid" });
  if (comic.state === "published") {
    return invalid(locale, { [FORM_ERROR]: "comics.editComic.published" });
  }
  const form = validate(editComicSchema, {
    ...values,
    cover: received && !(received instanceof Refused) ? received.file : null,
  });
  const fieldErrors: FieldErrors = form.ok ? {} : { ...form.fieldErrors };
  if (received instanceof Refused) fieldErrors.cover = received.messageId;
  if (!form.ok || Object.keys(fieldErrors).length > 0) return invalid(locale, fieldErrors);
  const coverKey =
    received && !(received instanceof Refused) ? await keepCover(received.bytes) : null;
  if (coverKey instanceof Refused) return invalid(locale, { cover: coverKey.messageId });
  const data = form.data;
  const translationLanguage = data.translationLanguage || "english";
  await db
    .update(comics)
    .set({
      name: data.seriesName,
      translatedName: data.translatedName,
      otherNames: data.otherName ? [data.otherName] : [],
      description: data.description,
      ...(coverKey ? { coverKey } : {}),
      publisherId: await publisherNamed(db, data.publisher),
      genres: data.genre ? [data.genre] : [],
      artist: data.artist,
      writer: data.writer,
      status: data.status || "ongoing",
      direction: data.direction || "ltr",
      originalLanguage: data.originalLanguage || translationLanguage,
      translationLanguage,
      // Rejected, it is sent back to the team; received or in review, it stays where it is.
      ...(comic.state === "rejected" ? { state: "received", rejectionReason: null } : {}),
    })
    .where(eq(comics.id, comic.id));
  return ok({ id: comic.id });
}

/** The comic's chapter of this number in `language`, if it has one (an original, not a revision). */
async function chapterNumbered(db: Database, comicId: string, language: string, number: number) {
  const [row] = await db
    .select({
      id: chapters.id,
      state: chapters.state,
      translatorId: chapters.translatorId,
      pdfKey: chapters.pdfKey,
    })
    .from(chapters)
    .where(
      and(
        eq(chapters.comicId, comicId),
        eq(chapters.language, language as never),
        eq(chapters.number, number),
        isNull(chapters.revisionOf),
      ),
    );
  return row ?? null;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

/** `POST /api/comics/upload/chapter`: one of the translator's comics, a number, a cover, the PDF. */
export const handleUploadChapter = endpoint({
  ...forTranslators,
  rate: { key: "account-upload-chapter" },
  body: {
    accepts: "multipart-stream",
    // The transcripts typed at upload: at up to 4 bytes a character.
    maxBytes: CHAPTER_PDF_MAX_BYTES + IMAGE_MAX_BYTES + FORM_OVERHEAD + TRANSCRIPTS_BYTES,
    fileField: "pdf",
    files: 2,
    fieldBytes: TRANSCRIPTS_BYTES,
  },
  handle: ({ locale, user, upload }) => uploadChapter({ id: user.id, locale }, upload),
});

async function uploadChapter(uploader: Uploader, upload: Upload): Promise<Response> {
  const { locale } = uploader;
  const uploaderId = uploader.id;

  const chapterId = randomUUID();
  const key = pdfKey(chapterId);
  let cover: Awaited<ReturnType<typeof receiveCover>> | null = null;
  let pdf: ReceivedFile | Refused | null = null;
  const values = await upload(async (part) => {
    if (part.field === "cover" && !cover) cover = await receiveCover(part);
    else if (part.field === "pdf" && !pdf) {
      const name = part.name;
      // The extension first: a `.exe` is not read into the store at all.
      if (!name.toLowerCase().endsWith(".pdf")) {
        part.stream.resume();
        pdf = new Refused("validation.fileType");
        return;
      }
      const size = await storePdfPart(part.stream, key, CHAPTER_PDF_MAX_BYTES, CHAPTER_PAGE_LIMITS);
      pdf = size instanceof Refused ? size : { name, size };
    } else part.stream.resume();
  });
  const store = getFileStore();
  if (values instanceof Response) {
    await store.remove([key]);
    return values;
  }
  const receivedCover = cover as Awaited<ReturnType<typeof receiveCover>> | null;
  const receivedPdf = pdf as ReceivedFile | Refused | null;
  const form = validate(uploadChapterSchema, {
    ...values,
    cover: receivedCover && !(receivedCover instanceof Refused) ? receivedCover.file : null,
    pdf: receivedPdf instanceof Refused ? null : receivedPdf,
  });
  const fieldErrors: FieldErrors = form.ok ? {} : { ...form.fieldErrors };
  if (receivedCover instanceof Refused) fieldErrors.cover = receivedCover.messageId;
  if (receivedPdf instanceof Refused) fieldErrors.pdf = receivedPdf.messageId;

  const db = await getDb();
  const refuse = async (errors: FieldErrors) => {
    await store.remove([key]);
    return invalid(locale, errors);
  };
  if (!form.ok || Object.keys(fieldErrors).length > 0) return refuse(fieldErrors);
  const data = form.data;
  const number = Number(data.chapterNumber);
  // The team it is credited to: one the translator is in, or none.
  const teamId = values.team ?? "";
  if (teamId !== "" && (!isUuid(teamId) || !(await roleIn(db, teamId, uploaderId)))) {
    return refuse({ team: "validation.fieldInvalid" });
  }
  const team = teamId === "" ? null : teamId;
  const revisionOf = values.revisionOf ?? "";
  if (revisionOf !== "") {
    const original = await retranslated(db, revisionOf, uploader.id);
    if (!original) return refuse({ comic: "validation.fieldInvalid" });
    return storeChapter({
      id: chapterId,
      comicId: original.comicId,
      number: original.number,
      language: original.language,
      revisionOf: original.id,
    });
  }
  // The translator's own comic only; another's is "invalid", whether it exists or not.
  const [comic] = await db
    .select({ id: comics.id })
    .from(comics)
    .where(and(eq(comics.id, data.comic), eq(comics.uploaderId, uploader.id)));
  if (!comic) return refuse({ comic: "validation.fieldInvalid" });
  const language: TranslationLanguage = data.translationLanguage || "english";
  const existing = await chapterNumbered(db, comic.id, language, number);
  // Their own rejected chapter may be resubmitted in revised form (SPEC.md section 4): the same
  // chapter (its id, its review history) takes the new files and waits for review again.
  if (existing?.state === "rejected" && existing.translatorId === uploaderId) {
    return resubmit(existing);
  }
  if (existing) return refuse({ chapterNumber: "comics.upload.chapterExists" });
  return storeChapter({ id: chapterId, comicId: comic.id, number, language, revisionOf: null });

  /** A rejected chapter's new files: `received` again, its new pages queued. */
  async function resubmit(rejected: { id: string; pdfKey: string | null }): Promise<Response> {
    if (!receivedCover || receivedCover instanceof Refused || !receivedPdf) {
      return refuse({ cover: "validation.required" });
    }
    const coverKey = await keepCover(receivedCover.bytes);
    if (coverKey instanceof Refused) return refuse({ cover: coverKey.messageId });
    await db
      .update(chapters)
      .set({
        coverKey,
        pdfKey: key,
        pdfSize: (receivedPdf as ReceivedFile).size,
        state: "received",
        rejectionReason: null,
        pipeline: "pending",
        pipelineError: null,
        teamId: team,
      })
      .where(and(eq(chapters.id, rejected.id), eq(chapters.state, "rejected")));
    await creditTeam(db, rejected.id);
    if (rejected.pdfKey && rejected.pdfKey !== key) await store.remove([rejected.pdfKey]);
    // New pages, new words: typed transcripts replace the old ones; none typed keeps them.
    const typed = splitTranscripts(data.transcripts ?? "");
    if (typed.length > 0) {
      await db.delete(pageTranscripts).where(eq(pageTranscripts.chapterId, rejected.id));
      await writeTranscripts(db, rejected.id, typed, 0);
    }
    await enqueueChapterPages(rejected.id);
    return created(rejected.id);
  }

  /** The chapter stored `received`, its cover kept and its pages queued. */
  async function storeChapter(row: {
    id: string;
    comicId: string;
    number: number;
    language: TranslationLanguage;
    revisionOf: string | null;
  }): Promise<Response> {
    if (!receivedCover || receivedCover instanceof Refused || !receivedPdf) {
      return refuse({ cover: "validation.required" });
    }
    const coverKey = await keepCover(receivedCover.bytes);
    if (coverKey instanceof Refused) return refuse({ cover: coverKey.messageId });
    try {
      await db.insert(chapters).values({
        ...row,
        translatorId: uploaderId,
        coverKey,
        pdfKey: key,
        pdfSize: (receivedPdf as ReceivedFile).size,
        state: "received",
        pipeline: "pending",
        teamId: team,
      });
    } catch (error) {
      // The same number from a second upload at the same moment.
      if (isUniqueViolation(error)) return refuse({ chapterNumber: "comics.upload.chapterExists" });
      await store.remove([key]);
      throw error;
    }
    await writeTranscripts(db, row.id, splitTranscripts(data.transcripts ?? ""), 0);
    await creditTeam(db, row.id);
    await enqueueChapterPages(row.id);
    return created(row.id);
  }
}

/**
 * The chapter a retranslation is of: the translator's own, published, itself no revision, with no
 * other retranslation waiting. `null` otherwise.
 */
async function retranslated(db: Database, id: string, translatorId: string) {
  if (!isUuid(id)) return null;
  const [original] = await db
    .select()
    .from(chapters)
    .where(
      and(
        eq(chapters.id, id),
        eq(chapters.translatorId, translatorId),
        eq(chapters.state, "published"),
        isNull(chapters.revisionOf),
      ),
    );
  if (!original) return null;
  const [waiting] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.revisionOf, id), inArray(chapters.state, ["received", "in_review"])));
  return waiting ? null : original;
}
