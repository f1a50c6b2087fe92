import type { Locale } from "@rawafed/i18n";
import { reportYears } from "./years";

/**
 * The documents the site offers to download, each made at build in both languages
 * (build/downloads.ts) and served from `/files/{locale}/{id}.pdf`. Only ids live here, so the
 * copy of the documents stays out of the pages' JavaScript.
 */

export const statementIds = reportYears.map((year) => `financial-statements-${year}` as const);

/** The governance documents of the regulations and policies page. */
export const policyIds = [
  "policy-corporate-governance",
  "policy-board-membership",
  "policy-remuneration",
  "policy-dividend-distribution",
  "policy-disclosure",
  "policy-conflict-of-interest",
] as const;
export type PolicyId = (typeof policyIds)[number];

/** The product catalog of the storage products. */
export const catalogId = "rawafed-catalog";

export const documentIds = [...statementIds, ...policyIds, catalogId] as const;
export type DocumentId = (typeof documentIds)[number];

/** Where a document is served, in the visitor's language. */
export function documentPath(id: DocumentId, locale: Locale): string {
  return `/files/${locale}/${id}.pdf`;
}
