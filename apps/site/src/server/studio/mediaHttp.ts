// The media library's calls, through the one admission (`endpoint`), for the studio's staff: a
// plain form posts each (the upload as multipart, an image's details urlencoded) and is sent back
// to the media page (303) with a notice, so both work before any script; a client asking for JSON
// (`Accept: application/json`) gets the image, or the forms' field errors, instead.
import {
  type FieldErrors,
  MEDIA_ALT_MAX,
  MEDIA_MAX_BYTES,
  max,
  text,
  validate,
} from "@rawafed/forms/schemas";
import { type Locale, type MessageId, parseNumber } from "@rawafed/i18n";
import * as z from "zod/mini";
import { endpoint } from "../http/admission";
import { answer, invalid, problems } from "../http/answers";
import { forStaff } from "./access";
import { type MediaRow, mediaSrc, storeImage, updateMedia } from "./media";
import { type MediaNotice, mediaNotices } from "./mediaNotices";

/** Room for the multipart framing and the form's other fields around a 15 MB image. */
const UPLOAD_BYTES = MEDIA_MAX_BYTES + 256 * 1024;
const DETAILS_BYTES = 16 * 1024;

const wantsJson = (request: Request) =>
  (request.headers.get("accept") ?? "").toLowerCase().includes("application/json");

/** Back to the media page in the person's language, with a notice the page shows. */
function backToLibrary(locale: Locale, notice: MediaNotice, image?: string): Response {
  const search = new URLSearchParams({ notice });
  if (image) search.set("image", image);
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/${locale}/studio/media?${search}`,
      "Cache-Control": "no-store",
    },
  });
}

/** The notice a field error is told as on the media page. */
const noticeOf = (id: MessageId): MediaNotice =>
  (Object.entries(mediaNotices).find(([, message]) => message === id)?.[0] as MediaNotice) ??
  "invalid";

/** A refusal: the forms' problems for a script, the media page with the notice for a form. */
async function refuse(
  request: Request,
  locale: Locale,
  status: number,
  fieldErrors: FieldErrors,
): Promise<Response> {
  if (wantsJson(request)) return problems(status, locale, fieldErrors);
  const first = Object.values(fieldErrors)[0] as MessageId;
  return backToLibrary(locale, noticeOf(first));
}

const imageAnswer = (row: MediaRow) => ({
  id: row.id,
  src: mediaSrc(row.id),
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  alt: { en: row.altEn, ar: row.altAr },
  decorative: row.decorative,
  focalPoint: { x: row.focalX, y: row.focalY },
  widths: row.renditions.map((rendition) => rendition.width),
});

/**
 * `POST /api/studio/media/upload` (multipart, the image in `file`): a JPEG, PNG, WebP or AVIF by
 * its bytes, at most 15 MB, re-encoded and stored. 201 with the image for JSON; otherwise 303 to
 * the media page. Refused on `file`: 422 (not such an image, unreadable, missing), 413 (too large).
 */
export const handleMediaUpload = endpoint({
  ...forStaff,
  body: { accepts: "multipart", maxBytes: UPLOAD_BYTES, fileField: "file" },
  handle: async ({ request, db, locale, user, body }) => {
    const file = body.files.get("file");
    if (!file || file.size === 0) {
      return refuse(request, locale, 422, { file: "studio.media.error.missing" });
    }
    if (file.size > MEDIA_MAX_BYTES) {
      return refuse(request, locale, 413, { file: "validation.fileTooLarge" });
    }
    const stored = await storeImage(
      db,
      { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
      user.id,
    );
    if ("refused" in stored) return refuse(request, locale, 422, { file: stored.refused });
    if (wantsJson(request)) return answer(201, { ok: true, image: imageAnswer(stored) });
    return backToLibrary(locale, "uploaded", stored.id);
  },
});

/** A percentage as typed: Latin or Arabic-Indic digits, 0 to 100. */
const percent = z.string().check(
  z.trim(),
  z.refine((value) => {
    const number = parseNumber(value);
    return Number.isFinite(number) && number >= 0 && number <= 100;
  }, "studio.media.error.focal"),
);

/** An image's details; a field left out stays as it is. */
const detailsSchema = z.object({
  image: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "validation.fieldInvalid")),
  altEn: z.optional(text(max(MEDIA_ALT_MAX))),
  altAr: z.optional(text(max(MEDIA_ALT_MAX))),
  /** A checkbox's `on`, or `true`/`false` (a form sends a hidden `false` before the box). */
  decorative: z.optional(z.enum(["on", "true", "false", "1", "0"])),
  focalX: z.optional(percent),
  focalY: z.optional(percent),
});

/** JSON's numbers and booleans as a form would send them. */
const asFormValues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "number" || typeof value === "boolean" ? String(value) : value,
    ]),
  );

/**
 * `POST /api/studio/media/update` (a form: `image`, `altEn`, `altAr`, `focalX`, `focalY`, and
 * `decorative`): an image's alt texts, decorative flag and focal point. 200 with the image for
 * JSON; otherwise 303 to the media page. 422 at the field for a value out of range, 404 for an
 * image that is not in the library.
 */
export const handleMediaUpdate = endpoint({
  ...forStaff,
  body: { accepts: "form", maxBytes: DETAILS_BYTES },
  handle: async ({ request, db, locale, body }) => {
    const form = validate(detailsSchema, asFormValues(body.values));
    if (!form.ok) {
      return wantsJson(request)
        ? invalid(locale, form.fieldErrors)
        : refuse(request, locale, 422, form.fieldErrors);
    }
    const { image, decorative, focalX, focalY, ...alt } = form.data;
    const row = await updateMedia(db, image.toLowerCase(), {
      ...alt,
      decorative: decorative === undefined ? undefined : ["on", "true", "1"].includes(decorative),
      focalX: focalX === undefined ? undefined : parseNumber(focalX),
      focalY: focalY === undefined ? undefined : parseNumber(focalY),
    });
    if (!row) return refuse(request, locale, 404, { image: "studio.media.error.notFound" });
    if (wantsJson(request)) return answer(200, { ok: true, image: imageAnswer(row) });
    return backToLibrary(locale, "saved", row.id);
  },
});
