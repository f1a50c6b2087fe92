// Profile photos: checked by their bytes, re-encoded by sharp (which keeps no metadata: EXIF, GPS,
// camera, comments are gone), kept in the file store under `photos/` and served from there.
import { createHash } from "node:crypto";
import { IMAGE_MAX_BYTES } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { fileNotFound, responseHeaders } from "../delivery/headers";
import { checkStoreKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { logFor } from "../observe/log";

/** What a photo's bytes may be, whatever its name says (the `image` rule's raster types). */
const photoTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"];
/** The longest side of a stored photo: it is shown small (the header, a profile, comments). */
export const PHOTO_SIZE = 512;
/** A decompression bomb is refused before it is decoded (about 7000 x 7000). */
const MAX_INPUT_PIXELS = 50_000_000;

/** A stored photo's name: 32 hex digits of a hash, `.webp`. Nothing else is ever a photo. */
const photoNamePattern = /^[0-9a-f]{32}\.webp$/;
export const isPhotoName = (name: unknown): name is string =>
  typeof name === "string" && photoNamePattern.test(name);
const photoKey = (name: string) => checkStoreKey(`photos/${name}`);

/**
 * A chosen photo, checked and made safe to keep: a JPEG, PNG, WebP or GIF by its magic bytes, at
 * most 5 MB, decodable; upright (its orientation applied), at most 512 px, as WebP without any
 * of the original's metadata. Or the message id of the photo's field error.
 */
export async function preparePhoto(file: Blob): Promise<{ bytes: Buffer } | { error: MessageId }> {
  if (file.size > IMAGE_MAX_BYTES) return { error: "validation.fileTooLarge" };
  const input = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(input);
  if (!type || !photoTypes.includes(type.mime)) return { error: "validation.image" };
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: PHOTO_SIZE, height: PHOTO_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes };
  } catch {
    return { error: "validation.image" };
  }
}

/**
 * Stores a prepared photo of `userId` and returns its name. The name comes from the bytes and
 * their owner: a name always means the same picture (cached for good), and two people's photos
 * never share a file (deleting one account cannot take another's photo).
 */
export async function storePhoto(userId: string, bytes: Buffer): Promise<string> {
  const hash = createHash("sha256").update(userId).update("\0").update(bytes).digest("hex");
  const name = `${hash.slice(0, 32)}.webp`;
  // The same person sending the same picture again writes the same bytes under the same key.
  await getFileStore().put(photoKey(name), bytes, "image/webp");
  return name;
}

/** Removes a stored photo; a name that is not a photo's is left alone. */
export async function removePhoto(name: string | null | undefined): Promise<void> {
  if (!isPhotoName(name)) return;
  await getFileStore()
    .remove([photoKey(name)])
    .catch((error) =>
      logFor("accounts").error({ err: error, photo: name }, "could not remove a photo"),
    );
}

/**
 * A stored photo as an answer. Only a photo's name is looked up (no path can be made of it), in
 * the photos folder only. Its name never changes meaning, so browsers keep it for a year;
 * `private`: no shared cache holds a person's photo after they delete their account.
 */
export async function photoResponse(name: string): Promise<Response> {
  if (!isPhotoName(name)) return fileNotFound();
  const bytes = await getFileStore().get(photoKey(name));
  if (!bytes) return fileNotFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...responseHeaders,
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
