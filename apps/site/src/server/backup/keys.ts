// Every file the database names, by its key in the file store: what a backup copies beside the
// dump. Derived files (page images) are included, not regenerated: a restored site serves its
// chapters at once, and the images' keys (their hashes) stay the ones the rows name.
import { isStoreKey } from "../files/keys";

/**
 * One key per row, in any order and possibly repeated. Each column that holds a key or names a
 * file: a person's photo (its name under `photos/`), covers, chapter PDFs, page images, the files
 * sent with a submission (a CV), the media library's renditions, and the studio's documents and
 * videos, named anywhere in a revision's content or a published version's fields.
 */
export const FILE_KEYS_SQL = `
select 'photos/' || image as key from users where image is not null
union all select cover_key from comics where cover_key is not null
union all select cover_key from chapters where cover_key is not null
union all select pdf_key from chapters where pdf_key is not null
union all select small_key from chapter_pages
union all select large_key from chapter_pages
union all select small_avif_key from chapter_pages where small_avif_key is not null
union all select large_avif_key from chapter_pages where large_avif_key is not null
union all select stored_name from uploads
union all select rendition->>'avif' from editorial_media, jsonb_array_elements(renditions) rendition
union all select rendition->>'webp' from editorial_media, jsonb_array_elements(renditions) rendition
union all select value #>> '{}' from editorial_revisions,
  jsonb_path_query(content, '$.** ? (@.type() == "string" && @ like_regex "^(documents|videos)/")') value
union all select value #>> '{}' from editorial_published,
  jsonb_path_query(fields, '$.** ? (@.type() == "string" && @ like_regex "^(documents|videos)/")') value
`;

/** The rows' keys, each once, sorted; a value that is not a store key (a stray URL) is skipped. */
export function fileKeys(rows: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const key of rows) if (isStoreKey(key)) keys.add(key);
  return [...keys].sort();
}

/** Migrations applied: the rows of drizzle's journal table. */
export const MIGRATIONS_SQL = "select count(*)::int as count from drizzle.__drizzle_migrations";
