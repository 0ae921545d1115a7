-- Before a family may hold a barcode only once (the unique index of the next migration), every stored
-- barcode takes the one form the API writes (normalizeBarcode), and earlier duplicates are resolved.
--
-- A blank barcode never meant one (the API stores it as null), and spaces around one are not part of it.
UPDATE "inventory_items" SET "barcode" = NULLIF(btrim("barcode"), '')
  WHERE "barcode" <> btrim("barcode") OR "barcode" = '';
--> statement-breakpoint
-- Rows saved before normalisation may hold a UPC-A as its 12 digits: written as its EAN-13 (a leading
-- 0), as normalizeBarcode does, when the GS1 check digit is right (digits 1, 3, ..., 11 weigh 3).
UPDATE "inventory_items" SET "barcode" = '0' || "barcode"
  WHERE "barcode" ~ '^[0-9]{12}$'
    AND (10 - (
      3 * (substr("barcode", 1, 1)::int + substr("barcode", 3, 1)::int + substr("barcode", 5, 1)::int
         + substr("barcode", 7, 1)::int + substr("barcode", 9, 1)::int + substr("barcode", 11, 1)::int)
      + substr("barcode", 2, 1)::int + substr("barcode", 4, 1)::int + substr("barcode", 6, 1)::int
      + substr("barcode", 8, 1)::int + substr("barcode", 10, 1)::int
    ) % 10) % 10 = substr("barcode", 12, 1)::int;
--> statement-breakpoint
-- Duplicates (left by scans that raced): the oldest item keeps the barcode, the later ones keep
-- everything else and lose only the barcode. Not merged: their units, names and dates may differ, and
-- a migration should not delete a family's rows. Nothing a family sees changes: the scanner has always
-- found the oldest of them only (findByBarcode orders by id), so the later ones were never scanned.
UPDATE "inventory_items" AS "later" SET "barcode" = NULL
  WHERE "later"."barcode" IS NOT NULL
    AND EXISTS (
      SELECT 1 FROM "inventory_items" AS "first"
        WHERE "first"."family_id" = "later"."family_id"
          AND "first"."barcode" = "later"."barcode"
          AND "first"."id" < "later"."id"
    );
