-- Translator teams (#35): a team, its members with their roles, and the people a team's chapter
-- is credited to (its members when it was published). A chapter's team, a translator's application
-- to join one, and when the reviewing team last asked a chapter's translator for transcripts.
CREATE TABLE "chapter_credits" (
	"chapter_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "chapter_credits_chapter_id_user_id_pk" PRIMARY KEY("chapter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_members_role" CHECK ("team_members"."role" in ('leader', 'member'))
);
--> statement-breakpoint
CREATE TABLE "translator_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translator_teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "transcripts_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "translator_applications" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "chapter_credits" ADD CONSTRAINT "chapter_credits_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_credits" ADD CONSTRAINT "chapter_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_translator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."translator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_teams" ADD CONSTRAINT "translator_teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_user" ON "team_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_team_id_translator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."translator_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_applications" ADD CONSTRAINT "translator_applications_team_id_translator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."translator_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_team" ON "chapters" USING btree ("team_id") WHERE team_id is not null;