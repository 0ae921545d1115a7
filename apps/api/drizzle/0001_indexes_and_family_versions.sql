CREATE TABLE "family_versions" (
	"family_id" integer NOT NULL,
	"scope" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "family_versions_family_id_scope_pk" PRIMARY KEY("family_id","scope")
);
--> statement-breakpoint
DROP INDEX "inventory_family_idx";--> statement-breakpoint
DROP INDEX "recipes_family_archived_idx";--> statement-breakpoint
CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inventory_family_name_idx" ON "inventory_items" USING btree ("family_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "inventory_user_idx" ON "inventory_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recipes_family_list_idx" ON "recipes" USING btree ("family_id","is_archived","created_at","id");--> statement-breakpoint
CREATE INDEX "recipes_created_by_idx" ON "recipes" USING btree ("created_by");