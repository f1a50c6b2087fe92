// Which library pictures a version's content names, and which of them still lack a text
// alternative in its language: kept apart from the library's upload code (sharp), so that
// publishing and the schedule's worker do not load it.
import type { Locale } from "@rawafed/i18n";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { editorialMedia, type VersionContent } from "../db/schema";

/** The library image ids an address or a document names. */
const namedIds =
  /\/media\/library\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-/g;

/** The library ids named in a revision's content: its body's images and its cover. */
export function mediaIdsIn(content: Pick<VersionContent, "body" | "coverImage">): Set<string> {
  const text = `${JSON.stringify(content.body ?? null)} ${content.coverImage ?? ""}`;
  return new Set(Array.from(text.matchAll(namedIds), (match) => match[1] as string));
}

/**
 * The pictures `content` names that are not decorative and have no text alternative in
 * `language` (CONTRACT.md: required before publishing).
 */
export async function imagesWithoutAlt(
  db: Database,
  content: Pick<VersionContent, "body" | "coverImage">,
  language: Locale,
) {
  const ids = [...mediaIdsIn(content)];
  if (ids.length === 0) return [];
  const alt = language === "en" ? editorialMedia.altEn : editorialMedia.altAr;
  return db
    .select()
    .from(editorialMedia)
    .where(
      and(
        inArray(editorialMedia.id, ids),
        eq(editorialMedia.decorative, false),
        sql`btrim(${alt}) = ''`,
      ),
    );
}
