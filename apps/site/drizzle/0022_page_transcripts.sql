-- A page's words as text (its balloons, captions and sound effects in reading order, in the
-- chapter's language): the page's description for screen readers, and what search finds inside
-- chapters. Apart from chapter_pages: given at upload, before the pages are drawn.
CREATE TABLE "page_transcripts" (
	"chapter_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_transcripts_chapter_id_page_pk" PRIMARY KEY("chapter_id","page"),
	CONSTRAINT "page_transcripts_page" CHECK ("page_transcripts"."page" >= 1)
);
--> statement-breakpoint
ALTER TABLE "page_transcripts" ADD CONSTRAINT "page_transcripts_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Searched as the catalog's names are (migration 0004): normalised, English and Arabic stems.
ALTER TABLE "page_transcripts" ADD COLUMN "search_vector" tsvector NOT NULL
  GENERATED ALWAYS AS (comics_search_vector(comics_search_normalize("text"))) STORED;--> statement-breakpoint
CREATE INDEX "page_transcripts_search" ON "page_transcripts" USING gin ("search_vector")
  WITH (fastupdate = off);
