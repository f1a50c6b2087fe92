CREATE TABLE "comic_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"comic_name" text NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"details" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"comic_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translator_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"languages" text[] NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "chapters_comic_language_number";--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "revision_of" uuid;--> statement-breakpoint
ALTER TABLE "comic_requests" ADD CONSTRAINT "comic_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_requests" ADD CONSTRAINT "comic_requests_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_applications" ADD CONSTRAINT "translator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comic_requests_state" ON "comic_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "review_log_subject" ON "review_log" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "review_log_created" ON "review_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "translator_applications_one_open" ON "translator_applications" USING btree ("user_id") WHERE state = 'received';--> statement-breakpoint
CREATE INDEX "translator_applications_state" ON "translator_applications" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_revision_of_chapters_id_fk" FOREIGN KEY ("revision_of") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_revision_of" ON "chapters" USING btree ("revision_of");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_comic_language_number" ON "chapters" USING btree ("comic_id","language","number") WHERE revision_of is null;