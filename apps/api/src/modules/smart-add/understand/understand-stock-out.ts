import {
  type CookDraft,
  type CookMatch,
  cookDraftFor,
  type HeldStock,
  previewOf,
  type SmartAddResult,
  type StockUseDraft,
  type TypedDraft,
} from '@kitching/contracts';
import { findHeld, type Kitchen, matchDish, takeFromPantry } from './kitchen';
import { amountFirst } from './read-amount';
import { type CookWish, readCook, readTakes, SERVINGS_SAID, type TakeWish } from './read-stock-out';
import { type StockOut, stockOut } from './stock-out-cues';
import { AMOUNT_START, cleanSpaces, PLACE_PHRASE } from './text-cues';
import { EXPIRY_CUE, expiryOf } from './text-dates';

/** A text read as stock going out: the verb, the takes and the cook it may be. */
export interface StockOutReading {
  out: StockOut;
  takes: TakeWish[];
  cook: CookWish;
}

/** 'Used:' or 'Threw away:' above a list, one thing a line. */
const LABEL_LINE =
  /^(?:used(?:\s+up)?|ate|eaten|finished|threw\s+(?:away|out)|thrown\s+(?:away|out)|binned|tossed|wasted|gone\s+off|expired)\s*:?$/i;
/** Cooking words that are also a dish's adjective ('baked ziti', 'grilled cheese', 'roast chicken'). */
const ADJECTIVE_VERB =
  /^(?:baked|roasted|grilled|fried|barbecued|bbq'?d|slow[- ]cooked|prepared|prepped|cooked)$/i;
/** Said of a time gone by ('tonight', 'last night', 'earlier'): the cooking happened. */
const PAST_MARK =
  /\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|last\s+night|yesterday|earlier|just|already|finally|for\s+(?:the\s+)?(?:\d+|kids|family|everyone)|fed)\b/i;
/** Only ahead: 'tomorrow', 'next week', 'this weekend', 'in 3 days' (a plan, not a cook). */
const AHEAD = /\b(?:tomorrow|tmrw|tmr|next\s+\w+|this\s+(?:weekend|coming)|in\s+\d+\s+days?|on\s+the\s+\d)/i;
/** 'made a shopping list', 'made a mess': not a dish. */
const NOT_A_DISH =
  /^(?:a\s+|the\s+|my\s+|our\s+)?(?:shopping\s+|grocery\s+)?(?:list|plan|mess|note|booking|reservation|order|appointment|start|decision|mistake|change|call)s?\b/i;

/**
 * The stock-out reading of a text, or null. A cooking word that describes the food rather than says it
 * was cooked ('cooked ham 200g', 'baked beans in the cupboard', 'roast chicken, use by Friday') is not one.
 */
export function stockOutOf(input: string, today: string): StockOutReading | null {
  const lines = input
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) return null;
  let text = lines[0]!;
  if (lines.length > 1) {
    if (!LABEL_LINE.test(text)) return null;
    text = `${text.replace(/:?$/, ':')} ${lines.slice(1).join(', ')}`;
  }
  text = cleanSpaces(text);
  const out = stockOut(text);
  if (!out) return null;
  if (out.verb === 'cook') {
    const first = out.things.split(/[,;]/)[0]!.replace(SERVINGS_SAID, ' ').replace(/\s+/g, ' ').trim();
    if (new RegExp(PLACE_PHRASE.source, 'i').test(text) || expiryOf(text, today) || EXPIRY_CUE.test(text))
      return null;
    if (amountFirst(first) !== first || NOT_A_DISH.test(out.things) || AHEAD.test(out.things)) return null;
    // 'Grilled cheese for lunch' names a dish; 'grilled the burgers tonight' says it was cooked.
    if (
      ADJECTIVE_VERB.test(out.word) &&
      !PAST_MARK.test(text) &&
      !/^(?:the|a|an|some|our|my|us|his|her|their|breakfast|brunch|lunch|dinner|supper|tea)\b/i.test(
        out.things,
      ) &&
      !AMOUNT_START.test(out.things)
    )
      return null;
  }
  const takes = readTakes(text, out);
  const cook = readCook(text, today, out);
  if (!takes.length && !cook.said) return null;
  return { out, takes, cook };
}

/** How sure the rules are of the two stock-out types. */
export function stockOutScores(
  reading: StockOutReading,
  shopping: boolean,
): { stock_use: number; cook: number } {
  const { out, takes, cook } = reading;
  let scores: { stock_use: number; cook: number };
  if (out.verb === 'cook')
    scores = cook.ingredientAmount ? { stock_use: 0.86, cook: 0.45 } : { stock_use: 0.5, cook: 0.88 };
  else {
    // 'ate the leftover lasagne': the dish may be what was cooked, if the pantry holds none of it.
    const dishLike = takes.length === 1 && takes[0]!.quantity === '' && out.reason === 'used';
    scores = { stock_use: 0.9, cook: dishLike && cook.said ? 0.45 : 0 };
  }
  if (!takes.length) scores.stock_use = 0;
  if (!cook.said) scores.cook = 0;
  if (shopping) scores = { stock_use: Math.min(scores.stock_use, 0.6), cook: Math.min(scores.cook, 0.4) };
  return scores;
}

const times = (quantity: string, share: number) => String(Math.round(Number(quantity) * share * 100) / 100);

/** The takes as create bodies, before the pantry is read ('all of it' is one until it is). */
export function stockUseDraft(takes: TakeWish[]): StockUseDraft {
  return {
    items: takes.map((t) => ({
      name: t.name,
      quantity: t.quantity || times('1', t.share),
      unit: t.quantity ? t.unit : 'each',
      reason: t.reason,
    })),
  };
}

export function cookReading(cook: CookWish): { data: CookDraft; dish: CookMatch } {
  return { data: cookDraftFor(null, cook.servings), dish: { said: cook.said, match: null, choices: [] } };
}

type StockUseResult = Extract<SmartAddResult, { type: 'stock_use' }>;
type CookResult = Extract<SmartAddResult, { type: 'cook' }>;

function useWithPantry(
  r: StockUseResult,
  wishes: TakeWish[] | undefined,
  stock: HeldStock[],
): StockUseResult {
  // The rules' own reading (not the model's, nor one edited): its 'all of it' is still to be filled in.
  const same =
    wishes !== undefined && JSON.stringify(stockUseDraft(wishes).items) === JSON.stringify(r.data.items);
  const held: HeldStock[] = [];
  const items = r.data.items.map((item, i) => {
    const found = findHeld(item.name, stock);
    if (found && !held.includes(found)) held.push(found);
    const wish = same ? wishes[i]! : undefined;
    return takeFromPantry(wish ? { ...item, whole: wish.whole, share: wish.share } : item, found);
  });
  return { ...r, data: { items }, stock: held };
}

function cookWithDishes(
  r: CookResult,
  wish: CookWish | undefined,
  kitchen: Kitchen,
  today: string,
): CookResult {
  const { match, choices } = matchDish(r.dish.said, wish?.day ?? today, wish?.mealType ?? null, kitchen);
  return { ...r, data: cookDraftFor(match, r.data.servings), dish: { said: r.dish.said, match, choices } };
}

/**
 * The stock-out readings matched to the family's kitchen: a take gets the pantry item's name and, for
 * 'all of it', its amount; a cook gets its dish. Then the order: a cook of a known dish is sure, one of
 * an unknown dish is not; takes of things the pantry holds beat a cook of nothing known.
 */
export function withKitchen(
  text: string,
  today: string,
  results: SmartAddResult[],
  kitchen: Kitchen,
): SmartAddResult[] {
  const reading = stockOutOf(text, today);
  const resolved = results.map((r): SmartAddResult => {
    if (r.type === 'stock_use') return useWithPantry(r, reading?.takes, kitchen.stock);
    if (r.type === 'cook') return cookWithDishes(r, reading?.cook, kitchen, today);
    return r;
  });
  const use = resolved.find((r) => r.type === 'stock_use') as StockUseResult | undefined;
  const cook = resolved.find((r) => r.type === 'cook') as CookResult | undefined;
  const allHeld = use ? use.data.items.every((i) => use.stock?.some((s) => s.name === i.name)) : false;
  const noneHeld = use ? !use.stock?.length : true;
  const first = resolved[0]!.type;
  if (cook) {
    if (cook.dish.match && (first === 'cook' || noneHeld))
      cook.confidence = Math.max(cook.confidence, cook.dish.match.kind === 'planned_meal' ? 0.95 : 0.9);
    else if (!cook.dish.match)
      cook.confidence = Math.min(cook.confidence, first === 'cook' && !allHeld ? 0.6 : 0.4);
  }
  if (use && cook && !cook.dish.match && allHeld) use.confidence = Math.max(use.confidence, 0.86);
  if (use && cook?.dish.match && noneHeld) use.confidence = Math.min(use.confidence, 0.5);
  return resolved
    .map((r) => ({ ...r, preview: previewOf(r as TypedDraft) }) as SmartAddResult)
    .sort((a, b) => b.confidence - a.confidence);
}
