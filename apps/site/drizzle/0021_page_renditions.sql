-- A page's pictures as AVIF beside its WebP, for the browsers that take it (made after the
-- chapter's pages are ready, and kept only where lighter). `avif_tried` marks a page done either way.
ALTER TABLE "chapter_pages" ADD COLUMN "small_avif_key" text;--> statement-breakpoint
ALTER TABLE "chapter_pages" ADD COLUMN "large_avif_key" text;--> statement-breakpoint
ALTER TABLE "chapter_pages" ADD COLUMN "avif_tried" boolean DEFAULT false NOT NULL;
