// Where the OPDS catalogs live. A catalog's root is `/opds`, or `/opds/key/{app password}` for a
// reading app that cannot send its password (every link of its feeds then keeps the key). Under a
// root, each version's feeds by the same paths, the page stream and the Authentication document.

export const OPDS = "/opds";

/** The root of the catalogs of an address that carries an app password. */
export const keyedRoot = (key: string) => `${OPDS}/key/${encodeURIComponent(key)}`;

/** OPDS 1.2 (Atom), under a root. */
export const V1 = "v1.2";
/** OPDS 2.0 (JSON), under a root. */
export const V2 = "v2";
/** The Authentication for OPDS document, under a root's OPDS 2.0, and its media type. */
export const AUTH_DOCUMENT = "auth";
export const OPDS_AUTHENTICATION = "application/opds-authentication+json";

/**
 * A chapter's page, from 0, as JPEG at most `width` pixels wide (OPDS-PSE: the client fills in
 * `{pageNumber}` and `{maxWidth}`), under a root.
 */
export const PAGE_STREAM = "pages/{chapter}/{pageNumber}?width={maxWidth}";
/** One page of that stream (from 0), at the size it is stored. */
export const streamedPage = (chapterId: string, page: number) => `pages/${chapterId}/${page}`;

/** A chapter's Divina manifest (its pages for a reading app), under a root's OPDS 2.0. */
export const manifestPath = (chapterId: string) => `chapters/${chapterId}/manifest`;
/** The chapter a path under OPDS 2.0 asks the manifest of, or null. */
export const manifestChapter = (path: string): string | null =>
  path.match(/^chapters\/([^/]+)\/manifest$/)?.[1] ?? null;

/** The absolute addresses a feed's links are written from. */
export interface FeedBase {
  /** The site's public origin (covers, PDFs). */
  origin: string;
  /** The catalog's root, absolute: `https://host/opds` or `https://host/opds/key/...`. */
  root: string;
}
