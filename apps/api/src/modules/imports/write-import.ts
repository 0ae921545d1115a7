import type { ExportInventoryItemLine, ExportStockActionLine } from '@kitching/contracts';
import { MEAL_PLAN_DEFAULT_SERVINGS } from '@kitching/contracts';
import type { Tx } from '../../kernel/unit-of-work';
import type { GroceryListsService } from '../grocery-lists/grocery-lists.service';
import type { GroceryListDraft } from '../grocery-lists/grocery-transfer';
import type { InventoryService } from '../inventory/inventory.service';
import type { IdMaps } from '../inventory/inventory-transfer';
import type { MealPlansService } from '../meal-plans/meal-plans.service';
import type { MealPlanDraft } from '../meal-plans/meal-plans-transfer';
import type { RecipesService } from '../recipes/recipes.service';
import type { RecipeDraft } from '../recipes/recipes-transfer';
import type { ReadResult, SkippedEntry } from './formats/import-format';
import type { KitchingBundle } from './kitching-reader';
import { groceryLines, importedTags } from './recipe-drafts';

export interface WriteDeps {
  recipes: RecipesService;
  meals: MealPlansService;
  grocery: GroceryListsService;
  inventory: InventoryService;
}
export interface Counts {
  recipes: number;
  mealPlans: number;
  groceryLists: number;
  inventoryItems: number;
}

const key = (name: string) => name.trim().toLowerCase();

/** Keeps those whose name the family does not hold yet (nor an earlier one of the file); the rest are skipped. */
function newByName<T>(
  list: T[],
  name: (t: T) => string,
  existing: Set<string>,
  what: string,
  skipped: SkippedEntry[],
) {
  const kept: T[] = [];
  for (const entry of list) {
    const k = key(name(entry));
    if (existing.has(k)) {
      skipped.push({
        name: name(entry),
        reason: `Already in the family (a ${what} of this name): not added again`,
      });
      continue;
    }
    existing.add(k);
    kept.push(entry);
  }
  return kept;
}

/** Whether the family holds nothing yet: an import into it is a restore (settings and history too). */
async function isEmptyFamily(tx: Tx, deps: WriteDeps, familyId: number) {
  const [recipes, plans, lists, items] = await Promise.all([
    deps.recipes.recipeNames(tx, familyId),
    deps.meals.mealPlanNames(tx, familyId),
    deps.grocery.listNames(tx, familyId),
    deps.inventory.itemKeys(tx, familyId),
  ]);
  return {
    empty: !recipes.size && !plans.size && !lists.size && !items.names.size,
    recipes,
    plans,
    lists,
    items,
  };
}

/** Items not yet in the family by name or barcode (a barcode is held once per family). */
function newItems(
  lines: ExportInventoryItemLine[],
  keys: { names: Set<string>; barcodes: Set<string> },
  skipped: SkippedEntry[],
) {
  const byName = newByName(lines, (i) => i.name, keys.names, 'pantry item', skipped);
  return byName.filter((item) => {
    if (!item.barcode) return true;
    if (keys.barcodes.has(item.barcode)) {
      skipped.push({
        name: item.name,
        reason: `Its barcode ${item.barcode} is already another item's: not added`,
      });
      return false;
    }
    keys.barcodes.add(item.barcode);
    return true;
  });
}

/**
 * A Kitching export into the family, inside the import's transaction. Into an empty family it is a
 * restore: everything, with the export's settings and stock history. Into a family that holds things
 * it adds what is new by name (recipes, meal plans, lists, pantry items), keeps its own settings,
 * and reports each one left out. Ids never carry over: every row is new, links are mapped.
 */
export async function writeBundle(
  tx: Tx,
  deps: WriteDeps,
  actorId: number,
  familyId: number,
  bundle: KitchingBundle,
) {
  const skipped = [...bundle.skipped];
  const family = await isEmptyFamily(tx, deps, familyId);
  const ids: IdMaps = { items: new Map(), batches: new Map(), recipes: new Map(), mealPlans: new Map() };

  const recipes = newByName(bundle.recipes, (r) => r.name, family.recipes, 'recipe', skipped);
  const recipeIds = await deps.recipes.importMany(
    tx,
    actorId,
    familyId,
    recipes.map(
      ({ id: _, createdAt: __, updatedAt: ___, images: ____, tags, ...r }): RecipeDraft => ({
        ...r,
        tags: importedTags(tags),
      }),
    ),
  );
  for (const [n, r] of recipes.entries()) ids.recipes.set(r.id, recipeIds[n]!);

  const plans = newByName(bundle.mealPlans, (p) => p.name, family.plans, 'meal plan', skipped);
  await deps.meals.importMany(
    tx,
    actorId,
    familyId,
    plans.map(
      ({ id: _, createdAt: __, recipeId, ...p }): MealPlanDraft => ({
        ...p,
        recipeId: recipeId == null ? null : (ids.recipes.get(recipeId) ?? null),
      }),
    ),
  );

  const lists = newByName(bundle.groceryLists, (l) => l.name, family.lists, 'grocery list', skipped);
  await deps.grocery.importMany(
    tx,
    actorId,
    familyId,
    lists.map(({ id: _, createdAt: __, ...l }): GroceryListDraft => l),
  );

  const items = newItems(bundle.inventoryItems, family.items, skipped);
  await deps.inventory.importItems(tx, actorId, familyId, items, ids);

  const s = bundle.settings;
  if (family.empty) {
    await deps.inventory.importActions(tx, actorId, familyId, bundle.stockActions, ids);
    if (s) await deps.inventory.importShelfLife(tx, familyId, s.shelfLife);
  }
  if (s)
    await deps.grocery.importSettings(
      tx,
      actorId,
      familyId,
      family.empty
        ? { shopOrder: s.shopOrder, putAwayOnTick: s.putAwayOnTick, lowStockToList: s.lowStockToList }
        : null,
      s.nameLinks,
    );
  const counts: Counts = {
    recipes: recipes.length,
    mealPlans: plans.length,
    groceryLists: lists.length,
    inventoryItems: items.length,
  };
  return { counts, skipped };
}

/** A pantry CSV's items (each with its batch) and their one 'add' action, new names only. */
export async function writePantry(
  tx: Tx,
  deps: WriteDeps,
  actorId: number,
  familyId: number,
  read: { items: ExportInventoryItemLine[]; action: ExportStockActionLine | null; skipped: SkippedEntry[] },
) {
  const skipped = [...read.skipped];
  const items = newItems(read.items, await deps.inventory.itemKeys(tx, familyId), skipped);
  const ids: IdMaps = { items: new Map(), batches: new Map(), recipes: new Map(), mealPlans: new Map() };
  await deps.inventory.importItems(tx, actorId, familyId, items, ids);
  if (read.action && items.length) {
    const kept = new Set(items.map((i) => i.id));
    const entries = read.action.entries.filter((e) => e.itemId != null && kept.has(e.itemId));
    await deps.inventory.importActions(tx, actorId, familyId, [{ ...read.action, entries }], ids);
  }
  const counts: Counts = { recipes: 0, mealPlans: 0, groceryLists: 0, inventoryItems: items.length };
  return { counts, skipped };
}

/**
 * Another app's recipes (already drafts: the ingredient lines were parsed before the transaction, so
 * it holds the database only for the writes), lists and planned meals. A planned meal becomes a meal plan for its recipe
 * (one per recipe, following it) or its title, with the day on it.
 */
export async function writeRead(
  tx: Tx,
  deps: WriteDeps,
  actorId: number,
  familyId: number,
  read: ReadResult & { drafts: RecipeDraft[] },
) {
  const skipped = [...read.skipped];
  const existing = await deps.recipes.recipeNames(tx, familyId);
  const drafts = newByName(read.drafts, (r) => r.name, existing, 'recipe', skipped);
  const ids = await deps.recipes.importMany(tx, actorId, familyId, drafts);
  const byName = new Map(drafts.map((d, n) => [key(d.name), { draft: d, id: ids[n]! }]));

  const plans = new Map<string, MealPlanDraft>();
  for (const meal of read.plannedMeals) {
    const recipe = meal.recipeName ? byName.get(key(meal.recipeName)) : undefined;
    const name = (recipe?.draft.name ?? meal.title ?? meal.recipeName ?? '').trim().slice(0, 200);
    if (!name || !/^\d{4}-\d{2}-\d{2}$/.test(meal.date)) {
      skipped.push({ name: name || meal.date, reason: 'A planned meal without a dish or a valid date' });
      continue;
    }
    const plan = plans.get(key(name)) ?? {
      name,
      description: null,
      servings: recipe?.draft.servings ?? MEAL_PLAN_DEFAULT_SERVINGS,
      prepTime: recipe?.draft.prepTime ?? 0,
      cookTime: recipe?.draft.cookTime ?? 0,
      instructions: recipe?.draft.instructions ?? null,
      ingredients: recipe?.draft.ingredients ?? [],
      recipeId: recipe?.id ?? null,
      plannedMeals: [],
    };
    const mealType = ['breakfast', 'lunch', 'dinner', 'snack'].includes(meal.mealType ?? '')
      ? meal.mealType!
      : 'dinner';
    plan.plannedMeals.push({ plannedDate: meal.date, mealType, notes: null, cookedAt: null });
    plans.set(key(name), plan);
  }
  const newPlans = newByName(
    [...plans.values()],
    (p) => p.name,
    await deps.meals.mealPlanNames(tx, familyId),
    'meal plan',
    skipped,
  );
  await deps.meals.importMany(tx, actorId, familyId, newPlans);

  const lists = newByName(
    read.groceryLists.map((l) => ({
      name: l.name.trim().slice(0, 100) || 'Imported list',
      items: groceryLines(l),
    })),
    (l) => l.name,
    await deps.grocery.listNames(tx, familyId),
    'grocery list',
    skipped,
  );
  await deps.grocery.importMany(tx, actorId, familyId, lists);
  const counts: Counts = {
    recipes: drafts.length,
    mealPlans: newPlans.length,
    groceryLists: lists.length,
    inventoryItems: 0,
  };
  return { counts, skipped };
}
