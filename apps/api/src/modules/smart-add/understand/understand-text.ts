import {
  categoryOfFood,
  DEFAULT_MEAL_TYPE,
  type DraftOf,
  GROCERY_ITEM_DEFAULTS,
  INVENTORY_DEFAULTS,
  previewOf,
  RECIPE_DEFAULT_SERVINGS,
  type SmartAddResult,
  type SmartAddResultType,
  type TypedDraft,
  UNITS,
} from '@kitching/contracts';
import { englishCues, writtenConjunction } from './language-cues';
import { DRESSING_VERB, MEASURED, oneLineRecipe, typeLabel } from './one-line-forms';
import { amountFirst, categoryFor, shelfQuantity } from './read-amount';
import { addList, DEFAULT_LIST_NAME, readGrocery, splitThings, withoutShoppingCue } from './read-grocery';
import { readInventory, withDetails } from './read-inventory';
import { mealWhen, readMeal } from './read-meal';
import { readRecipe, recipeLines, recipeShape } from './read-recipe';
import { stillShopping } from './stock-out-cues';
import {
  ADD_TO_LIST,
  AMOUNT_START,
  ASK_TO_SHOP,
  COOK_TIME,
  capitalize,
  cleanSpaces,
  DISH_FOR,
  PLACE_LABEL,
  PLACE_PHRASE,
  PLAN_CUE,
  PREP_TIME,
  SERVINGS,
  SHOPPING_HEADER,
  STOCK_CUE,
  STOCK_WHEN,
  STORE_HEADER,
} from './text-cues';
import { EXPIRY_CUE, expiryOf } from './text-dates';
import {
  cookReading,
  type StockOutReading,
  stockOutOf,
  stockOutScores,
  stockUseDraft,
} from './understand-stock-out';

const INVENTORY_UNITS_SET = new Set<string>(UNITS);

type Scores = Record<SmartAddResultType, number>;

/** '1) cream cheese 2) smoked salmon 3) bagels': a numbered list typed on one line, one per line. */
export function inlineList(text: string): string {
  if (/\n/.test(text.trim()) || !/^\s*1[.)]\s+\S.*\s2[.)]\s+\S/.test(text)) return text;
  return text.replace(/\s+(?=\d{1,2}\)\s)|\s+(?=\d{1,2}\.\s+\p{L})/gu, '\n');
}

/** How sure the rules are of each type: the evidence in the text, weighed. */
export function scoreText(
  input: string,
  today: string,
  out: StockOutReading | null = stockOutOf(inlineList(input), today),
): Scores {
  const text = inlineList(input).trim();
  const lines = text.split(/\r?\n/).filter((l) => l.trim());
  const first = cleanSpaces(lines[0] ?? '');
  const shape = recipeShape(text);
  // 'used up the last of the cheddar' says stock went; with 'need more' it asks for the list.
  const shopping =
    (!out || stillShopping(text.replace(/^(?:we\s+|i\s+)?used\s+up\b/i, ''))) &&
    (withoutShoppingCue(first).cued ||
      ADD_TO_LIST.test(first) ||
      (lines.length === 1 && addList(first) !== null) ||
      (lines.length === 1 && ASK_TO_SHOP.test(first)) ||
      (lines.length > 1 && SHOPPING_HEADER.test(first.replace(/:$/, ''))) ||
      (lines.length > 2 && STORE_HEADER.test(first.replace(/:$/, ''))));
  const expiry = expiryOf(text, today);
  const stock =
    STOCK_CUE.test(first) ||
    (lines.length === 1 &&
      (STOCK_WHEN.test(first) || withDetails(first.replace(/\s*,?\s*$/, '')) !== null)) ||
    /\b(?:left|remaining|in stock|on hand|at home)\s*[.!]*$/i.test(first) ||
    PLACE_LABEL.test(first) ||
    new RegExp(PLACE_PHRASE.source, 'i').test(first) ||
    Boolean(expiry) ||
    EXPIRY_CUE.test(first.replace(/\s*\S+$/, ''));
  const withoutExpiry = expiry
    ? text.slice(0, expiry.index) + text.slice(expiry.index + expiry.length)
    : text;
  const when = mealWhen(withoutExpiry.replace(SERVINGS, ' '), today);
  const planned = PLAN_CUE.test(first);
  const things = splitThings(withoutShoppingCue(lines.length > 1 ? lines.slice(1).join('\n') : first).text);
  const bare = first.replace(STOCK_CUE, '');
  // '2 qt orange juice' or 'orange juice 2 qt': an amount of one thing.
  const amount = AMOUNT_START.test(bare) || amountFirst(bare) !== bare;

  const scores: Scores = {
    inventory: 0.2,
    grocery_list: 0.2,
    recipe: 0.05,
    meal_plan: 0.1,
    stock_use: 0,
    cook: 0,
  };
  if (lines.length >= 3 && shape.ingredients >= 2 && (shape.steps >= 1 || shape.headers >= 1))
    scores.recipe = 0.93;
  else if (lines.length >= 3 && shape.ingredients >= 2 && SERVINGS.test(text)) scores.recipe = 0.85;
  else if (lines.length >= 3 && shape.ingredients >= 3 && !shopping && shape.titled) scores.recipe = 0.6;
  else if (lines.length >= 2 && shape.steps >= 1 && shape.ingredients >= 1) scores.recipe = 0.55;
  else if (lines.length === 1 && recipeLines(first) !== first) scores.recipe = 0.9;
  // 'Vinaigrette: whisk 3 tbsp olive oil, 1 tbsp vinegar, 1 tsp mustard': a recipe on one line.
  else if (
    lines.length === 1 &&
    !shopping &&
    DRESSING_VERB.test(first) &&
    (first.match(MEASURED)?.length ?? 0) >= 2
  )
    scores.recipe = 0.9;
  // 'Beef stew recipe - serves 6, prep 20 mins, cook 3 hours': a dish to keep, not to plan.
  else if (
    lines.length === 1 &&
    !shopping &&
    (/\brecipe\b/i.test(first) || [SERVINGS, PREP_TIME, COOK_TIME].filter((p) => p.test(first)).length >= 2)
  )
    scores.recipe = 0.8;

  if (shopping) scores.grocery_list = 0.92;
  else if (lines.length > 1 && shape.steps === 0 && shape.ingredients < lines.length / 2)
    scores.grocery_list = 0.7;
  else if (lines.length > 1 && shape.steps === 0) scores.grocery_list = 0.55;
  else if (!stock && !amount) {
    // No cue at all: a list of known foods is probably shopping; unknown words leave the rules unsure.
    const known = things.filter((thing) => categoryOfFood(thing) !== null).length;
    if (things.length > 1) scores.grocery_list = known * 2 >= things.length ? 0.62 : 0.45;
    else scores.grocery_list = known ? 0.55 : 0.4;
  }

  if (stock && !shopping) scores.inventory = 0.9;
  else if (amount && lines.length === 1 && !shopping) scores.inventory = 0.72;

  const mealNamed = when.named && !shopping && !(stock && !planned);
  if (
    mealNamed &&
    /\b(?:breakfast|brunch|lunch|dinner|supper|snacks?)\b/i.test(text) &&
    (when.plannedDate !== today || planned || /:/.test(first))
  )
    scores.meal_plan = 0.9;
  else if (mealNamed) scores.meal_plan = 0.78;
  else if (planned && !shopping) scores.meal_plan = 0.7;
  const dishFor = DISH_FOR.exec(first);
  if (
    dishFor &&
    lines.length === 1 &&
    !shopping &&
    splitThings(dishFor[3]!).length >= 2 &&
    scores.recipe < 0.9
  )
    scores.meal_plan = Math.max(scores.meal_plan, 0.8);
  if (scores.meal_plan > 0.5 && lines.length >= 3 && scores.recipe > 0.8) scores.meal_plan = 0.6;
  if (out) {
    Object.assign(scores, stockOutScores(out, shopping));
    // Said in the past tense: not a plan, not a new item, not a list (unless it asks for one).
    scores.meal_plan = Math.min(scores.meal_plan, 0.45);
    scores.inventory = Math.min(scores.inventory, 0.5);
    scores.recipe = Math.min(scores.recipe, 0.4);
    if (!shopping) scores.grocery_list = Math.min(scores.grocery_list, 0.5);
  }
  return scores;
}

const inventoryFrom = (
  name: string,
  quantity: string = INVENTORY_DEFAULTS.quantity,
  unit = '',
): DraftOf<'inventory'> => {
  const u = INVENTORY_UNITS_SET.has(unit) && unit !== 'each' ? unit : INVENTORY_DEFAULTS.unit;
  return {
    name,
    quantity: shelfQuantity(quantity) || INVENTORY_DEFAULTS.quantity,
    unit: u as DraftOf<'inventory'>['unit'],
    category: categoryFor(name, '', null) ?? 'Other',
    expirationDate: null,
    minStockLevel: INVENTORY_DEFAULTS.minStockLevel,
    barcode: null,
  };
};

/** Another type's reading built from the best one, so that switching type keeps what was read. */
function convert(from: TypedDraft, to: SmartAddResultType, today: string): TypedDraft {
  const things =
    from.type === 'inventory'
      ? [{ name: from.data.name, quantity: from.data.quantity, unit: from.data.unit as string }]
      : from.type === 'grocery_list' || from.type === 'stock_use'
        ? from.data.items
        : from.type === 'cook'
          ? [{ name: capitalize(from.dish.said), quantity: '', unit: '' }]
          : from.data.ingredients;
  const title =
    from.type === 'grocery_list' || from.type === 'stock_use'
      ? from.data.items.length === 1
        ? from.data.items[0]!.name
        : from.type === 'grocery_list'
          ? from.data.name
          : DEFAULT_LIST_NAME
      : from.type === 'cook'
        ? capitalize(from.dish.said)
        : from.data.name;
  const dish = {
    name: title,
    description: null,
    servings:
      from.type === 'recipe' || from.type === 'meal_plan' ? from.data.servings : RECIPE_DEFAULT_SERVINGS,
    prepTime: from.type === 'recipe' || from.type === 'meal_plan' ? from.data.prepTime : 0,
    cookTime: from.type === 'recipe' || from.type === 'meal_plan' ? from.data.cookTime : 0,
    instructions: from.type === 'recipe' || from.type === 'meal_plan' ? from.data.instructions : null,
    ingredients: things.map((t) => ({
      name: t.name,
      quantity: t.quantity,
      unit: t.quantity ? t.unit || 'each' : '',
    })),
  };
  switch (to) {
    case 'inventory': {
      const t = things[0];
      return { type: to, data: inventoryFrom(t?.name ?? title, t?.quantity, t?.unit) };
    }
    case 'grocery_list':
      return {
        type: to,
        data: {
          name: from.type === 'inventory' ? DEFAULT_LIST_NAME : title,
          items: things.map((t) => {
            const unit = INVENTORY_UNITS_SET.has(t.unit) ? t.unit : GROCERY_ITEM_DEFAULTS.unit;
            return {
              name: t.name,
              quantity: shelfQuantity(t.quantity) || GROCERY_ITEM_DEFAULTS.quantity,
              unit: unit as DraftOf<'grocery_list'>['items'][number]['unit'],
              category: categoryFor(t.name, '', null) ?? 'Other',
            };
          }),
        },
      };
    case 'recipe':
      return { type: to, data: { ...dish, source: null, sourceName: null } };
    case 'meal_plan':
      return { type: to, data: { ...dish, plannedDate: today, mealType: DEFAULT_MEAL_TYPE } };
    case 'stock_use':
      return {
        type: to,
        data: {
          items: things.map((t) => ({
            name: t.name,
            quantity: shelfQuantity(t.quantity) || '1',
            unit: t.quantity ? t.unit || 'each' : 'each',
            reason: 'used' as const,
          })),
        },
      };
    case 'cook':
      return {
        type: to,
        ...cookReading({ said: title, day: today, mealType: null, ingredientAmount: false }),
      };
  }
}

const groceryItemOf = (take: { name: string }): DraftOf<'grocery_list'>['items'][number] => ({
  name: take.name,
  quantity: GROCERY_ITEM_DEFAULTS.quantity,
  unit: GROCERY_ITEM_DEFAULTS.unit,
  category: categoryFor(take.name, '', null) ?? 'Other',
});

function read(
  type: SmartAddResultType,
  text: string,
  today: string,
  out: StockOutReading | null,
): TypedDraft {
  switch (type) {
    case 'stock_use':
      return { type, data: stockUseDraft(out?.takes ?? []) };
    case 'cook':
      return {
        type,
        ...cookReading(out?.cook ?? { said: '', day: today, mealType: null, ingredientAmount: false }),
      };
    case 'inventory':
      return { type, data: readInventory(text, today) };
    case 'grocery_list':
      // 'used up all the milk, need more': what went out is what to buy again.
      return out?.takes.length
        ? { type, data: { name: DEFAULT_LIST_NAME, items: out.takes.map(groceryItemOf) } }
        : { type, data: readGrocery(text) };
    case 'recipe': {
      const plain = readRecipe(text);
      // The one-line reading only where the usual one reads no name or names with amounts in them.
      const poor =
        plain.name === 'Untitled recipe' ||
        /\d/.test(plain.name) ||
        plain.ingredients.some((i) => /[:,]/.test(i.name));
      const written = poor ? oneLineRecipe(text) : null;
      return { type, data: written ? readRecipe(written) : plain };
    }
    case 'meal_plan':
      return { type, data: readMeal(text, today) };
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
const withPreview = (draft: TypedDraft, confidence: number) =>
  ({ ...draft, confidence: round(confidence), preview: previewOf(draft) }) as SmartAddResult;

/**
 * Kitching's own reading of a text (no AI service): every type, best first. The best is read
 * directly; the others are read directly when the text supports them, else converted from the best.
 */
export function understandText(written: string, today: string): SmartAddResult[] {
  const labelled = typeLabel(inlineList(englishCues(written)));
  const input = labelled.text;
  const out = labelled.type ? null : stockOutOf(input, today);
  const scores = scoreText(input, today, out);
  // 'Recipe:', 'Meal plan:', 'Inventory:', 'Shopping:' at the start: the family has said which.
  if (labelled.type) scores[labelled.type] = Math.max(0.97, ...Object.values(scores).map((v) => v + 0.01));
  // Stock going out is offered only when the text says so (its readings need the verbs).
  const order = (Object.keys(scores) as SmartAddResultType[])
    .filter((type) => scores[type] > 0)
    .sort((a, b) => scores[b] - scores[a]);
  // A dish keeps the conjunction it was written with ('pasta e fagioli').
  const named = (draft: TypedDraft): TypedDraft =>
    draft.type === 'meal_plan' || draft.type === 'recipe'
      ? ({
          ...draft,
          data: { ...draft.data, name: writtenConjunction(draft.data.name, written) },
        } as TypedDraft)
      : draft;
  const best = named(read(order[0]!, input, today, out));
  return order.map((type, i) => {
    if (i === 0) return withPreview(best, scores[type]);
    const direct =
      type === 'stock_use' ||
      type === 'cook' ||
      (scores[type] >= 0.5 && !(out && best.type !== 'grocery_list'));
    const draft = named(direct ? read(type, input, today, out) : convert(best, type, today));
    return withPreview(draft, scores[type]);
  });
}
