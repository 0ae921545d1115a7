import {
  type BatchTake,
  type CreateGroceryItemInput,
  categoryOfFood,
  expiryOnceOpened,
  formatAmount,
  formatAmountQuantity,
  formatDisplayDate,
  type LedgerEntry,
  type LedgerReason,
  type MissingAmount,
  normalizeUnit,
  quantityField,
  type ShelfLife,
  type ShelfLifeBody,
  type ShelfLifeEntry,
  shelfLifeBody,
  shelfLifeOf,
  UNITS,
} from '@kitching/contracts';
import { ApiError, errorMessage } from '../../lib/api';

/** A ledger reason in plain words, as the item's history says it. */
export const REASON_WORDS: Record<LedgerReason, string> = {
  bought: 'Bought',
  cooked: 'Cooked',
  used: 'Used',
  wasted: 'Thrown away',
  expired: 'Went off',
  corrected: 'Corrected',
  moved: 'Moved',
  opened: 'Opened',
  undone: 'Undone',
};

/** What one history line says happened: 'Bought', "Cooked 'Pancakes'", 'Thrown away'. */
export function reasonText(entry: Pick<LedgerEntry, 'reason' | 'note'>): string {
  const words = REASON_WORDS[entry.reason] ?? entry.reason;
  return entry.reason === 'cooked' && entry.note ? `${words} '${entry.note}'` : words;
}

/** The amount of a history line, signed: '+2 cups', '−1 cup' (a true minus sign), '' when nothing moved. */
export function signedAmount(entry: Pick<LedgerEntry, 'quantity' | 'unit'>): string {
  const n = Number(entry.quantity);
  if (!Number.isFinite(n) || n === 0) return '';
  return `${n > 0 ? '+' : '−'}${formatAmount(Math.abs(n), entry.unit)}`;
}

/** How many different items a cook or a take touches ('took 3 items'). */
const itemCount = (takes: readonly Pick<BatchTake, 'itemId'>[]) => new Set(takes.map((t) => t.itemId)).size;

/** 'Cooked Pancakes: took 3 items' (the cook's toast). */
export function cookedTitle(dish: string, takes: readonly Pick<BatchTake, 'itemId'>[]): string {
  const n = itemCount(takes);
  return `Cooked ${dish}: took ${n} ${n === 1 ? 'item' : 'items'}`;
}

/** A batch's date as its row says it: 'Dec 4, 2026', with '(suggested)' when Kitching chose it. */
export function batchDateText(batch: {
  expirationDate: string | null;
  expirationSuggested: boolean;
}): string {
  if (!batch.expirationDate) return 'No date';
  const date = formatDisplayDate(batch.expirationDate);
  return batch.expirationSuggested ? `${date} (suggested)` : date;
}

/**
 * What 'Opened' will do to a batch's date, said before it is pressed: the date it would get when that is
 * sooner than the one it has, else nothing (opening never makes food keep longer).
 */
export function openedEffect(
  batch: { expirationDate: string | null },
  category: string,
  today: string,
  overrides?: Partial<Record<string, Partial<ShelfLife>>>,
): string | null {
  const next = expiryOnceOpened(category, today, batch.expirationDate, overrides);
  if (!next || next === batch.expirationDate) return null;
  return `Once opened it keeps until ${formatDisplayDate(next)}`;
}

/** A stored amount as a number field shows it: '0.50' -> '0.5' (never '1/2', which the field refuses). */
export const plainNumber = (quantity: string) => {
  const n = Number(quantity);
  return Number.isFinite(n) ? String(n) : quantity;
};

/** One line of the cook preview as the dialog edits it: the take, and the amount typed (as text). */
export interface EditableTake extends BatchTake {
  /** What the cook will take from this batch, as typed ('' when cleared). */
  amount: string;
  /** Changed from what Kitching planned. */
  edited: boolean;
  /** The field's message, when the amount typed is not one. */
  error?: string;
}

/** The preview's takes with the amounts the cook typed laid over them (by batch). */
export function editableTakes(
  takes: readonly BatchTake[],
  edits: ReadonlyMap<number, string>,
): EditableTake[] {
  return takes.map((take) => {
    const typed = edits.get(take.batchId);
    if (typed === undefined) return { ...take, amount: plainNumber(take.quantity), edited: false };
    const parsed = quantityField.safeParse(typed);
    return {
      ...take,
      amount: typed,
      edited: !parsed.success || Number(parsed.data) !== Number(take.quantity),
      ...(parsed.success ? {} : { error: parsed.error.issues[0]?.message }),
    };
  });
}

/**
 * The cook call's `takes` from the edited preview: undefined when nothing was edited (the server takes
 * what it planned), else every line at the amount typed, lines set to 0 left out. `error` when an
 * amount typed is not a number of at most two decimals.
 */
export function takesBody(lines: readonly EditableTake[]): {
  takes?: { batchId: number; quantity: string }[];
  error?: string;
} {
  const wrong = lines.find((l) => l.error);
  if (wrong) return { error: `${wrong.name}: ${wrong.error}` };
  if (!lines.some((l) => l.edited)) return {};
  const takes = lines
    .map((l) => ({ batchId: l.batchId, quantity: quantityField.parse(l.amount) as string }))
    .filter((t) => Number(t.quantity) > 0);
  return { takes };
}

const GROCERY_UNITS = new Set<string>(UNITS);

/**
 * A line the pantry could not cover, as a grocery line: its amount in a unit the list knows ('can' ->
 * 'cans'); an amount in a unit it does not know ('a pinch', 'cloves') becomes one to buy.
 */
export function shoppingLine(missing: MissingAmount): CreateGroceryItemInput {
  const unit = normalizeUnit(missing.unit);
  const known = [unit, `${unit}s`, `${unit}es`].find((u) => GROCERY_UNITS.has(u));
  const amount = Number(missing.quantity);
  const quantity = Number.isFinite(amount) && amount > 0 ? formatAmountQuantity(amount) : '1';
  return {
    name: missing.name,
    quantity: known ? (quantity === '0' ? '0.01' : quantity) : String(Math.max(1, Math.ceil(amount || 1))),
    unit: known ?? 'each',
    category: categoryOfFood(missing.name) ?? 'Other',
  };
}

/** The family's shelf life as the contracts' rules take it (shelfLifeOf, expiryOnceOpened). */
export type ShelfLifeOverrides = Partial<Record<string, Partial<ShelfLife>>>;
export const overridesOf = (entries: readonly ShelfLifeEntry[] | undefined): ShelfLifeOverrides =>
  Object.fromEntries((entries ?? []).map((e) => [e.category, { fresh: e.fresh, opened: e.opened }]));

/** The shelf-life form's text per category: days fresh and days once opened ('' for no suggestion). */
export type ShelfLifeText = Record<string, { fresh: string; opened: string }>;

const daysText = (days: number | null) => (days === null ? '' : String(days));
const typedDays = (text: string) => (text.trim() === '' ? null : Number(text));

/** What the form shows: each category's days as the family has them now. */
export function shelfLifeText(
  entries: readonly Pick<ShelfLifeEntry, 'category' | 'fresh' | 'opened'>[],
): ShelfLifeText {
  return Object.fromEntries(
    entries.map((e) => [e.category, { fresh: daysText(e.fresh), opened: daysText(e.opened) }]),
  );
}

/** Kitching's own days for a category, as the form shows them. */
export const defaultShelfLifeText = (category: string) => {
  const life = shelfLifeOf(category);
  return { fresh: daysText(life.fresh), opened: daysText(life.opened) };
};

/**
 * The shelf-life calls the form's changes need, one per category changed: a row set back to Kitching's
 * days is `reset` (the family's own is dropped), any other change its days. `errors` names each field
 * the contract refuses ('Dairy.opened': 'Days once opened must be at least 1 day').
 */
export function shelfLifeChanges(
  entries: readonly ShelfLifeEntry[],
  text: ShelfLifeText,
): { bodies: ShelfLifeBody[]; errors: Record<string, string> } {
  const bodies: ShelfLifeBody[] = [];
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const row = text[entry.category];
    if (!row) continue;
    const fresh = typedDays(row.fresh);
    const opened = typedDays(row.opened);
    const parsed = shelfLifeBody.safeParse({ category: entry.category, fresh, opened });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[`${entry.category}.${String(issue.path[0])}`] = issue.message;
      continue;
    }
    if (fresh === entry.fresh && opened === entry.opened) continue;
    const defaults = shelfLifeOf(entry.category);
    const category = parsed.data.category;
    bodies.push(
      fresh === defaults.fresh && opened === defaults.opened
        ? { category, reset: true }
        : { category, fresh, opened },
    );
  }
  return { bodies, errors };
}

/** The refusal of an undo in plain words, the server's own message first. */
export function undoRefusal(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409)
      return errorMessage(error, 'The stock changed since, so this can no longer be undone.');
    if (error.status === 403)
      return errorMessage(error, "Your role does not allow undoing someone else's change.");
    if (error.status === 404) return 'This change is gone already: nothing to undo.';
  }
  return errorMessage(error, 'There was an error undoing the change.');
}
