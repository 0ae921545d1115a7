import { toNumber } from '../stock';
import { type Amount, convertQuantity } from '../unit-conversion';
import { ProductIndex } from './product-index';
import { asLinks, type LinksInput } from './product-links';

/** A bought grocery line: its name, category and every amount (main first). */
export interface BoughtLine {
  name: string;
  category: string;
  amounts: readonly Amount[];
}

/** An item a put-away makes. */
export interface NewStock {
  name: string;
  quantity: number;
  unit: string;
  category: string;
}

export interface PutAwayPlan {
  /** What to add to existing items, in the item's unit, in the order first touched. */
  deltas: { id: number; delta: number }[];
  /** The items to make, in the order first needed. */
  fresh: NewStock[];
}

type Target = { name: string; unit: string; existing?: number; fresh?: NewStock };

/**
 * Put-away (identity, not coverage): each amount of a bought line goes into the first item of the same
 * product (the name rule with the family's links) whose unit it converts to, converted into the item's
 * unit; otherwise it makes an item, which the next amounts of that product can join.
 */
export function planPutAway(
  stock: readonly { id: number; name: string; unit: string }[],
  bought: readonly BoughtLine[],
  links?: LinksInput,
): PutAwayPlan {
  const targets = new ProductIndex<Target>(
    asLinks(links) ?? { canonical: (key) => key },
    stock.map((item) => ({ name: item.name, unit: item.unit, existing: item.id })),
  );
  const deltas = new Map<number, number>();
  const fresh: NewStock[] = [];
  for (const line of bought) {
    for (const amount of line.amounts) {
      const quantity = toNumber(amount.quantity);
      const match = targets
        .of(line.name)
        .map((target) => ({ target, converted: convertQuantity(quantity, amount.unit, target.unit) }))
        .find((m) => m.converted !== null);
      if (!match) {
        const item = { name: line.name, quantity, unit: amount.unit, category: line.category };
        fresh.push(item);
        targets.add({ name: item.name, unit: item.unit, fresh: item });
      } else if (match.target.existing !== undefined) {
        const id = match.target.existing;
        deltas.set(id, (deltas.get(id) ?? 0) + match.converted!);
      } else match.target.fresh!.quantity += match.converted!;
    }
  }
  return { deltas: [...deltas].map(([id, delta]) => ({ id, delta })), fresh };
}
