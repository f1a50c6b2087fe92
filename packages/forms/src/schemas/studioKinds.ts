// The studio's kinds of content, apart from their rules (zod): the app's routes and links read
// them without loading a schema.

/** What staff edit in the studio (the design system's `EditorialKind`), in its menu's order. */
export const studioKinds = [
  "news",
  "blog",
  "job",
  "faq",
  "statement",
  "policy",
  "catalog",
] as const;
export type StudioKind = (typeof studioKinds)[number];

/** The kinds whose item is a downloadable PDF per language (the investors' documents, the catalog). */
export const documentKinds = ["statement", "policy", "catalog"] as const satisfies StudioKind[];
export type DocumentKind = (typeof documentKinds)[number];
export const isDocumentKind = (kind: string): kind is DocumentKind =>
  (documentKinds as readonly string[]).includes(kind);

/**
 * Four eyes (CONTRACT.md, "Editorial"): every item of these kinds is an investor disclosure,
 * published only by a publisher who did not write its last revision (a news item is one when
 * marked so).
 */
export const fourEyesKinds = ["statement", "policy"] as const satisfies StudioKind[];
export const isFourEyesKind = (kind: string): boolean =>
  (fourEyesKinds as readonly string[]).includes(kind);
