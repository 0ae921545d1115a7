DROP INDEX "activity_family_created_idx";--> statement-breakpoint
ALTER TABLE "activity" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_family_id_idx" ON "activity" USING btree ("family_id","id");