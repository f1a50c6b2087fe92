CREATE TABLE "chapter_pages" (
	"chapter_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"small_key" text NOT NULL,
	"large_key" text NOT NULL,
	"placeholder" text NOT NULL,
	CONSTRAINT "chapter_pages_chapter_id_page_pk" PRIMARY KEY("chapter_id","page")
);
--> statement-breakpoint
CREATE TABLE "chapter_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"user_id" text,
	"kinds" text[] NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comic_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"translator_id" text,
	"cover_key" text,
	"pdf_key" text,
	"pdf_size" bigint,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pipeline" text DEFAULT 'pending' NOT NULL,
	"pipeline_error" text,
	"state" text DEFAULT 'received' NOT NULL,
	"rejection_reason" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comic_id" uuid NOT NULL,
	"chapter_id" uuid,
	"user_id" text,
	"body" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_ratings" (
	"comic_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comic_ratings_comic_id_user_id_pk" PRIMARY KEY("comic_id","user_id"),
	CONSTRAINT "comic_ratings_range" CHECK ("comic_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "comics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"translated_name" text DEFAULT '' NOT NULL,
	"other_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"publisher_id" uuid,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"writer" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"direction" text DEFAULT 'ltr' NOT NULL,
	"original_language" text NOT NULL,
	"translation_language" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"uploader_id" text,
	"state" text DEFAULT 'received' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" text NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_target_target_id_pk" PRIMARY KEY("user_id","target","target_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"comic_id" uuid,
	"chapter_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"founded_on" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reading_history" (
	"user_id" text NOT NULL,
	"chapter_id" uuid NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_history_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "saves" (
	"user_id" text NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saves_user_id_target_target_id_pk" PRIMARY KEY("user_id","target","target_id")
);
--> statement-breakpoint
CREATE TABLE "translator_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'professional' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translator_ratings" (
	"translator_id" text NOT NULL,
	"user_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"clarity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translator_ratings_translator_id_user_id_pk" PRIMARY KEY("translator_id","user_id"),
	CONSTRAINT "translator_ratings_range" CHECK ("translator_ratings"."stars" between 1 and 5 and "translator_ratings"."quality" between 1 and 5 and "translator_ratings"."clarity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "chapter_pages" ADD CONSTRAINT "chapter_pages_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reports" ADD CONSTRAINT "chapter_reports_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reports" ADD CONSTRAINT "chapter_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_translator_id_users_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_comments" ADD CONSTRAINT "comic_comments_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_comments" ADD CONSTRAINT "comic_comments_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_comments" ADD CONSTRAINT "comic_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_ratings" ADD CONSTRAINT "comic_ratings_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_ratings" ADD CONSTRAINT "comic_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comics" ADD CONSTRAINT "comics_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comics" ADD CONSTRAINT "comics_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_profiles" ADD CONSTRAINT "translator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_ratings" ADD CONSTRAINT "translator_ratings_translator_id_users_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_ratings" ADD CONSTRAINT "translator_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_reports_status" ON "chapter_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_comic_language_number" ON "chapters" USING btree ("comic_id","language","number");--> statement-breakpoint
CREATE INDEX "chapters_state_published" ON "chapters" USING btree ("state","published_at");--> statement-breakpoint
CREATE INDEX "chapters_translator" ON "chapters" USING btree ("translator_id");--> statement-breakpoint
CREATE INDEX "comic_comments_comic" ON "comic_comments" USING btree ("comic_id","created_at");--> statement-breakpoint
CREATE INDEX "comic_comments_user" ON "comic_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comics_state_published" ON "comics" USING btree ("state","published_at");--> statement-breakpoint
CREATE INDEX "comics_publisher" ON "comics" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "comics_uploader" ON "comics" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "follows_target" ON "follows" USING btree ("target","target_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reading_history_user_read" ON "reading_history" USING btree ("user_id","read_at");