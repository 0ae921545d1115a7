import type {
  CreateGroceryItemInput,
  CreateInventoryItemInput,
  CreateMealPlanInput,
  CreateRecipeInput,
  GroceryItem,
  GroceryList,
  InventoryItem,
  LedgerEntry,
  MealPlan,
  PlannedMeal,
  Recipe,
  StockBatch,
} from '@kitching/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { client } from './http';

// Builders make one thing of a family through the real API (so a test keeps testing the real app) and
// return it as the API answered. A test passes only what matters to it; the rest is a sensible default.
// Overrides are loose on purpose: a test may send what the contract would refuse or ignore.

/** Who makes the thing: a session and the family it acts in (headChef(), or addMember()). */
export type Author = { token: string } & ({ familyId: number } | { family: { id: number } });
/** The app, or the TestApp holding it. */
export type Target = FastifyInstance | { app: FastifyInstance };
type Overrides<T> = Partial<T> & Record<string, unknown>;

const appOf = (target: Target): FastifyInstance => ('inject' in target ? target : target.app);
export const familyIdOf = (by: Author) => ('familyId' in by ? by.familyId : by.family.id);

async function created<T>(target: Target, url: string, token: string, body: unknown): Promise<T> {
  const res = await client(appOf(target)).post(url, { token, body });
  expect(res.status, `POST ${url}: ${res.text}`).toBe(201);
  return res.body.data as T;
}

/** A family's inventory: GET lists it, POST adds to it. */
export const inventoryUrl = (familyId: number) => `/api/families/${familyId}/inventory`;

/** An inventory item: 'Milk', the rest the spec's defaults (1 pieces, Produce, minimum 0). */
export function buildItem(
  target: Target,
  by: Author,
  overrides: Overrides<CreateInventoryItemInput> = {},
): Promise<InventoryItem> {
  return created(target, inventoryUrl(familyIdOf(by)), by.token, { name: 'Milk', ...overrides });
}

export const recipeBody = (overrides: Overrides<CreateRecipeInput> = {}) => ({
  name: 'Buttermilk Pancakes',
  description: 'Fluffy Sunday pancakes',
  servings: 6,
  prepTime: 10,
  cookTime: 20,
  instructions: 'Mix.\nFry.',
  source: 'https://example.com/pancakes',
  sourceName: 'Example Kitchen',
  ingredients: [
    { name: 'Flour', quantity: '1 1/2', unit: 'cups' },
    { name: 'Buttermilk', quantity: '0.333', unit: 'cups' },
    { name: 'Eggs', quantity: 2, unit: 'each' },
  ],
  ...overrides,
});

/** A recipe: recipeBody() (Buttermilk Pancakes, 6 servings, 3 ingredients) with the overrides. */
export function buildRecipe(
  target: Target,
  by: Author,
  overrides: Overrides<CreateRecipeInput> = {},
): Promise<Recipe> {
  return created(target, `/api/families/${familyIdOf(by)}/recipes`, by.token, recipeBody(overrides));
}

export interface LineOverrides extends Overrides<CreateGroceryItemInput> {
  /** Ticked after it is added (PATCH purchased: true), as a shopper would. */
  purchased?: boolean;
}

/** A grocery list line: 'Milk', the rest the spec's defaults (1 each, Produce); a new line, never merged. */
export async function buildLine(
  target: Target,
  by: Author,
  listId: number,
  { purchased, ...overrides }: LineOverrides = {},
): Promise<GroceryItem> {
  const line = await created<GroceryItem>(target, `/api/grocery-lists/${listId}/items`, by.token, {
    name: 'Milk',
    ...overrides,
  });
  if (!purchased) return line;
  const url = `/api/grocery-list-items/${line.id}`;
  const res = await client(appOf(target)).patch(url, { token: by.token, body: { purchased: true } });
  expect(res.status, `PATCH ${url}: ${res.text}`).toBe(200);
  return res.body.data as GroceryItem;
}

/** A grocery list ('Weekly Shop'), its lines added one by one through buildLine, as the API reads it. */
export async function buildList(
  target: Target,
  by: Author,
  { name = 'Weekly Shop', lines = [] }: { name?: string; lines?: LineOverrides[] } = {},
): Promise<GroceryList> {
  const list = await created<GroceryList>(target, `/api/families/${familyIdOf(by)}/grocery-lists`, by.token, {
    name,
  });
  if (lines.length === 0) return list;
  for (const line of lines) await buildLine(target, by, list.id, line);
  const res = await client(appOf(target)).get(`/api/grocery-lists/${list.id}`, { token: by.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as GroceryList;
}

/** A meal plan (a dish): Tomato Soup with tomatoes, an onion and stock; servings the spec's default (4). */
export function buildPlan(
  target: Target,
  by: Author,
  overrides: Overrides<CreateMealPlanInput> = {},
): Promise<MealPlan> {
  return created(target, `/api/families/${familyIdOf(by)}/meal-plans`, by.token, {
    name: 'Tomato Soup',
    ingredients: [
      { name: 'Tomatoes', quantity: '6', unit: 'each' },
      { name: 'Onion', quantity: '1', unit: 'each' },
      { name: 'Vegetable stock', quantity: '2', unit: 'cups' },
    ],
    ...overrides,
  });
}

/** A planned meal: dinner on 2026-11-25, of the given meal plan or of a new buildPlan(). */
export async function buildPlannedMeal(
  target: Target,
  by: Author,
  overrides: Overrides<{ mealPlanId: number; plannedDate: string; mealType: string; notes: string }> = {},
): Promise<PlannedMeal> {
  const mealPlanId = overrides.mealPlanId ?? (await buildPlan(target, by)).id;
  return created(target, `/api/families/${familyIdOf(by)}/planned-meals`, by.token, {
    plannedDate: '2026-11-25',
    ...overrides,
    mealPlanId,
  });
}

let stockBarcodes = 0;

export interface BatchOverrides {
  quantity: string;
  expirationDate?: string | null;
}

/**
 * One more batch of an item made by buildStock (issue 23): the same barcode added again, so the amount
 * comes as a new 'bought' batch with its own date (one stock action). Answers that batch.
 */
export async function buildBatch(
  target: Target,
  by: Author,
  item: Pick<InventoryItem, 'id' | 'name' | 'unit' | 'category' | 'barcode'>,
  { quantity, expirationDate = null }: BatchOverrides,
): Promise<StockBatch> {
  const before = new Set((await batchesOf(target, by, item.id)).map((b) => b.id));
  const res = await client(appOf(target)).post(inventoryUrl(familyIdOf(by)), {
    token: by.token,
    body: {
      name: item.name,
      unit: item.unit,
      category: item.category,
      barcode: item.barcode,
      quantity,
      expirationDate,
    },
  });
  expect(res.status, `another batch of ${item.name}: ${res.text}`).toBe(200);
  const made = (await batchesOf(target, by, item.id)).filter((b) => !before.has(b.id));
  expect(made).toHaveLength(1);
  return made[0]!;
}

/**
 * An inventory item held in batches with their own dates (issue 23): 'Milk' in cups, Dairy, the first
 * batch making the item, each next one through buildBatch (the item carries a barcode of its own for it).
 * Answers the item as it is after the last batch and its batches (earliest expiry first).
 */
export async function buildStock(
  target: Target,
  by: Author,
  { batches, ...overrides }: Overrides<CreateInventoryItemInput> & { batches: BatchOverrides[] },
): Promise<{ item: InventoryItem; batches: StockBatch[] }> {
  const [first, ...rest] = batches;
  let item = await buildItem(target, by, {
    name: 'Milk',
    unit: 'cups',
    category: 'Dairy',
    barcode: `stock-${process.pid}-${++stockBarcodes}`,
    ...overrides,
    quantity: first?.quantity ?? '0',
    expirationDate: first?.expirationDate ?? null,
  });
  for (const batch of rest) await buildBatch(target, by, item, batch);
  const res = await client(appOf(target)).get(`${inventoryUrl(familyIdOf(by))}`, { token: by.token });
  item = (res.body.data as InventoryItem[]).find((i) => i.id === item.id) ?? item;
  return { item, batches: await batchesOf(target, by, item.id) };
}

/** GET /api/inventory/:id/batches, as `by` reads it. */
export async function batchesOf(target: Target, by: Author, itemId: number): Promise<StockBatch[]> {
  const res = await client(appOf(target)).get(`/api/inventory/${itemId}/batches`, { token: by.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as StockBatch[];
}

/** GET /api/inventory/:id/ledger, newest first, as `by` reads it. */
export async function ledgerOf(target: Target, by: Author, itemId: number): Promise<LedgerEntry[]> {
  const res = await client(appOf(target)).get(`/api/inventory/${itemId}/ledger?limit=200`, {
    token: by.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as LedgerEntry[];
}
