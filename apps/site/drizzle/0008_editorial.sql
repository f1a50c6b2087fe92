CREATE TABLE "editorial_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"display_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"closes_on" date,
	"disclosure" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_old_slugs" (
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"version_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_old_slugs_kind_language_slug_pk" PRIMARY KEY("kind","language","slug")
);
--> statement-breakpoint
CREATE TABLE "editorial_published" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"html" text NOT NULL,
	"plain" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"cover_image" text NOT NULL,
	"fields" jsonb NOT NULL,
	"display_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"first_published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"author_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"head_revision_id" uuid,
	"published_revision_id" uuid,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"content_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "editorial_items" ADD CONSTRAINT "editorial_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_old_slugs" ADD CONSTRAINT "editorial_old_slugs_version_id_editorial_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."editorial_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_published" ADD CONSTRAINT "editorial_published_version_id_editorial_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."editorial_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_published" ADD CONSTRAINT "editorial_published_item_id_editorial_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."editorial_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_revisions" ADD CONSTRAINT "editorial_revisions_version_id_editorial_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."editorial_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_revisions" ADD CONSTRAINT "editorial_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD CONSTRAINT "editorial_versions_item_id_editorial_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."editorial_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD CONSTRAINT "editorial_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_items_kind_date" ON "editorial_items" USING btree ("kind","display_date");--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_published_slug" ON "editorial_published" USING btree ("kind","language","slug");--> statement-breakpoint
CREATE INDEX "editorial_published_list" ON "editorial_published" USING btree ("kind","language","display_date");--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_revisions_number" ON "editorial_revisions" USING btree ("version_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_versions_item_language" ON "editorial_versions" USING btree ("item_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_versions_slug" ON "editorial_versions" USING btree ("kind","language","slug");--> statement-breakpoint
CREATE INDEX "editorial_versions_list" ON "editorial_versions" USING btree ("kind","language","updated_at");--> statement-breakpoint
CREATE INDEX "editorial_versions_due_publish" ON "editorial_versions" USING btree ("publish_at") WHERE publish_at is not null;--> statement-breakpoint
CREATE INDEX "editorial_versions_due_unpublish" ON "editorial_versions" USING btree ("unpublish_at") WHERE unpublish_at is not null;--> statement-breakpoint
CREATE INDEX "editorial_versions_title_trgm" ON "editorial_versions" USING gin ("title" gin_trgm_ops);