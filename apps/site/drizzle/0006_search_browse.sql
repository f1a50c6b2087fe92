CREATE TABLE "comics_catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "comics_catalog_version_one_row" CHECK ("comics_catalog_version"."id")
);
--> statement-breakpoint
CREATE INDEX "chapter_pages_small_key" ON "chapter_pages" USING btree ("small_key");--> statement-breakpoint
CREATE INDEX "chapter_pages_large_key" ON "chapter_pages" USING btree ("large_key");--> statement-breakpoint
CREATE INDEX "comics_published_views" ON "comics" USING btree ("views" DESC NULLS LAST) WHERE "comics"."state" = 'published';--> statement-breakpoint
CREATE INDEX "comic_stats_latest_first" ON "comic_stats" USING btree ("latest_chapter_at" DESC NULLS LAST);--> statement-breakpoint
-- Written by hand from here (drizzle-kit cannot express it). Browsing the catalog (no query)
-- counts every published comic per facet: the search keeps those counts per filter set and reuses
-- them while this version stands. It is bumped in the same transaction as any change to what they
-- count (a comic added, removed, published or withdrawn, its genres, status or direction, its
-- chapters' languages), so counts read with a version are the counts of that version, on every
-- instance.
INSERT INTO "comics_catalog_version" DEFAULT VALUES;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comics_catalog_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE comics_catalog_version SET version = version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comics_catalog_insert_delete AFTER INSERT OR DELETE ON comics
  FOR EACH STATEMENT EXECUTE FUNCTION comics_catalog_bump();--> statement-breakpoint
-- Not on a view counter's bump: only when a counted column changed.
CREATE TRIGGER comics_catalog_update AFTER UPDATE ON comics FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.genres IS DISTINCT FROM NEW.genres
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.direction IS DISTINCT FROM NEW.direction)
  EXECUTE FUNCTION comics_catalog_bump();--> statement-breakpoint
CREATE TRIGGER comics_catalog_languages AFTER UPDATE ON comic_stats FOR EACH ROW
  WHEN (OLD.languages IS DISTINCT FROM NEW.languages)
  EXECUTE FUNCTION comics_catalog_bump();
