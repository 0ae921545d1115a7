import {
  type Actor,
  type Amount,
  type BatchSource,
  type CreateInventoryItemBody,
  type InventoryItem,
  type ProductLinks,
  planPutAway,
  QUANTITY_MAX,
  suggestedExpiry,
  toCalendarDate,
} from '@kitching/contracts';
import { inventoryErrors } from './inventory.errors';
import { toInventoryDto } from './inventory.repository';
import type { NewBatch } from './stock.repository';
import { amountText, type InventoryWork, itemsNow, recordAction } from './stock-actions';

/** A bought line as put away: its product's name, its category, and every amount it asks for. */
export interface ReceivedLine {
  name: string;
  category: string;
  amounts: Amount[];
}

/** A date Kitching suggested from the category (put-away, quick add): shown as a suggestion, editable. */
export interface SuggestedDate {
  itemId: number;
  batchId: number;
  name: string;
  expirationDate: string;
}

export interface AddedStock {
  item: InventoryItem;
  created: boolean;
  /** The stock action (absent when nothing was added: an item made at 0). */
  actionId?: number;
}

/**
 * Add Item, quick add and the scanner's add (inside the caller's unit of work): the item, or the family's
 * item with that barcode (a barcode names one item per family), and the amount as a new batch with its
 * own date, 'bought'. Quick add without a date gets the category's suggested one. That barcode's item
 * counted in another unit refuses the add with `unitMismatch(unit)`.
 */
export async function addItemStock(
  work: InventoryWork,
  actor: Actor,
  familyId: number,
  body: CreateInventoryItemBody,
  unitMismatch: (unit: string) => Error = inventoryErrors.unitMismatch,
  source: BatchSource = body.source === 'quick_add' ? 'quick_add' : 'add',
): Promise<AddedStock> {
  const { repos } = work;
  await repos.stock.lockFamily(familyId);
  const { source: _source, expirationSuggested, ...fields } = body;
  let expirationDate = body.expirationDate ?? null;
  let suggested = Boolean(expirationSuggested && expirationDate);
  if (!expirationDate && source === 'quick_add') {
    expirationDate = suggestedExpiry(body.category, toCalendarDate(), await repos.stock.shelfLife(familyId));
    suggested = expirationDate !== null;
  }
  const values = { ...fields, expirationDate, familyId, userId: actor.id };
  const { barcode } = values;
  const result = barcode
    ? await repos.inventory.addByBarcode({ ...values, barcode })
    : { row: await repos.inventory.create(values), created: true };
  if (!result)
    throw unitMismatch((await repos.inventory.findByBarcode(familyId, barcode!))?.unit ?? body.unit);
  let { row } = result;
  if (!(Number(body.quantity) > 0)) return { item: toInventoryDto(row), created: result.created };

  const [batch] = await repos.stock.insertBatches([
    {
      itemId: row.id,
      familyId,
      quantity: body.quantity,
      unit: row.unit,
      expirationDate,
      expirationSuggested: suggested,
      source,
      createdBy: actor.id,
    },
  ]);
  const action = await recordAction(
    repos,
    {
      familyId,
      actor,
      kind: source === 'scan' ? 'scan' : 'add',
      reason: 'bought',
      details: { createdBatchIds: [batch!.id], createdItemIds: result.created ? [row.id] : [] },
    },
    [
      {
        itemId: row.id,
        batchId: batch!.id,
        itemName: row.name,
        quantity: batch!.quantity,
        unit: batch!.unit,
        batchExpiry: expirationDate,
      },
    ],
  );
  // A batch added to an item that had some: the item's sum and date are the trigger's, read them back.
  if (!result.created) row = (await repos.inventory.findById(row.id)) ?? row;
  return { item: toInventoryDto(row), created: result.created, actionId: action.id };
}

const capped = (n: number) => amountText(Math.min(n, QUANTITY_MAX));

/**
 * Bought lines into the inventory (inside the caller's unit of work, which raises the one event): the
 * pantry rule's put-away plan decides the item (identity: a line of the same product as an item goes to
 * it, converted into the item's unit; otherwise, or when the units do not convert, a new item). Each
 * amount becomes a new batch with its own date: the category's suggested one (never silent: the answer
 * names them in `suggested`). One stock action, 'bought', `note` the list's name.
 */
export async function receiveStock(
  work: InventoryWork,
  actor: Actor,
  familyId: number,
  links: ProductLinks,
  bought: ReceivedLine[],
  note?: string,
): Promise<{
  added: InventoryItem[];
  updated: InventoryItem[];
  /** Absent when none was suggested. */
  suggested?: SuggestedDate[];
  actionId?: number;
}> {
  const { repos } = work;
  await repos.stock.lockFamily(familyId);
  const items = await repos.inventory.listByFamily(familyId);
  const plan = planPutAway(items, bought, links);
  const today = toCalendarDate();
  const overrides = await repos.stock.shelfLife(familyId);
  const dateOf = (category: string) => suggestedExpiry(category, today, overrides);
  const added = await repos.inventory.createMany(
    plan.fresh.map((item) => ({
      familyId,
      userId: actor.id,
      name: item.name,
      quantity: capped(item.quantity),
      unit: item.unit,
      category: item.category,
      expirationDate: dateOf(item.category),
    })),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const batch = (item: { id: number; unit: string; category: string }, quantity: string): NewBatch => {
    const expirationDate = dateOf(item.category);
    return {
      itemId: item.id,
      familyId,
      quantity,
      unit: item.unit,
      expirationDate,
      expirationSuggested: expirationDate !== null,
      source: 'put_away',
      createdBy: actor.id,
    };
  };
  const batches = await repos.stock.insertBatches(
    [
      ...plan.deltas.map(({ id, delta }) => batch(byId.get(id)!, capped(delta))),
      ...added.map((item) => batch(item, item.quantity)),
    ].filter((b) => Number(b.quantity) > 0),
  );
  const names = new Map([...items, ...added].map((item) => [item.id, item.name]));
  const action = batches.length
    ? await recordAction(
        repos,
        {
          familyId,
          actor,
          kind: 'put_away',
          reason: 'bought',
          note: note ?? null,
          details: { createdBatchIds: batches.map((b) => b.id), createdItemIds: added.map((i) => i.id) },
        },
        batches.map((b) => ({
          itemId: b.itemId,
          batchId: b.id,
          itemName: names.get(b.itemId) ?? '',
          quantity: b.quantity,
          unit: b.unit,
          batchExpiry: b.expirationDate,
        })),
      )
    : undefined;
  const updated = await itemsNow(
    repos,
    plan.deltas.map((d) => d.id),
  );
  const suggested = batches.flatMap((b) =>
    b.expirationSuggested && b.expirationDate
      ? [
          {
            itemId: b.itemId,
            batchId: b.id,
            name: names.get(b.itemId) ?? '',
            expirationDate: b.expirationDate,
          },
        ]
      : [],
  );
  return {
    added: added.map(toInventoryDto),
    updated,
    ...(suggested.length ? { suggested } : {}),
    ...(action ? { actionId: action.id } : {}),
  };
}
