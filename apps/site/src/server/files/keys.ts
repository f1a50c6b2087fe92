// The file store's keys: the only names a stored file has. A key is checked before it reaches any
// store, so nothing a client sends can name a file outside the store or another kind of file.

/** Lower-case segments joined by `/`; each segment starts with a letter or digit (no `.`, `..`). */
const segment = "[a-z0-9][a-z0-9_.-]*";
const keyPattern = new RegExp(`^${segment}(?:/${segment})*$`);
const MAX_KEY_LENGTH = 300;

/** Whether `key` may name a stored file: `^[a-z0-9][a-z0-9/_.-]*$`, no `..`, no empty segment. */
export function isStoreKey(key: unknown): key is string {
  return (
    typeof key === "string" &&
    key.length <= MAX_KEY_LENGTH &&
    keyPattern.test(key) &&
    !key.includes("..")
  );
}

/** Throws on a key that is not one (a programming error: keys are made here, not taken in). */
export function checkStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
  return key;
}

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const uuidPattern = new RegExp(`^${uuid}$`);
export const isUuid = (value: string): boolean => uuidPattern.test(value);

/** A cover: its WebP's SHA-256 (the key changes when the picture does, so it is cached for good). */
export const coverKey = (sha256Hex: string): string => checkStoreKey(`covers/${sha256Hex}.webp`);

/** A page image of a chapter at one width, named by the first 16 hex digits of its SHA-256. */
export const pageKey = (chapterId: string, page: number, width: number, hash: string): string =>
  checkStoreKey(`pages/${chapterId}/${page}-${width}-${hash.slice(0, 16)}.webp`);

/** A chapter's original PDF. */
export const pdfKey = (chapterId: string): string => checkStoreKey(`pdf/${chapterId}.pdf`);

const imageKeyPattern = new RegExp(
  `^(?:covers/[0-9a-f]{64}|pages/${uuid}/[1-9][0-9]{0,3}-[1-9][0-9]{1,4}-[0-9a-f]{16})\\.webp$`,
);

/** Whether `key` is a cover's or a page image's key: the only files served as images. */
export const isImageKey = (key: string): boolean => imageKeyPattern.test(key);

/** The media library's widths and formats (`studio/media.ts`). */
export type LibraryFormat = "avif" | "webp";

/** A media library image's rendition: its id, the width it is named by, its format. */
export const libraryKey = (id: string, width: number, format: LibraryFormat): string => {
  if (!isUuid(id) || !Number.isInteger(width)) throw new Error(`not a library image: ${id}`);
  return checkStoreKey(`library/${id}/${width}.${format}`);
};

/** A page image's AVIF, made from its WebP (`comics/pages/renditions.ts`): named after it. */
export const pageAvifKey = (webpKey: string): string =>
  checkStoreKey(webpKey.replace(/\.webp$/, ".avif"));
