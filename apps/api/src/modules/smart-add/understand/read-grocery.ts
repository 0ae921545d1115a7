import {
  GROCERY_ITEM_DEFAULTS,
  type GroceryDraft,
  ingredientDisplayName,
  UNITS,
  type Unit,
} from '@kitching/contracts';
import { isMethodStep } from './method-step';
import { categoryFor, cleanName, readAmount, shelfQuantity } from './read-amount';
import { readRecipe, recipeShape } from './read-recipe';
import { stockOut } from './stock-out-cues';
import {
  ADD_TO_LIST,
  AMOUNT_START,
  ASK_TO_SHOP,
  BULLET,
  capitalize,
  cleanSpaces,
  SHOPPING_CUE,
  SHOPPING_HEADER,
  SIGN_OFF,
  STEPS_HEADER,
  STORE_HEADER,
} from './text-cues';

const MAX_ITEMS = 200;
export const DEFAULT_LIST_NAME = 'Shopping List';

// Names that hold an 'and' of their own: not two things.
const PAIRS =
  /\b(mac(?:aroni)?\s+(?:and|&|n'?)\s+cheese|half\s+(?:and|&)\s+half|fish\s+(?:and|&)\s+chips|sweet\s+(?:and|&)\s+sour(?:\s+\w+)?|pork\s+(?:and|&)\s+beans|cookies\s+(?:and|&|n'?)\s+cream|bread\s+(?:and|&)\s+butter\s+pickles|spaghetti\s+(?:and|&)\s+meatballs|salt\s+(?:and|&)\s+vinegar\s+chips|sour\s+cream\s+(?:and|&)\s+onion(?:\s+\w+)?)\b/gi;
const PAIR_MARK = '\u0000';

/** 'a, b and c', one per line, '• a', 'a; b', 'a & b' → the things. */
export function splitThings(text: string): string[] {
  const guarded = text.replace(PAIRS, (m) => m.replace(/\s+(and|&|n'?)\s+/i, `${PAIR_MARK}$1${PAIR_MARK}`));
  return guarded
    .split(/\r?\n|[,;]|\s+(?:and|&|\+|plus|as well as|along with)\s+|\s+\/\s+/i)
    .map((part) => part.replaceAll(PAIR_MARK, ' ').trim())
    .filter(Boolean);
}

/** Takes the shopping words off the front, repeatedly ('please buy', 'we need more'). */
export function withoutShoppingCue(text: string): { text: string; cued: boolean } {
  let out = text.trim();
  let cued = false;
  for (;;) {
    const m = SHOPPING_CUE.exec(out);
    if (!m || m[0].length === 0) break;
    cued = true;
    out = out.slice(m[0].length).trim();
  }
  return { text: out, cued };
}

/** 'Hey, on ur way back can u pick up milk and a bag of ice? thx x' → 'milk and a bag of ice'. */
function askedToShop(text: string): string | null {
  if (/\n/.test(text.trim())) return null;
  const m = ASK_TO_SHOP.exec(text.trim());
  return m ? text.trim().slice(m[0].length).replace(SIGN_OFF, '') : null;
}

/**
 * 'add paper plates, napkins, plastic cups': 'add' and several things without amounts is a list to
 * shop for ('add 2 cans of beans' is stock); the things, or null.
 */
export function addList(text: string): string | null {
  const m = /^(?:please\s+|pls\s+)?add\s+(.+)$/i.exec(text.trim());
  if (!m || /\n/.test(m[1]!)) return null;
  const things = splitThings(m[1]!);
  return things.length >= 2 && !things.some((thing) => AMOUNT_START.test(thing)) ? m[1]! : null;
}

/**
 * What to buy: 'buy milk, eggs and bread', "we're out of coffee", 'Need: onions, 1 kg tomatoes',
 * a pasted list one per line. One item per thing, amounts where given.
 */
export function readGrocery(text: string): GroceryDraft {
  // A recipe pasted to shop for (a Kitchen Helper may not keep recipes): its ingredients, by name,
  // never its steps.
  if (recipeShape(text).steps > 0 || text.split(/\r?\n/).some((line) => STEPS_HEADER.test(line.trim())))
    return recipeShopping(text);
  let name = DEFAULT_LIST_NAME;
  const input = ADD_TO_LIST.exec(text.trim())?.[1] ?? addList(text) ?? askedToShop(text) ?? text;
  const lines = input
    .split(/\r?\n/)
    .map((line) => cleanSpaces(line.replace(BULLET, '')))
    .filter(Boolean);
  const things: string[] = [];
  for (const [index, line] of lines.entries()) {
    // A first line that only names the list ('To buy', 'Party shopping list:') or the shop ('Target').
    const header = line.replace(/:$/, '').trim();
    if (index === 0 && lines.length > 1 && SHOPPING_HEADER.test(header)) continue;
    if (index === 0 && lines.length > 1 && STORE_HEADER.test(header)) {
      const shop = cleanSpaces(
        header.replace(/\b(?:shopping|grocery|groceries|list|run|trip|order|haul)\b/gi, ' '),
      );
      if (shop && !/^(?:at|from|for|the)$/i.test(shop))
        name = capitalize(shop.replace(/^(?:at|from|for)\s+/i, ''));
      continue;
    }
    let rest = line;
    // 'Need: onions, garlic' or 'BBQ: burgers, buns': a label before a colon.
    const colon = /^([^:]{1,40}):\s*(.*)$/.exec(rest);
    if (colon) {
      const label = withoutShoppingCue(colon[1]!);
      const labelName = cleanSpaces(
        label.text.replace(/\b(?:shopping|grocery|groceries|list|for|the|to buy)\b/gi, ' '),
      );
      if (labelName && index === 0 && !/\d/.test(labelName)) name = capitalize(labelName);
      rest = colon[2]!;
    }
    rest = withoutShoppingCue(rest).text;
    // 'Preheat the oven to 200C' among the things: a step is never a thing to buy.
    if (lines.length > 1 && isMethodStep(rest)) continue;
    // 'buy more eggs, used the last ones': what went says why, it is not a thing to buy.
    things.push(...splitThings(rest).filter((thing) => !stockOut(thing)));
  }

  const items = things
    .map((thing) => {
      const amount = readAmount(withoutShoppingCue(thing).text);
      const itemName = cleanName(amount.name);
      if (!itemName) return null;
      const unit: Unit = amount.unit || GROCERY_ITEM_DEFAULTS.unit;
      return {
        name: itemName,
        quantity: shelfQuantity(amount.quantity) || GROCERY_ITEM_DEFAULTS.quantity,
        unit,
        category: categoryFor(itemName, amount.unit, null) ?? 'Other',
      };
    })
    .filter((item) => item !== null)
    .slice(0, MAX_ITEMS);
  return { name, items };
}

const UNIT_SET = new Set<string>(UNITS);

/** A recipe's ingredients as lines to buy: each by its name (no preparation notes), in a unit of ours. */
function recipeShopping(text: string): GroceryDraft {
  const recipe = readRecipe(text);
  const items = recipe.ingredients.slice(0, MAX_ITEMS).map((ingredient) => {
    const itemName = ingredientDisplayName(ingredient.name);
    return {
      name: capitalize(itemName),
      quantity: shelfQuantity(ingredient.quantity) || GROCERY_ITEM_DEFAULTS.quantity,
      unit: (ingredient.quantity && UNIT_SET.has(ingredient.unit)
        ? ingredient.unit
        : GROCERY_ITEM_DEFAULTS.unit) as Unit,
      category: categoryFor(itemName, '', null) ?? 'Other',
    };
  });
  const titled = recipe.name && recipe.name !== 'Untitled recipe';
  return { name: titled ? recipe.name : DEFAULT_LIST_NAME, items };
}
