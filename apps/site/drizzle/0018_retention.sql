-- Retention (issue #33): contact messages and job applications are deleted RETENTION_DAYS after
-- they arrive unless a staff member keeps one (`kept_at`); the daily pass finds them by index.
ALTER TABLE "submissions" ADD COLUMN "kept_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "submissions_retention" ON "submissions" USING btree ("created_at") WHERE "kept_at" IS NULL AND "kind" IN ('contact', 'jobApplication');
