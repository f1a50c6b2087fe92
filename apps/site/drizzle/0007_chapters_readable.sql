ALTER TABLE "chapters" ADD COLUMN "readable" boolean GENERATED ALWAYS AS (state = 'published' and pipeline = 'ready') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "chapters_readable_latest" ON "chapters" USING btree ("published_at","number") WHERE readable;--> statement-breakpoint
-- Written by hand from here (drizzle-kit cannot express it). comic_stats counts what visitors can
-- open (the languages search filters on, a card's latest chapter): readable chapters, by the
-- column above, not every published one. A chapter becoming ready refreshes its comic's stats, and
-- a new language among them bumps the catalog version (0006), so no search keeps stale counts.
CREATE OR REPLACE FUNCTION comic_stats_refresh_chapters(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE comic_stats s SET
    languages = coalesce(a.languages, '{}'::text[]),
    chapter_count = coalesce(a.chapter_count, 0),
    latest_chapter_at = l.published_at,
    latest_chapter_number = l.number,
    latest_chapter_language = l.language
  FROM (SELECT DISTINCT id FROM unnest(ids) AS id) t
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT c.language ORDER BY c.language) AS languages, count(*) AS chapter_count
    FROM chapters c WHERE c.comic_id = t.id AND c.readable
  ) a ON true
  LEFT JOIN LATERAL (
    SELECT c.published_at, c.number, c.language FROM chapters c
    WHERE c.comic_id = t.id AND c.readable
    ORDER BY c.published_at DESC NULLS LAST, c.number DESC LIMIT 1
  ) l ON true
  WHERE s.comic_id = t.id
$$;--> statement-breakpoint
DROP TRIGGER comic_stats_chapters_update ON chapters;--> statement-breakpoint
CREATE TRIGGER comic_stats_chapters_update AFTER UPDATE ON chapters FOR EACH ROW
  WHEN (OLD.readable IS DISTINCT FROM NEW.readable
    OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.language IS DISTINCT FROM NEW.language OR OLD.number IS DISTINCT FROM NEW.number
    OR OLD.comic_id IS DISTINCT FROM NEW.comic_id)
  EXECUTE FUNCTION comic_stats_chapter_updated();--> statement-breakpoint
SELECT comic_stats_refresh_chapters(ARRAY(SELECT id FROM comics));
