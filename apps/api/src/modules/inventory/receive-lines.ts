import {
  type Actor,
  type Amount,
  convertQuantity,
  type InventoryItem,
  type ProductLinks,
  QUANTITY_MAX,
  toNumber,
} from '@kitching/contracts';
import { ProductIndex } from '../grocery-lists/product-index';
import { type InventoryRepository, toInventoryDto } from './inventory.repository';
import type { InventoryRow } from './inventory.table';

/** A bought line as put away: its product's name, its category, and every amount it asks for. */
export interface ReceivedLine {
  name: string;
  category: string;
  amounts: Amount[];
}

const round2 = (n: number) => Math.min(Math.round(n * 100) / 100, QUANTITY_MAX);

/**
 * Bought lines into the inventory (inside the caller's unit of work): a line matching an item (the
 * name rule) adds to it, converted into the item's unit; otherwise (or when the units do not convert)
 * it makes an item.
 */
export async function receiveLines(
  inventory: InventoryRepository,
  actor: Actor,
  familyId: number,
  links: ProductLinks,
  bought: ReceivedLine[],
): Promise<{ added: InventoryItem[]; updated: InventoryItem[] }> {
  // Planned in memory first (what adds to which item, what is new), then written in two statements.
  type NewItem = { name: string; quantity: number; unit: string; category: string };
  type Target = { existing: InventoryRow } | { fresh: NewItem };
  const targets = new ProductIndex<{ name: string; unit: string; target: Target }>(
    links,
    (await inventory.listByFamily(familyId)).map((row) => ({
      name: row.name,
      unit: row.unit,
      target: { existing: row },
    })),
  );
  const deltas = new Map<number, number>();
  const fresh: NewItem[] = [];
  for (const line of bought) {
    for (const amount of line.amounts) {
      const quantity = toNumber(amount.quantity);
      const match = targets
        .of(line.name)
        .map((t) => ({ t, converted: convertQuantity(quantity, amount.unit, t.unit) }))
        .find((m) => m.converted !== null);
      if (!match) {
        const item = { name: line.name, quantity, unit: amount.unit, category: line.category };
        fresh.push(item);
        targets.add({ name: item.name, unit: item.unit, target: { fresh: item } });
      } else if ('existing' in match.t.target) {
        const id = match.t.target.existing.id;
        deltas.set(id, (deltas.get(id) ?? 0) + match.converted!);
      } else match.t.target.fresh.quantity += match.converted!;
    }
  }
  const updated = await inventory.addQuantities(
    [...deltas].map(([id, delta]) => ({ id, delta: String(round2(delta)) })),
  );
  const added = await inventory.createMany(
    fresh.map((item) => ({
      familyId,
      userId: actor.id,
      name: item.name,
      quantity: String(round2(item.quantity)),
      unit: item.unit,
      category: item.category,
    })),
  );
  return { added: added.map(toInventoryDto), updated: updated.map(toInventoryDto) };
}
