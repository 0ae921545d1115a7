import {
  categoryField,
  type ExportInventoryItemLine,
  type ExportStockActionLine,
  expirationDateField,
  INVENTORY_DEFAULTS,
  itemNameField,
  minStockLevelField,
  quantityField,
  unitField,
} from '@kitching/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { SkippedEntry } from './formats/import-format';
import { importErrors } from './imports.errors';

/** The pantry CSV's columns, in the order Kitching writes them. */
export const CSV_COLUMNS = ['name', 'quantity', 'unit', 'category', 'expiry', 'min stock'] as const;
type Column = 'name' | 'quantity' | 'unit' | 'category' | 'expiry' | 'minStock';

/** Header names a spreadsheet may use for each column, compared lower-case with letters only. */
const HEADER_WORDS: Record<Column, string[]> = {
  name: ['name', 'item', 'itemname', 'product', 'productname', 'food', 'ingredient', 'description'],
  quantity: ['quantity', 'qty', 'amount', 'count', 'stock', 'onhand', 'instock'],
  unit: ['unit', 'units', 'uom', 'measure', 'unitofmeasure'],
  category: ['category', 'categories', 'type', 'section', 'aisle', 'group'],
  expiry: [
    'expiry',
    'expires',
    'expiration',
    'expirationdate',
    'expirydate',
    'bestbefore',
    'useby',
    'bestby',
    'date',
  ],
  minStock: [
    'minstock',
    'minimum',
    'min',
    'minstocklevel',
    'minimumstock',
    'reorderat',
    'reorderlevel',
    'par',
    'parlevel',
  ],
};
const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, tab or carriage return as a formula. On the way
 * out such a cell is written with a leading apostrophe (shown as text, OWASP's advice); on the way in
 * a row holding one is not imported (the apostrophe form is read back as the text it stands for).
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
export const neutralise = (cell: string) => (FORMULA.test(cell) && !NUMBER.test(cell) ? `'${cell}` : cell);

/** Inventory rows as CSV text with a header (for a page at a time, `header` only on the first). */
export function inventoryCsv(
  items: {
    name: string;
    quantity: string;
    unit: string;
    category: string;
    expirationDate: string | null;
    minStockLevel: string;
  }[],
  header: boolean,
): string {
  return stringify(
    items.map((i) =>
      [i.name, i.quantity, i.unit, i.category, i.expirationDate ?? '', i.minStockLevel].map(neutralise),
    ),
    { header, columns: [...CSV_COLUMNS] },
  );
}

/** Whether a text file looks like a pantry CSV: its first line names a 'name' column and another of ours. */
export function looksLikePantryCsv(text: string): boolean {
  const first = text.slice(0, 2000).split(/\r?\n/)[0] ?? '';
  const keys = first.split(/[,;\t]/).map((h) => headerKey(h.replace(/^"|"$/g, '')));
  const found = (Object.keys(HEADER_WORDS) as Column[]).filter((c) =>
    keys.some((k) => HEADER_WORDS[c].includes(k)),
  );
  // A recipe's columns make it a recipe file, whatever else it has.
  if (keys.some((k) => /^(ingredients?|instructions?|directions?|method|steps?)$/.test(k))) return false;
  return found.includes('name') && found.length >= 2;
}

const firstIssue = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? '' : (result.error.issues[0]?.message ?? 'Not valid');

/** The most rows one pantry CSV may hold. */
export const MAX_CSV_ROWS = 10_000;

/**
 * A pantry CSV as items to add, each with one batch (its quantity and date), and one 'add' stock
 * action holding them (so the import shows in each item's history and can be undone as one).
 * Column headers are matched loosely; a row that is not valid is skipped by its name with the reason.
 */
export function readPantryCsv(text: string): {
  items: ExportInventoryItemLine[];
  action: ExportStockActionLine | null;
  skipped: SkippedEntry[];
} {
  let rows: string[][];
  try {
    rows = parse(text, {
      relax_quotes: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      delimiter: [',', ';', '\t'],
      to: MAX_CSV_ROWS + 2,
    });
  } catch (error) {
    throw importErrors.malformed(`the CSV is not valid (${(error as Error).message.slice(0, 120)})`);
  }
  const header = (rows.shift() ?? []).map(headerKey);
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(HEADER_WORDS) as Column[])
    index[column] = header.findIndex((h) => HEADER_WORDS[column].includes(h));
  if (index.name < 0) throw importErrors.csvColumns();
  if (rows.length > MAX_CSV_ROWS) throw importErrors.tooManyRecipes(rows.length, MAX_CSV_ROWS);

  const items: ExportInventoryItemLine[] = [];
  const skipped: SkippedEntry[] = [];
  const now = new Date().toISOString();
  rows.forEach((row, n) => {
    const cell = (c: Column) => (index[c] >= 0 ? (row[index[c]] ?? '').trim() : '');
    const label = cell('name').replace(/^'/, '') || `Row ${n + 2}`;
    const raw = row.map((c) => c.trim());
    if (raw.some((c) => FORMULA.test(c) && !NUMBER.test(c))) {
      skipped.push({
        name: label,
        reason:
          'The row holds a spreadsheet formula (a cell starting with =, +, - or @); formulas are not imported',
      });
      return;
    }
    const text = (c: Column) => cell(c).replace(/^'(?=[=+\-@])/, '');
    const fields = {
      name: itemNameField.safeParse(text('name')),
      quantity: quantityField.safeParse(text('quantity') || INVENTORY_DEFAULTS.quantity),
      unit: unitField.safeParse(text('unit') || INVENTORY_DEFAULTS.unit),
      category: categoryField.safeParse(text('category') || 'Other'),
      expiry: expirationDateField.safeParse(text('expiry')),
      minStock: minStockLevelField.safeParse(text('minStock')),
    };
    const bad = Object.values(fields).find((f) => !f.success);
    if (bad) {
      skipped.push({ name: label, reason: firstIssue(bad) });
      return;
    }
    const v = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.data])) as {
      name: string;
      quantity: string;
      unit: string;
      category: string;
      expiry: string | null;
      minStock: string;
    };
    const id = -(n + 1);
    items.push({
      id,
      name: v.name,
      quantity: v.quantity,
      unit: v.unit,
      category: v.category,
      expirationDate: v.expiry,
      minStockLevel: v.minStock,
      barcode: null,
      createdAt: now,
      batches:
        Number(v.quantity) > 0
          ? [
              {
                id,
                quantity: v.quantity,
                unit: v.unit,
                expirationDate: v.expiry,
                expirationSuggested: false,
                openedAt: null,
                location: null,
                source: 'add',
                price: null,
                createdAt: now,
              },
            ]
          : [],
    });
  });
  const stocked = items.filter((i) => i.batches.length);
  const action: ExportStockActionLine | null = items.length
    ? {
        id: -1,
        kind: 'add',
        note: 'Imported from a CSV',
        createdAt: now,
        undoneAt: null,
        details: { createdItemIds: items.map((i) => i.id), createdBatchIds: stocked.map((i) => i.id) },
        entries: stocked.map((i) => ({
          itemId: i.id,
          batchId: i.id,
          itemName: i.name,
          reason: 'bought',
          quantity: i.quantity,
          unit: i.unit,
          batchExpiry: i.expirationDate,
          createdAt: now,
        })),
      }
    : null;
  return { items, action, skipped };
}
