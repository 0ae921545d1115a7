ALTER TABLE "digests_sent" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "digests_sent" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "digests_sent" ADD COLUMN "claimed_until" timestamp with time zone;