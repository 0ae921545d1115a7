CREATE TABLE "personal_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "personal_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "personal_tokens" ADD CONSTRAINT "personal_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_tokens_user_idx" ON "personal_tokens" USING btree ("user_id");--> statement-breakpoint
-- A revoked (deleted) token, or one whose scopes or expiry change, is forgotten by every server's session
-- cache at commit; the once-a-minute lastUsedAt write notifies no one.
CREATE TRIGGER "personal_tokens_auth_change" AFTER UPDATE OF "scopes", "expires_at" OR DELETE ON "personal_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('user', 'user_id');
