CREATE TABLE "notice_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_families" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"expiry_days" smallint,
	"ran_at" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_items" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"local_day" date NOT NULL,
	CONSTRAINT "notice_items_user_id_kind_item_key_local_day_pk" PRIMARY KEY("user_id","kind","item_key","local_day")
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"kind" text NOT NULL,
	"local_day" date NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_families" ADD CONSTRAINT "notice_families_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_items" ADD CONSTRAINT "notice_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_deliveries_pending_idx" ON "notice_deliveries" USING btree ("due_at") WHERE "notice_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notice_deliveries_notice_idx" ON "notice_deliveries" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "inventory_family_expiry_idx" ON "inventory_items" USING btree ("family_id","expiration_date") WHERE "inventory_items"."expiration_date" is not null;--> statement-breakpoint
CREATE INDEX "inventory_family_low_idx" ON "inventory_items" USING btree ("family_id") WHERE "inventory_items"."quantity" <= "inventory_items"."min_stock_level";