import { categoryOfFood, type InventoryCategory, UNITS, type Unit } from '@kitching/contracts';
import { parseIngredientLine } from '../ingredients/parse-ingredient-line';
import { toRecipeUnit } from '../ingredients/units';
import { NUMBER_WORDS } from '../number-words';
import { englishFood } from './food-words';
import { BULLET, cleanSpaces, FILLER_END, FILLER_START } from './text-cues';

export interface Amounted {
  name: string;
  /** '' when the text gives no amount. */
  quantity: string;
  unit: Unit | '';
  /** 'a 400 g tin of tomatoes': the can or jar it comes in, which says Pantry. */
  packedIn?: Unit;
}

const SIZED_CONTAINER =
  /^(?:(?:an?|one|1)\s+)?(\d+(?:[.,]\d+)?\s*(?:g|kg|ml|l|cl|oz|lbs?|pounds?|ounces?|lit(?:er|re)s?|gallons?|quarts?|pints?))\s*-?\s*(bags?|box(?:es)?|bottles?|jars?|cans?|tins?|packs?|packets?|packages?|tubs?|cartons?|sacks?|blocks?|bars?|containers?|pots?|punnets?|jugs?|cases?)\s+(?:of\s+)?(?=\S)/i;

const TEENS: Record<string, number> = {
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ONES = Object.keys(NUMBER_WORDS).slice(0, 9).join('|');
const TENS_WORD = new RegExp(String.raw`^(${Object.keys(TENS).join('|')})(?:[\s-](${ONES}))?\s+(?=\S)`, 'i');
const WORD_AMOUNT = new RegExp(
  String.raw`^(?:(half\s+a(?:n)?|a\s+half|one\s+and\s+a\s+half|a\s+couple\s+of|a\s+couple|couple\s+of|a\s+few|a|an|${[...Object.keys(NUMBER_WORDS), ...Object.keys(TEENS)].join('|')})\s+)(?=\S)`,
  'i',
);
const WORD_VALUES: Record<string, string> = {
  'half a': '0.5',
  'half an': '0.5',
  'a half': '0.5',
  'one and a half': '1.5',
  'a couple of': '2',
  'a couple': '2',
  'couple of': '2',
  'a few': '3',
  a: '1',
  an: '1',
};

/** 'two cans of beans' → '2 cans of beans', 'half a pound of butter' → '0.5 pound of butter'. */
export function digitsForWords(text: string): string {
  const tens = TENS_WORD.exec(text);
  if (tens) {
    const value = TENS[tens[1]!.toLowerCase()]! + (tens[2] ? NUMBER_WORDS[tens[2].toLowerCase()]! : 0);
    return `${value} ${text.slice(tens[0].length)}`;
  }
  const m = WORD_AMOUNT.exec(text);
  if (!m) return text;
  const word = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const value = WORD_VALUES[word] ?? String(NUMBER_WORDS[word] ?? TEENS[word] ?? '');
  if (!value) return text;
  const rest = text.slice(m[0].length);
  // 'a dozen eggs' is one dozen; 'half a dozen eggs' six of them.
  if (value === '0.5' && /^dozen\b/i.test(rest)) return `6 ${rest.replace(/^dozen\s*(?:of\s+)?/i, '')}`;
  return `${value} ${rest}`;
}

const UNIT_SET = new Set<string>(UNITS);

/** The first number of a range ('2-3' → '2'); '' stays ''. */
const firstOfRange = (q: string) => q.split('-')[0]!.trim();

/** A name without the words around it: 'some fresh brie please' → 'fresh brie'. */
export function cleanName(name: string): string {
  let out = cleanSpaces(name.replace(BULLET, ''))
    .replace(/^[,;:.\-–\s]+|[,;:\s]+$/g, '')
    .replace(/^of\s+/i, '');
  out = out.replace(FILLER_START, '').replace(FILLER_END, '');
  return cleanSpaces(out.replace(/[.!?]+$/, ''));
}

const AMOUNT_WORDS = /^[\d\s./½¼¾⅓⅔⅛-]+/;
const SIZE = /^(?:x-?large|extra[- ]large|large|lge?|medium|med\.?|small|sm|big|jumbo|family[- ]size)\s+/i;

/**
 * The parser takes describing words before a name as notes ('shredded cheese' → cheese, note
 * shredded); a thing on a list or a shelf keeps them. The words between the amount (number, size,
 * unit, 'of') and the parsed name go back in front of it.
 */
function withWordsBefore(prepared: string, name: string): string {
  if (!name) return name;
  const at = prepared.toLowerCase().indexOf(name.toLowerCase());
  if (at <= 0) return name;
  let before = prepared.slice(0, at).replace(AMOUNT_WORDS, '').replace(SIZE, '');
  const unitWord = /^([\p{L}.]+)\s+/u.exec(before);
  if (unitWord && toRecipeUnit(unitWord[1]!)) before = before.slice(unitWord[0].length);
  before = before.replace(/^of\s+/i, '').trim();
  if (!before || !/\p{L}/u.test(before) || before.split(/\s+/).length > 3 || /[,;(]/.test(before))
    return name;
  return `${before} ${name}`;
}

/**
 * 'milk 1 gal', 'butter 2 lbs', 'eggs 12': the thing, then its amount (a number, and a unit or
 * nothing after it) → '1 gal milk'. A name with a number inside ('7-inch tortillas', 'route 66
 * sauce 2 jars') is left as written unless the text ends with the amount.
 */
export function amountFirst(text: string): string {
  const m = /^(\p{L}[^\d]*?)\s+(\d+(?:\.\d+)?|\d+\/\d+|\d+\s+\d+\/\d+)\s*([\p{L}.]+)?$/u.exec(text);
  if (!m) return text;
  const unit = m[3];
  if (unit && !toRecipeUnit(unit.replace(/\.$/, '')) && !/^(?:ct|count|pk|pack)\.?$/i.test(unit)) return text;
  return `${m[2]}${unit ? ` ${unit}` : ''} ${m[1]}`;
}

/**
 * A quantity as the inventory and grocery lines store it: a number with at most 2 decimals
 * ('0.333…' → '0.33', '1/3' → '0.33'); a recipe keeps its fractions. Anything else as it is.
 */
export function shelfQuantity(quantity: string): string {
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(quantity.trim());
  const n = fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(quantity);
  if (!quantity.trim() || !Number.isFinite(n)) return quantity;
  return String(Math.round(n * 100) / 100);
}

/** An amount and a thing: '4 cans of black beans', '1 kg tomatoes', '2 dozen eggs', 'half a pound of butter'. */
export function readAmount(text: string): Amounted {
  // 'eggs x12', 'steaks x 2': a count after the thing; 'milk 1 gal', 'eggs 12': an amount after it.
  const counted = amountFirst(
    cleanSpaces(text.replace(BULLET, '')).replace(/^(.*\S)\s*[x×]\s*(\d+)$/i, '$2 $1'),
  )
    // '18 ct eggs', '12-pack of soda', '6 pk yogurt': a count, not a unit.
    .replace(/^(\d+)\s*-?\s*(?:ct|count|pk|pack)\b\.?\s*(?:of\s+)?/i, '$1 ')
    // '3 x 400g tins chopped tomatoes': three tins; the size of each is not the amount.
    .replace(/^(\d+)\s*[x×]\s*\d+(?:\.\d+)?\s*(?:g|kg|ml|l|cl|oz|lbs?)\b\s*/i, '$1 ')
    // '2 packets of crisps', '3 heads of lettuce': a container without a unit of its own counts pieces.
    .replace(
      /^(\d+(?:\.\d+)?)\s+(?:packets?|packs?|packages?|pkgs?|punnets?|tubs?|cartons?|sleeves?|bunch(?:es)?|heads?|trays?|containers?|pots?|tubes?|rolls?|sachets?)\s+(?:of\s+)?(?=\S)/i,
      '$1 ',
    )
    // 'a 2 kg bag of rice', '500ml bottle of olive oil': the amount is the weight or volume, not the bag.
    .replace(SIZED_CONTAINER, '$1 ')
    // 'bag of spinach', 'tin of tuna': one of them.
    .replace(/^(?=(?:bag|box|bottle|jar|can|tin|loaf|carton|packet|pack|tub)\s+of\s)/i, '1 ');
  let prepared = digitsForWords(counted);
  if (prepared === cleanSpaces(text.replace(BULLET, '')))
    prepared = digitsForWords(prepared.replace(FILLER_START, ''));
  const parsed = parseIngredientLine(prepared);
  const quantity = firstOfRange(parsed.quantity);
  const unit = UNIT_SET.has(parsed.unit) ? (parsed.unit as Unit) : '';
  const name = cleanName(withWordsBefore(prepared, parsed.name) || prepared);
  const container = SIZED_CONTAINER.exec(cleanSpaces(text.replace(BULLET, '')))?.[2];
  const packedIn = container ? toRecipeUnit(container)?.unit : undefined;
  return packedIn === 'cans' || packedIn === 'jars'
    ? { name, quantity, unit, packedIn }
    : { name, quantity, unit };
}

/**
 * A category for a thing: the food's own category first (chicken thighs in the freezer are Meat),
 * unless the table only says Pantry or Snacks, which are shelves more than foods (soup in the
 * freezer is Frozen, crackers in the pantry Pantry); then where it is kept; then what it comes in.
 */
const SHELF_CATEGORIES = new Set<string>(['Pantry', 'Snacks']);
export function categoryFor(name: string, unit: Unit | '', place: string | null): InventoryCategory | null {
  const english = categoryOfFood(name) ? null : englishFood(name);
  const food = categoryOfFood(name) ?? (english ? categoryOfFood(english) : null);
  // Produce kept frozen is sold and kept as Frozen (peas in the freezer); meat stays Meat.
  if (place && (!food || SHELF_CATEGORIES.has(food) || (food === 'Produce' && place === 'Frozen')))
    return place as InventoryCategory;
  // Canned and jarred food keeps in the pantry (a can of tuna, a jar of peaches); drinks stay drinks.
  const boxed = unit === 'cans' || unit === 'jars';
  if (boxed && (!food || food === 'Meat' || food === 'Produce' || food === 'Dairy')) return 'Pantry';
  return food;
}
