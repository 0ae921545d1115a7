CREATE TABLE "family_shelf_life" (
	"family_id" integer NOT NULL,
	"category" text NOT NULL,
	"fresh_days" integer,
	"opened_days" integer,
	CONSTRAINT "family_shelf_life_family_id_category_pk" PRIMARY KEY("family_id","category")
);
--> statement-breakpoint
CREATE TABLE "inventory_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"expiration_date" date,
	"expiration_suggested" boolean DEFAULT false NOT NULL,
	"opened_at" date,
	"location" text,
	"source" text,
	"price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "inventory_batches_quantity_not_negative" CHECK ("inventory_batches"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"item_id" integer,
	"batch_id" integer,
	"item_name" text NOT NULL,
	"reason" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"batch_expiry" date,
	"action_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_shop_settings" ADD COLUMN "low_stock_to_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "cooked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "cook_action_id" integer;--> statement-breakpoint
ALTER TABLE "family_shelf_life" ADD CONSTRAINT "family_shelf_life_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_actions" ADD CONSTRAINT "stock_actions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_action_id_stock_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."stock_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_batches_item_fefo_idx" ON "inventory_batches" USING btree ("item_id","expiration_date","id");--> statement-breakpoint
CREATE INDEX "inventory_batches_family_stock_idx" ON "inventory_batches" USING btree ("family_id") WHERE "inventory_batches"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "stock_actions_family_idx" ON "stock_actions" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_item_idx" ON "stock_ledger" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_batch_idx" ON "stock_ledger" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_action_idx" ON "stock_ledger" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_family_time_idx" ON "stock_ledger" USING btree ("family_id","created_at");