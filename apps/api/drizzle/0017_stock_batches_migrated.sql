-- Issue 23: existing stock becomes one batch per item holding some (its quantity, unit and date; source
-- 'migrated', made when and by whom the item was). Items at 0 get none and keep their date. Run again,
-- it adds nothing: an item with a batch is skipped. The sync trigger finds every item already true.
INSERT INTO "inventory_batches"
  ("item_id", "family_id", "quantity", "unit", "expiration_date", "source", "created_at", "created_by")
SELECT i."id", i."family_id", i."quantity", i."unit", i."expiration_date", 'migrated', i."created_at", i."user_id"
FROM "inventory_items" AS i
WHERE i."quantity" > 0
  AND NOT EXISTS (SELECT 1 FROM "inventory_batches" AS b WHERE b."item_id" = i."id")
ORDER BY i."id";
