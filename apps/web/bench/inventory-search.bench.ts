/**
 * How long the inventory page's search, filter and sort take over 2,000 items, in Node (the same
 * code the page runs on every keystroke, before React draws the rows):
 *
 *   npm run bench:inventory-search
 */
import { INVENTORY_CATEGORIES, type InventoryItem, UNITS } from '@kitching/contracts';
import {
  ALL_CATEGORIES,
  filterAndSort,
  type ListQuery,
  toRows,
} from '../src/features/inventory/inventory-list.helper';

const ITEMS = 2_000;
const ROUNDS = 200;
const words = ['Milk', 'Flour', 'Apples', 'Rice', 'Beans', 'Eggs', 'Butter', 'Cheese'];
const items: InventoryItem[] = Array.from({ length: ITEMS }, (_, i) => ({
  id: i + 1,
  familyId: 1,
  name: `${words[i % words.length]} ${i}`,
  quantity: String(i % 9),
  unit: UNITS[i % UNITS.length]!,
  category: INVENTORY_CATEGORIES[i % INVENTORY_CATEGORIES.length]!,
  expirationDate: i % 4 === 0 ? `2026-12-${String((i % 28) + 1).padStart(2, '0')}` : null,
  minStockLevel: String(i % 3),
  barcode: i % 2 ? String(5_000_000_000_000 + i) : null,
  userId: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}));

const rowsStarted = performance.now();
const rows = toRows(items, '2026-11-23');
const rowsMs = performance.now() - rowsStarted;

const queries: Record<string, ListQuery> = {
  'type one letter': { search: 'q', category: ALL_CATEGORIES, sort: 'expiring' },
  'type a word': { search: 'flour', category: ALL_CATEGORIES, sort: 'expiring' },
  'category + name sort': { search: '', category: 'Dairy', sort: 'name' },
  'everything, expiring first': { search: '', category: ALL_CATEGORIES, sort: 'expiring' },
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log(
  `inventory search over ${ITEMS} items, ${ROUNDS} rounds each (toRows once: ${rowsMs.toFixed(1)} ms)`,
);
for (const [label, query] of Object.entries(queries)) {
  for (let i = 0; i < 20; i++) filterAndSort(rows, query);
  const times = Array.from({ length: ROUNDS }, () => {
    const started = performance.now();
    filterAndSort(rows, query);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
}
