import {
  type Actor,
  type CookDish,
  type CookResult,
  can,
  cookDraftFor,
  type DraftOf,
  dishSource,
  formatItemQuantity,
  heldFor,
  type SmartAddResult,
  STOCK_USE_REASONS,
  type StockActionResult,
  type StockUseReason,
  takeByNameBody,
} from '@kitching/contracts';

/**
 * Quick add's readings of stock going out (issue 23): a use-up ('used 6 eggs') sent as one
 * POST /stock/take per item, and a cook ('made the lasagne tonight') previewed with POST /cook
 * { preview: true } and then sent.
 */
export type StockUseReading = Extract<SmartAddResult, { type: 'stock_use' }>;
export type CookReading = Extract<SmartAddResult, { type: 'cook' }>;
type StockUseDraft = DraftOf<'stock_use'>;
type CookDraft = DraftOf<'cook'>;

export const REASON_LABELS: Record<StockUseReason, string> = {
  used: 'Used or eaten',
  wasted: 'Thrown away',
  expired: 'Gone off',
};

/** The reasons this person may give: throwing food away is for roles that may (stock.waste). */
export function reasonChoices(actor: Actor): StockUseReason[] {
  return STOCK_USE_REASONS.filter((reason) =>
    reason === 'used' ? can(actor, 'stock.use') : can(actor, 'stock.waste'),
  );
}

/** A reading this person may send ('threw away' only for those who may throw food away). */
export const maySend = (actor: Actor) => (reading: SmartAddResult) =>
  reading.type !== 'stock_use' || reading.data.items.every((i) => reasonChoices(actor).includes(i.reason));

/** The add button's words. */
export function stockAddLabel(reading: StockUseReading | CookReading): string {
  if (reading.type === 'cook') return 'Cook it';
  const items = reading.data.items;
  return items.length > 0 && items.every((i) => i.reason !== 'used')
    ? 'Mark as thrown away'
    : 'Take from pantry';
}

/** What the pantry holds of an item, in words ('you have 12', 'not in your pantry'); '' when not read. */
export function heldText(reading: StockUseReading, name: string): string {
  const held = heldFor(reading.stock, name);
  if (held === undefined) return '';
  return held
    ? `You have ${formatItemQuantity(held.quantity, held.unit === 'each' ? '' : held.unit)}`
    : 'Not in your pantry';
}

/** The take call's field messages, keyed 'items.0.quantity'; at least one item. */
export function validateStockUse(data: StockUseDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (data.items.length === 0) errors.items = 'Add at least one item';
  data.items.forEach((item, index) => {
    const parsed = takeByNameBody.safeParse(item);
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      errors[`items.${index}.${issue.path.join('.')}`] ??= issue.message;
  });
  return errors;
}

export function validateCook(data: CookDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (data.plannedMealId === undefined && data.recipeId === undefined && data.mealPlanId === undefined)
    errors.dish = 'Pick the dish you cooked';
  if (data.servings !== undefined && !(Number.isInteger(data.servings) && data.servings >= 1))
    errors.servings = 'Servings must be at least 1';
  return errors;
}

/** The cook's dish changed (picked from the choices): its body names it, the servings stay. */
export function chooseDish(reading: CookReading, dish: CookDish): Pick<CookReading, 'data' | 'dish'> {
  const others = [reading.dish.match, ...reading.dish.choices].filter(
    (d): d is CookDish => d !== null && !(d.kind === dish.kind && d.id === dish.id),
  );
  return {
    data: cookDraftFor(dish, reading.data.servings),
    dish: { said: reading.dish.said, match: dish, choices: others },
  };
}

/** A dish as an option of the picker: 'Lasagne · Dinner planned for Nov 24, 2026'. */
export const dishOption = (dish: CookDish) => `${dish.name} · ${dishSource(dish)}`;
export const dishKey = (dish: Pick<CookDish, 'kind' | 'id'>) => `${dish.kind}:${dish.id}`;

/** The preview call's body: the dish and servings, never the edited amounts (they come from it). */
export function cookPreviewBody(data: CookDraft) {
  const { takes: _edited, ...body } = data;
  return { ...body, preview: true as const };
}

/** The cook's own amount for one take: every take of the preview goes with the body, this one changed. */
export function withTakeAmount(
  data: CookDraft,
  preview: Pick<CookResult, 'takes'>,
  batchId: number,
  quantity: string,
): CookDraft {
  const current = new Map((data.takes ?? []).map((t) => [t.batchId, t.quantity]));
  return {
    ...data,
    takes: preview.takes.map((t) => ({
      batchId: t.batchId,
      quantity: t.batchId === batchId ? quantity : (current.get(t.batchId) ?? t.quantity),
    })),
  };
}

/** The amount a take shows: the cook's own when edited, else the preview's. */
export const takeAmount = (data: CookDraft, take: { batchId: number; quantity: string }) =>
  data.takes?.find((t) => t.batchId === take.batchId)?.quantity ?? take.quantity;

/** What happened, for the toast after a take or a cook: 'Eggs: 6 taken', '2 missing: Onion, Stock'. */
export function outcomeText(results: Pick<StockActionResult, 'takes' | 'missing'>[]): string {
  const takes = results.flatMap((r) => r.takes);
  const missing = results.flatMap((r) => r.missing);
  const names = [...new Set(takes.map((t) => t.name))];
  const taken = names.length ? `Taken: ${names.join(', ')}` : 'Nothing was taken';
  return missing.length ? `${taken}. Not in the pantry: ${missing.map((m) => m.name).join(', ')}` : taken;
}

/** The toast's title after sending a reading of stock going out. */
export function stockToastTitle(reading: StockUseReading | CookReading): string {
  if (reading.type === 'cook') return `Cooked ${reading.dish.match?.name ?? reading.dish.said}`;
  return stockAddLabel(reading) === 'Mark as thrown away' ? 'Marked as thrown away' : 'Taken from the pantry';
}
