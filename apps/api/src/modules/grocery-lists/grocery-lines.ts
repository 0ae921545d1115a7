import {
  type Actor,
  type Amount,
  addAmount,
  type GroceryItem,
  type ListRef,
  normalizeDecimal,
  type ProductIndex,
  type ProductLinks,
  productLinks,
  QUANTITY_MAX,
} from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun, Work } from '../../kernel/unit-of-work';
import type { InventoryService } from '../inventory/inventory.service';
import type { RecipesService } from '../recipes/recipes.service';
import type { DeletionLog } from '../undo/undo.service';
import { groceryErrors } from './grocery-lists.errors';
import { type GroceryListsRepository, toGroceryItemDto } from './grocery-lists.repository';
import type { GroceryItemRow, GroceryListRow } from './grocery-lists.table';

/** What the grocery domain's use cases get inside their unit of work: its own repository only. */
export type GroceryRepos = { grocery: GroceryListsRepository };
export type GroceryWork = Work<GroceryRepos>;

/** What the grocery service is built from (app/context.ts): its repository and the domains it asks. */
export interface GroceryDeps {
  grocery: GroceryListsRepository;
  run: ScopedRun<GroceryRepos>;
  inventory: Pick<InventoryService, 'pantry' | 'receive'>;
  recipes: Pick<RecipesService, 'find'>;
  /** Where a delete keeps what it removed, for its Undo (issue 24). */
  deletions: DeletionLog;
}

/** A line's content as added: one amount of one product. */
export type NewLine = { name: string; quantity: string; unit: string; category: string };

export const ref = (list: GroceryListRow): ListRef => ({ id: list.id, name: list.name });
export const round2 = (n: number) => Math.min(Math.round(n * 100) / 100, QUANTITY_MAX);
export const amountsOf = (line: Pick<GroceryItemRow, 'quantity' | 'unit' | 'moreAmounts'>): Amount[] => [
  { quantity: normalizeDecimal(line.quantity), unit: line.unit },
  ...(line.moreAmounts ?? []),
];

/** The list, if it belongs to the actor's family; otherwise 404, exactly like a missing one. */
export async function requireList(grocery: GroceryListsRepository, actor: Actor, id: number) {
  const list = await grocery.findList(id);
  if (!list) throw groceryErrors.listNotFound();
  authorize(actor, 'family.view', list.familyId, refuseWith(groceryErrors.listNotFound));
  return list;
}

/** The line, if it belongs to the actor's family; otherwise 404, exactly like a missing one. */
export async function requireItem(grocery: GroceryListsRepository, actor: Actor, id: number) {
  const item = await grocery.findItem(id);
  if (!item) throw groceryErrors.itemNotFound();
  authorize(actor, 'family.view', item.familyId, refuseWith(groceryErrors.itemNotFound));
  return item;
}

/** Inside a unit of work: the list again, locked (gone meanwhile: 404). */
export async function lockList(repos: GroceryRepos, id: number) {
  const list = await repos.grocery.lockList(id);
  if (!list) throw groceryErrors.listNotFound();
  return list;
}

/** The family's links between names, for the name rule inside this unit of work. */
export async function linksOf(repos: GroceryRepos, familyId: number): Promise<ProductLinks> {
  return productLinks(await repos.grocery.linkPairs(familyId));
}

/** Adds one amount of a product to the (locked) list: to its unpurchased line of it, or as a new line. */
export async function addLine(
  repos: GroceryRepos,
  list: GroceryListRow,
  lines: ProductIndex<GroceryItemRow>,
  line: NewLine,
): Promise<{ row: GroceryItemRow; merged: boolean }> {
  const same = lines.of(line.name).find((l) => !l.purchased);
  if (same) {
    const [main, ...more] = addAmount(amountsOf(same), { quantity: line.quantity, unit: line.unit });
    const row = await repos.grocery.updateItem(same.id, {
      quantity: String(Math.min(Number(main!.quantity), QUANTITY_MAX)),
      unit: main!.unit,
      moreAmounts: more,
    });
    lines.replace(same, row!);
    return { row: row!, merged: true };
  }
  const row = await repos.grocery.createItem({ ...line, listId: list.id, familyId: list.familyId });
  lines.add(row);
  return { row, merged: false };
}

/** Lines added from elsewhere (low stock, a recipe, a suggestion, the week) as one event. */
export function finishBatch(
  { emit }: Pick<GroceryWork, 'emit'>,
  actor: Actor,
  list: GroceryListRow,
  rows: GroceryItemRow[],
  from: 'low_stock' | 'recipe' | 'suggestion' | 'meal_week' | 'quick_add',
  recipe?: { id: number; name: string },
): { items: GroceryItem[] } {
  const items = rows.map(toGroceryItemDto);
  if (items.length)
    emit({
      type: 'grocery.items_added',
      familyId: list.familyId,
      actorId: actor.id,
      details: { list: ref(list), from, ...(recipe ? { recipe } : {}), items },
    });
  return { items };
}
