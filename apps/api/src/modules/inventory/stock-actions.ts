import {
  type Actor,
  type BatchTake,
  type InventoryItem,
  type LedgerReason,
  normalizeDecimal,
  type StockActionKind,
} from '@kitching/contracts';
import type { Work } from '../../kernel/unit-of-work';
import { type InventoryRepository, toInventoryDto } from './inventory.repository';
import { stockErrors } from './stock.errors';
import type { StockRepository } from './stock.repository';
import type { StockActionDetails, StockActionRow } from './stock.table';
import type { StockLedgerRepository } from './stock-ledger.repository';

/** What the inventory domain's use cases get inside their unit of work: its own repositories only. */
export type InventoryRepos = {
  inventory: InventoryRepository;
  stock: StockRepository;
  ledger: StockLedgerRepository;
};
export type InventoryWork = Work<InventoryRepos>;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A positive amount as the columns hold it: two decimals, canonical ('2.5'). */
export const amountText = (n: number) => normalizeDecimal(round2(n).toFixed(2));
/** A ledger amount: what the batch lost, as a signed numeric string. */
export const negative = (amount: string) => (Number(amount) === 0 ? '0' : `-${normalizeDecimal(amount)}`);

/** One line of an action's ledger: what one batch gained (+) or lost (-). */
export interface LedgerLine {
  itemId: number;
  batchId: number;
  itemName: string;
  quantity: string;
  unit: string;
  batchExpiry: string | null;
  /** The action's reason unless given ('cooked' leftovers in a cook whose takes are 'cooked' too). */
  reason?: LedgerReason;
}

/** A stock action as it is recorded: who, what kind, why, about what. */
export interface ActionInput {
  familyId: number;
  actor: Actor;
  kind: StockActionKind;
  reason: LedgerReason;
  note?: string | null;
  details?: StockActionDetails;
}

/** Records one user action that changed stock, with its ledger entries (inside the caller's unit of work). */
export async function recordAction(
  repos: InventoryRepos,
  input: ActionInput,
  lines: LedgerLine[],
): Promise<StockActionRow> {
  const action = await repos.stock.createAction({
    familyId: input.familyId,
    kind: input.kind,
    actorId: input.actor.id,
    note: input.note ?? null,
    details: input.details ?? {},
  });
  await repos.ledger.insert(
    lines.map((line) => ({
      familyId: input.familyId,
      itemId: line.itemId,
      batchId: line.batchId,
      itemName: line.itemName,
      reason: line.reason ?? input.reason,
      quantity: line.quantity,
      unit: line.unit,
      batchExpiry: line.batchExpiry,
      actionId: action.id,
    })),
  );
  return action;
}

/** Earliest expiry first, undated last, then oldest (the order every take draws in). */
export function byExpiry<B extends { id: number; expirationDate: string | null }>(a: B, b: B): number {
  if (a.expirationDate !== b.expirationDate) {
    if (a.expirationDate === null) return 1;
    if (b.expirationDate === null) return -1;
    return a.expirationDate < b.expirationDate ? -1 : 1;
  }
  return a.id - b.id;
}

/** `wanted` drawn from batches in the order given, never more than each holds; what could not be. */
export function drawInOrder<B extends { quantity: string }>(
  batches: readonly B[],
  wanted: number,
): { takes: { batch: B; quantity: number }[]; short: number } {
  let left = round2(wanted);
  const takes: { batch: B; quantity: number }[] = [];
  for (const batch of batches) {
    if (left <= 0) break;
    const quantity = Math.min(Number(batch.quantity), left);
    if (quantity <= 0) continue;
    takes.push({ batch, quantity });
    left = round2(left - quantity);
  }
  return { takes, short: Math.max(left, 0) };
}

/** One planned take from one batch, with what the answer and the ledger say of it. */
export interface PlannedTake {
  batchId: number;
  itemId: number;
  name: string;
  quantity: number;
  unit: string;
  expirationDate: string | null;
}

/** Takes from one batch add up into one (two ingredients of one dish may draw on the same batch). */
export function mergeTakes(takes: readonly PlannedTake[]): PlannedTake[] {
  const byBatch = new Map<number, PlannedTake>();
  for (const take of takes) {
    const same = byBatch.get(take.batchId);
    if (same) same.quantity = round2(same.quantity + take.quantity);
    else if (take.quantity > 0) byBatch.set(take.batchId, { ...take, quantity: round2(take.quantity) });
  }
  return [...byBatch.values()];
}

export const toBatchTake = (take: PlannedTake): BatchTake => ({
  itemId: take.itemId,
  batchId: take.batchId,
  name: take.name,
  quantity: amountText(take.quantity),
  unit: take.unit,
  expirationDate: take.expirationDate,
});

/**
 * Takes the planned amounts from their batches in one conditional statement and records the action: a
 * batch that no longer holds its amount (another write took some first) refuses the whole action.
 */
export async function applyTakes(
  repos: InventoryRepos,
  input: ActionInput,
  planned: readonly PlannedTake[],
  extraLines: LedgerLine[] = [],
): Promise<{ action: StockActionRow; takes: BatchTake[] }> {
  const takes = mergeTakes(planned);
  const changed = await repos.stock.take(
    takes.map((t) => ({ id: t.batchId, quantity: amountText(t.quantity) })),
  );
  if (changed.length !== takes.length) throw stockErrors.changed();
  const lines: LedgerLine[] = takes.map((t) => ({
    itemId: t.itemId,
    batchId: t.batchId,
    itemName: t.name,
    quantity: negative(amountText(t.quantity)),
    unit: t.unit,
    batchExpiry: t.expirationDate,
  }));
  const action = await recordAction(repos, input, [...lines, ...extraLines]);
  return { action, takes: takes.map(toBatchTake) };
}

/** The items as they are now (the sync trigger has updated them), by id. */
export async function itemsNow(repos: InventoryRepos, ids: Iterable<number>): Promise<InventoryItem[]> {
  const unique = [...new Set(ids)];
  return (await repos.inventory.findMany(unique)).map(toInventoryDto);
}

/** A stock action as events and answers name it. */
export const actionRef = (action: StockActionRow) => ({
  id: action.id,
  kind: action.kind,
  note: action.note,
});
