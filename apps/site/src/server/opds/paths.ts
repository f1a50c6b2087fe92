// Where the OPDS catalogs live. Each version's feeds are under its root, by the same paths.

/** OPDS 1.2 (Atom). */
export const OPDS_V1 = "/opds/v1.2";
/** OPDS 2.0 (JSON). */
export const OPDS_V2 = "/opds/v2";
/**
 * A chapter's page, from 0, as JPEG at most `width` pixels wide (OPDS-PSE: the client fills in
 * `{pageNumber}` and `{maxWidth}`).
 */
export const PAGE_STREAM_TEMPLATE = "/opds/pages/{chapter}/{pageNumber}?width={maxWidth}";
