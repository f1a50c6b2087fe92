-- Passkeys (better-auth's passkey plugin, WebAuthn), and whether a session was opened with a
-- second factor: the staff reach nothing with one that was not.
CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"aaguid" text,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "passkeys_user_id" ON "passkeys" USING btree ("user_id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Before this, a session of an account with an app could only open through its code.
UPDATE "sessions" SET "second_factor" = true
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "two_factor_enabled");
