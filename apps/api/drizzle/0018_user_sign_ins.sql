CREATE TABLE "user_sign_ins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_sign_ins" ADD CONSTRAINT "user_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whoever holds or held a session still kept has signed in before: they are welcomed back.
INSERT INTO "user_sign_ins" ("user_id", "count", "last_at")
  SELECT "user_id", count(*), max("created_at") FROM "sessions" GROUP BY "user_id";
