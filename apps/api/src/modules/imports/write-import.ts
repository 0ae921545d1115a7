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
import type { Chunker } from './chunked-import';
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

/**
 * An import worked out before anything is written: its counts and skipped entries are final (a
 * preview answers them and writes nothing). `rows` writes the rows in chunks; `finish` the rest
 * (settings, links) in the transaction that makes the import whole.
 */
export interface ImportPlan {
  counts: Counts;
  skipped: SkippedEntry[];
  rows(chunks: Chunker): Promise<void>;
  finish(tx: Tx): Promise<void>;
}
const noFinish = async () => undefined;
const newIdMaps = (): IdMaps => ({
  items: new Map(),
  batches: new Map(),
  recipes: new Map(),
  mealPlans: new Map(),
});

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
 * A Kitching export into the family. Into an empty family it is a restore: everything, with the
 * export's settings and stock history. Into a family that holds things it adds what is new by name
 * (recipes, meal plans, lists, pantry items), keeps its own settings, and reports each one left out.
 * Ids never carry over: every row is new, links are mapped (the maps fill as the chunks are written).
 */
export async function planBundle(
  tx: Tx,
  deps: WriteDeps,
  actorId: number,
  familyId: number,
  bundle: KitchingBundle,
): Promise<ImportPlan> {
  const skipped = [...bundle.skipped];
  const family = await isEmptyFamily(tx, deps, familyId);
  const ids = newIdMaps();
  const recipes = newByName(bundle.recipes, (r) => r.name, family.recipes, 'recipe', skipped);
  const plans = newByName(bundle.mealPlans, (p) => p.name, family.plans, 'meal plan', skipped);
  const lists = newByName(bundle.groceryLists, (l) => l.name, family.lists, 'grocery list', skipped);
  const items = newItems(bundle.inventoryItems, family.items, skipped);
  const s = bundle.settings;
  return {
    counts: {
      recipes: recipes.length,
      mealPlans: plans.length,
      groceryLists: lists.length,
      inventoryItems: items.length,
    },
    skipped,
    async rows(chunks) {
      await chunks.each('recipes', recipes, async (tx, part) => {
        const drafts: RecipeDraft[] = [];
        for (const line of part) {
          const { id: _, createdAt: __, updatedAt: ___, images: ____, tags, ...r } = line;
          // Read from the zip here, so only this chunk's photos are in memory at once.
          const image = await bundle.image(line);
          drafts.push({ ...r, tags: importedTags(tags), ...(image ? { image } : {}) });
        }
        const made = await deps.recipes.importMany(tx, actorId, familyId, drafts);
        for (const [n, r] of part.entries()) ids.recipes.set(r.id, made[n]!);
        return made;
      });
      await chunks.each('mealPlans', plans, (tx, part) =>
        deps.meals.importMany(
          tx,
          actorId,
          familyId,
          part.map(
            ({ id: _, createdAt: __, recipeId, ...p }): MealPlanDraft => ({
              ...p,
              recipeId: recipeId == null ? null : (ids.recipes.get(recipeId) ?? null),
            }),
          ),
        ),
      );
      await chunks.each('groceryLists', lists, (tx, part) =>
        deps.grocery.importMany(
          tx,
          actorId,
          familyId,
          part.map(({ id: _, createdAt: __, ...l }): GroceryListDraft => l),
        ),
      );
      await chunks.each('inventoryItems', items, (tx, part) =>
        deps.inventory.importItems(tx, actorId, familyId, part, ids),
      );
      if (family.empty)
        await chunks.each('stockActions', bundle.stockActions, (tx, part) =>
          deps.inventory.importActions(tx, actorId, familyId, part, ids),
        );
    },
    async finish(tx) {
      if (!s) return;
      if (family.empty) await deps.inventory.importShelfLife(tx, familyId, s.shelfLife);
      await deps.grocery.importSettings(
        tx,
        actorId,
        familyId,
        family.empty
          ? { shopOrder: s.shopOrder, putAwayOnTick: s.putAwayOnTick, lowStockToList: s.lowStockToList }
          : null,
        s.nameLinks,
      );
    },
  };
}

/** A pantry CSV's items (each with its batch) and their one 'add' action, new names only. */
export async function planPantry(
  tx: Tx,
  deps: WriteDeps,
  actorId: number,
  familyId: number,
  read: { items: ExportInventoryItemLine[]; action: ExportStockActionLine | null; skipped: SkippedEntry[] },
): Promise<ImportPlan> {
  const skipped = [...read.skipped];
  const items = newItems(read.items, await deps.inventory.itemKeys(tx, familyId), skipped);
  const ids = newIdMaps();
  return {
    counts: { recipes: 0, mealPlans: 0, groceryLists: 0, inventoryItems: items.length },
    skipped,
    async rows(chunks) {
      await chunks.each('inventoryItems', items, (tx, part) =>
        deps.inventory.importItems(tx, actorId, familyId, part, ids),
      );
      if (!read.action || !items.length) return;
      const kept = new Set(items.map((i) => i.id));
      const entries = read.action.entries.filter((e) => e.itemId != null && kept.has(e.itemId));
      // One action (its entries one per item): written whole, so the import is undone as one.
      await chunks.each('stockActions', [{ ...read.action, entries }], (tx, part) =>
        deps.inventory.importActions(tx, actorId, familyId, part, ids),
      );
    },
    finish: noFinish,
  };
}

/**
 * Another app's recipes (already drafts: the ingredient lines were parsed before any transaction),
 * lists and planned meals. A planned meal becomes a meal plan for its recipe (one per recipe,
 * following it) or its title, with the day on it.
 */
export async function planRead(
  tx: Tx,
  deps: WriteDeps,
  actorId: number,
  familyId: number,
  read: ReadResult & { drafts: RecipeDraft[] },
): Promise<ImportPlan> {
  const skipped = [...read.skipped];
  const existing = await deps.recipes.recipeNames(tx, familyId);
  const drafts = newByName(read.drafts, (r) => r.name, existing, 'recipe', skipped);
  const recipeIds: number[] = [];
  const byName = new Map(drafts.map((d, n) => [key(d.name), { draft: d, index: n }]));

  const plans = new Map<string, MealPlanDraft & { recipeIndex: number | null }>();
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
      recipeId: null,
      recipeIndex: recipe?.index ?? null,
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
  return {
    counts: {
      recipes: drafts.length,
      mealPlans: newPlans.length,
      groceryLists: lists.length,
      inventoryItems: 0,
    },
    skipped,
    async rows(chunks) {
      await chunks.each('recipes', drafts, async (tx, part) => {
        const made = await deps.recipes.importMany(tx, actorId, familyId, part);
        recipeIds.push(...made);
        return made;
      });
      await chunks.each('mealPlans', newPlans, (tx, part) =>
        deps.meals.importMany(
          tx,
          actorId,
          familyId,
          part.map(({ recipeIndex, ...p }) => ({
            ...p,
            recipeId: recipeIndex == null ? null : (recipeIds[recipeIndex] ?? null),
          })),
        ),
      );
      await chunks.each('groceryLists', lists, (tx, part) =>
        deps.grocery.importMany(tx, actorId, familyId, part),
      );
    },
    finish: noFinish,
  };
}
