-- Issue 23: batches are versioned rows (If-Match), and every change of them keeps their item true in
-- the same statement: the item's quantity is the sum of its batches, its expiration date the earliest
-- of those holding some (kept as it was when none does: a used-up item keeps its last date, as before
-- batches). One statement-level trigger per kind of change (transition tables), so a cook that takes
-- from 15 batches updates each item once. Items whose sum and date did not change are not touched (their
-- version stays). The family's 'inventory' version is bumped once per statement, so a batch change that
-- leaves the item as it was (a date of a later batch, opened, moved) still changes the list's ETag.
-- The ledger (stock_ledger, stock_actions) has no version scope: its writes never touch a cached list.
-- An edit of the item itself (PATCH /api/inventory/:id) writes several batches and then the item once,
-- its sum and date computed in that same UPDATE (one version step): it turns the sync off for those
-- batch writes with set_config('kitching.stock_sync', 'off', true) and on again before the item's.
CREATE TRIGGER "inventory_batches_row_version" BEFORE UPDATE ON "inventory_batches"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
CREATE FUNCTION "sync_item_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kitching.stock_sync', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM "set_family_version"(f."family_id", 'inventory')
    FROM (SELECT DISTINCT "family_id" FROM "changed_batches") AS f;
  UPDATE "inventory_items" AS i
  SET "quantity" = s."total",
      "expiration_date" = CASE WHEN s."total" > 0 THEN s."earliest" ELSE i."expiration_date" END,
      "updated_at" = now()
  FROM (
    SELECT c."item_id",
      least(coalesce(sum(b."quantity"), 0), 9999999999.99) AS "total",
      min(b."expiration_date") FILTER (WHERE b."quantity" > 0) AS "earliest"
    FROM (SELECT DISTINCT "item_id" FROM "changed_batches") AS c
    LEFT JOIN "inventory_batches" AS b ON b."item_id" = c."item_id"
    GROUP BY c."item_id"
  ) AS s
  WHERE i."id" = s."item_id"
    AND (i."quantity" IS DISTINCT FROM s."total"
      OR (s."total" > 0 AND i."expiration_date" IS DISTINCT FROM s."earliest"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inventory_batches_sync_insert" AFTER INSERT ON "inventory_batches"
  REFERENCING NEW TABLE AS "changed_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_item_stock"();
--> statement-breakpoint
CREATE TRIGGER "inventory_batches_sync_update" AFTER UPDATE ON "inventory_batches"
  REFERENCING NEW TABLE AS "changed_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_item_stock"();
--> statement-breakpoint
CREATE TRIGGER "inventory_batches_sync_delete" AFTER DELETE ON "inventory_batches"
  REFERENCING OLD TABLE AS "changed_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_item_stock"();
