import { INVENTORY_DEFAULTS, type InventoryDraft, type Unit } from '@kitching/contracts';
import { categoryFor, cleanName, readAmount, shelfQuantity } from './read-amount';
import { splitThings } from './read-grocery';
import {
  AMOUNT_START,
  cleanSpaces,
  PLACE_LABEL,
  PLACE_PHRASE,
  PLACES,
  SERVINGS,
  STOCK_CUE,
  STOCK_WHEN,
} from './text-cues';
import { expiryOf, findDates } from './text-dates';

/**
 * What the family has: 'we have 3 cans of chickpeas in the pantry', 'bought 6 bananas',
 * '1 gallon of milk, expires 2027-01-15', 'freezer: 1 box of fish sticks'. One item: the first thing named.
 */
const STATE =
  /^(?:unopened|sealed|new|fresh|frozen|homemade|home-made|leftover|half (?:full|empty|used)|nearly (?:full|empty)|bought\b.*|opened\b.*)$/i;

/**
 * 'ketchup, 1 bottle, opened' → '1 bottle ketchup'; 'sausages, 8 of them' → '8 sausages': a thing,
 * then only its amount and how it is. Null when the parts are several things.
 */
export function withDetails(text: string): string | null {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2 || AMOUNT_START.test(parts[0]!)) return null;
  let amount = '';
  for (const part of parts.slice(1)) {
    if (SERVINGS.test(part)) return null;
    const counted = /^(\d+(?:\.\d+)?(?:\s+[\p{L}.]+)?)(?:\s+of\s+(?:them|those|these|it))?$/iu.exec(part);
    if (counted && !amount && AMOUNT_START.test(part)) amount = counted[1]!;
    else if (!STATE.test(part) && !STOCK_WHEN.test(part)) return null;
  }
  return amount ? `${amount} ${parts[0]}` : parts[0]!;
}

const DANGLING_EXPIRY =
  /\s*[,;-]?\s*\b(?:expir(?:es|ing|y)|going\s+off|use\s+(?:by|soon)|best\s+before|bb|exp)\b(?:\s+(?:soon|shortly|any\s*day(?:\s+now)?|this\s+week|quickly|asap))?[\s.!?]*$/i;

export function readInventory(input: string, today: string): InventoryDraft {
  let text = cleanSpaces(input.split(/\r?\n/).find((line) => line.trim()) ?? input);

  // Where it is kept says something about what it is (the freezer: Frozen).
  const place = PLACES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  // 'Frozen: 3 bags of peas' names the category itself, not a place.
  const frozenLabel = /^frozen\s*[:\-–]/i.test(text);
  text = text.replace(PLACE_LABEL, '');

  // The expiry, cue and all: 'expires Friday', 'best before 2026-12-20'; else a written-out date.
  let expirationDate: string | null = null;
  const expiry = expiryOf(text, today);
  if (expiry) {
    expirationDate = expiry.date;
    text = text.slice(0, expiry.index) + text.slice(expiry.index + expiry.length);
  } else {
    const absolute = findDates(text, today).find((d) => !d.relative);
    if (absolute) {
      expirationDate = absolute.date;
      text = text.slice(0, absolute.index) + text.slice(absolute.index + absolute.length);
    }
  }

  // 'expiring soon', 'use by ???': a cue with no date read leaves no words in the name.
  text = text.replace(DANGLING_EXPIRY, '');
  text = text.replace(PLACE_PHRASE, ' ');
  let previous = '';
  while (previous !== text) {
    previous = text;
    text = cleanSpaces(text.replace(STOCK_CUE, ''));
  }
  // 'ketchup, 1 bottle, opened', 'sausages, 8 of them': one thing, then its amount and state.
  text = withDetails(text) ?? splitThings(text)[0] ?? text;

  const amount = readAmount(text);
  const unit: Unit = amount.unit === '' || amount.unit === 'each' ? INVENTORY_DEFAULTS.unit : amount.unit;
  const name = cleanName(amount.name) || cleanName(text) || 'Item';
  return {
    name: name.charAt(0).toUpperCase() + name.slice(1),
    quantity: shelfQuantity(amount.quantity) || INVENTORY_DEFAULTS.quantity,
    unit,
    category: frozenLabel ? 'Frozen' : (categoryFor(name, amount.packedIn ?? amount.unit, place) ?? 'Other'),
    expirationDate,
    minStockLevel: INVENTORY_DEFAULTS.minStockLevel,
    barcode: null,
  };
}
