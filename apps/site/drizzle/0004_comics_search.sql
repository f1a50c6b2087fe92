CREATE TABLE "comic_rating_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	"rating_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "comic_rating_totals_one_row" CHECK ("comic_rating_totals"."id")
);
--> statement-breakpoint
CREATE TABLE "comic_stats" (
	"comic_id" uuid PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"latest_chapter_at" timestamp with time zone,
	"latest_chapter_number" integer,
	"latest_chapter_language" text,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comic_stats" ADD CONSTRAINT "comic_stats_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comic_stats_latest" ON "comic_stats" USING btree ("latest_chapter_at");--> statement-breakpoint
-- Written by hand from here (drizzle-kit cannot express it): trigram matching, the search text's
-- normalisation, the generated search columns of "comics", and the triggers that keep "comic_stats"
-- and "comic_rating_totals".
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- One normalisation for the indexed text and the query, so both meet: lower case, Latin accents
-- dropped; Arabic hamza forms (أ إ آ ٱ ؤ ئ) to their bare letters, ة to ه, ى to ي, Persian ی and ک
-- to Arabic; Arabic-Indic and Persian digits to ASCII; tatweel and tashkeel (U+064B-065F, U+0670)
-- removed (translate() drops the characters that have no counterpart); spaces collapsed.
CREATE OR REPLACE FUNCTION comics_search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN btrim(regexp_replace(translate(lower(input),
  U&'\0623\0625\0622\0671\0624\0626\0629\0649\06CC\06A9\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\00E0\00E1\00E2\00E3\00E4\00E5\0101\00E8\00E9\00EA\00EB\0113\00EC\00ED\00EE\00EF\012B\00F2\00F3\00F4\00F5\00F6\014D\00F9\00FA\00FB\00FC\016B\00FD\00FF\00F1\00E7\0640\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670',
  U&'\0627\0627\0627\0627\0648\064A\0647\064A\064A\064301234567890123456789aaaaaaaeeeeeiiiiioooooouuuuuyync'),
  '\s+', ' ', 'g'));--> statement-breakpoint
-- The searched text of a comic: its names, normalised. array_to_string is only STABLE in general
-- (element output functions), but for text[] it is deterministic: IMMUTABLE holds here.
CREATE OR REPLACE FUNCTION comics_search_document(name text, translated_name text, other_names text[])
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN comics_search_normalize(coalesce(name, '') || ' ' || coalesce(translated_name, '') || ' '
  || coalesce(array_to_string(other_names, ' '), ''));--> statement-breakpoint
-- Words of both catalog languages: English stems ("heroes" finds "hero"), Arabic stems and drops
-- the article ("الابطال" finds "ابطال").
CREATE OR REPLACE FUNCTION comics_search_vector(document text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN to_tsvector('english'::regconfig, document) || to_tsvector('arabic'::regconfig, document);--> statement-breakpoint
CREATE OR REPLACE FUNCTION comics_search_query(query text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN websearch_to_tsquery('english'::regconfig, comics_search_normalize(query))
  || websearch_to_tsquery('arabic'::regconfig, comics_search_normalize(query));--> statement-breakpoint
ALTER TABLE "comics" ADD COLUMN "search_text" text NOT NULL
  GENERATED ALWAYS AS (comics_search_document("name", "translated_name", "other_names")) STORED;--> statement-breakpoint
ALTER TABLE "comics" ADD COLUMN "search_vector" tsvector NOT NULL
  GENERATED ALWAYS AS (comics_search_vector(comics_search_document("name", "translated_name", "other_names"))) STORED;--> statement-breakpoint
-- fastupdate off: an insert goes into the index itself, not a pending list that every search
-- reads through until a vacuum cleans it (PGlite has no autovacuum: it would grow to 4 MB).
CREATE INDEX "comics_search_trgm" ON "comics" USING gin ("search_text" gin_trgm_ops)
  WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "comics_search_vector" ON "comics" USING gin ("search_vector")
  WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "comics_genres" ON "comics" USING gin ("genres") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "chapters_comic_published" ON "chapters" ("comic_id", "published_at") WHERE "state" = 'published';--> statement-breakpoint
-- comic_stats, recomputed from a comic's chapters (published only) or ratings.
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
    FROM chapters c WHERE c.comic_id = t.id AND c.state = 'published'
  ) a ON true
  LEFT JOIN LATERAL (
    SELECT c.published_at, c.number, c.language FROM chapters c
    WHERE c.comic_id = t.id AND c.state = 'published'
    ORDER BY c.published_at DESC NULLS LAST, c.number DESC LIMIT 1
  ) l ON true
  WHERE s.comic_id = t.id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comic_stats_refresh_ratings(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE comic_stats s SET
    rating_count = (SELECT count(*) FROM comic_ratings r WHERE r.comic_id = t.id),
    rating_sum = (SELECT coalesce(sum(r.stars), 0) FROM comic_ratings r WHERE r.comic_id = t.id)
  FROM (SELECT DISTINCT id FROM unnest(ids) AS id) t
  WHERE s.comic_id = t.id
$$;--> statement-breakpoint
-- Statement-level triggers read the changed rows as one table: a bulk insert refreshes each comic
-- once, not once a row.
CREATE OR REPLACE FUNCTION comic_stats_comics_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO comic_stats (comic_id, published)
  SELECT id, state = 'published' FROM changed_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_stats_comics_insert AFTER INSERT ON comics
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comic_stats_comics_inserted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION comic_stats_comic_state_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE comic_stats SET published = NEW.state = 'published' WHERE comic_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_stats_comics_state AFTER UPDATE OF state ON comics FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION comic_stats_comic_state_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION comic_stats_chapters_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comic_stats_refresh_chapters(ARRAY(SELECT DISTINCT comic_id FROM changed_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_stats_chapters_insert AFTER INSERT ON chapters
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comic_stats_chapters_changed();--> statement-breakpoint
CREATE TRIGGER comic_stats_chapters_delete AFTER DELETE ON chapters
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comic_stats_chapters_changed();--> statement-breakpoint
-- Updates, row by row and only when what the stats read changed: a chapter's view counter, bumped
-- on every read, refreshes nothing.
CREATE OR REPLACE FUNCTION comic_stats_chapter_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comic_stats_refresh_chapters(ARRAY[OLD.comic_id, NEW.comic_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_stats_chapters_update AFTER UPDATE ON chapters FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.language IS DISTINCT FROM NEW.language OR OLD.number IS DISTINCT FROM NEW.number
    OR OLD.comic_id IS DISTINCT FROM NEW.comic_id)
  EXECUTE FUNCTION comic_stats_chapter_updated();--> statement-breakpoint
CREATE OR REPLACE FUNCTION comic_stats_ratings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comic_stats_refresh_ratings(ARRAY(SELECT DISTINCT comic_id FROM changed_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_stats_ratings_insert AFTER INSERT ON comic_ratings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comic_stats_ratings_changed();--> statement-breakpoint
CREATE TRIGGER comic_stats_ratings_delete AFTER DELETE ON comic_ratings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comic_stats_ratings_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION comic_stats_rating_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comic_stats_refresh_ratings(ARRAY[OLD.comic_id, NEW.comic_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_stats_ratings_update AFTER UPDATE ON comic_ratings FOR EACH ROW
  WHEN (OLD.stars IS DISTINCT FROM NEW.stars OR OLD.comic_id IS DISTINCT FROM NEW.comic_id)
  EXECUTE FUNCTION comic_stats_rating_updated();--> statement-breakpoint
-- The one row of totals follows each published comic's ratings: a change adds its difference.
CREATE OR REPLACE FUNCTION comic_rating_totals_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sum_delta bigint := 0;
  count_delta bigint := 0;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.published THEN
      sum_delta := NEW.rating_sum;
      count_delta := NEW.rating_count;
    END IF;
  END IF;
  IF OLD.published THEN
    sum_delta := sum_delta - OLD.rating_sum;
    count_delta := count_delta - OLD.rating_count;
  END IF;
  IF sum_delta <> 0 OR count_delta <> 0 THEN
    UPDATE comic_rating_totals
    SET rating_sum = rating_sum + sum_delta, rating_count = rating_count + count_delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER comic_rating_totals_update AFTER UPDATE ON comic_stats FOR EACH ROW
  WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.rating_sum IS DISTINCT FROM NEW.rating_sum
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count)
  EXECUTE FUNCTION comic_rating_totals_changed();--> statement-breakpoint
CREATE TRIGGER comic_rating_totals_delete AFTER DELETE ON comic_stats FOR EACH ROW
  EXECUTE FUNCTION comic_rating_totals_changed();--> statement-breakpoint
INSERT INTO comic_rating_totals DEFAULT VALUES;--> statement-breakpoint
-- Comics already stored (a catalog seeded before this migration) get their stats now.
INSERT INTO comic_stats (comic_id, published)
SELECT id, state = 'published' FROM comics ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT comic_stats_refresh_chapters(ARRAY(SELECT id FROM comics));--> statement-breakpoint
SELECT comic_stats_refresh_ratings(ARRAY(SELECT id FROM comics));
