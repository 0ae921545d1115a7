import {
  type Actor,
  type Amount,
  type InventoryItem,
  type ProductLinks,
  planPutAway,
  QUANTITY_MAX,
} from '@kitching/contracts';
import { type InventoryRepository, toInventoryDto } from './inventory.repository';

/** A bought line as put away: its product's name, its category, and every amount it asks for. */
export interface ReceivedLine {
  name: string;
  category: string;
  amounts: Amount[];
}

const round2 = (n: number) => Math.min(Math.round(n * 100) / 100, QUANTITY_MAX);

/**
 * Bought lines into the inventory (inside the caller's unit of work): the pantry rule's put-away plan
 * (identity: a line of the same product as an item adds to it, converted into the item's unit; otherwise,
 * or when the units do not convert, it makes an item), written in two statements.
 */
export async function receiveLines(
  inventory: InventoryRepository,
  actor: Actor,
  familyId: number,
  links: ProductLinks,
  bought: ReceivedLine[],
): Promise<{ added: InventoryItem[]; updated: InventoryItem[] }> {
  const plan = planPutAway(await inventory.listByFamily(familyId), bought, links);
  const updated = await inventory.addQuantities(
    plan.deltas.map(({ id, delta }) => ({ id, delta: String(round2(delta)) })),
  );
  const added = await inventory.createMany(
    plan.fresh.map((item) => ({
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
