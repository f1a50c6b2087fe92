-- The studio's search compares titles lower-cased once, when written (`like`), not each title
-- lower-cased by `ilike` on every search; the trigram index moves to that column.
DROP INDEX "editorial_versions_title_trgm";--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD COLUMN "title_search" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "editorial_versions_title_search_trgm" ON "editorial_versions" USING gin ("title_search" gin_trgm_ops);