import {
  type CookDish,
  type CookMatch,
  covers,
  type HeldStock,
  productKey,
  type StockTakeDraft,
} from '@kitching/contracts';

/**
 * What the family has that a stock-out reading is matched against: its recipes, meal plans, the meals
 * planned around the day and its pantry (read by the service through those domains' services). Pure:
 * the same kitchen gives the same answer.
 */
export interface Kitchen {
  recipes: { id: number; name: string }[];
  mealPlans: { id: number; name: string; recipeId: number | null }[];
  planned: { id: number; mealPlanId: number; plannedDate: string; mealType: string }[];
  stock: HeldStock[];
}

/** Spellings families mix ('lasagna', 'chili', 'spag bol', 'mac n cheese'), folded to one. */
const VARIANTS: Record<string, string> = {
  lasagna: 'lasagne',
  chili: 'chilli',
  yogurt: 'yoghurt',
  spag: 'spaghetti',
  bol: 'bolognese',
  bolognaise: 'bolognese',
  veggie: 'vegetable',
  veg: 'vegetable',
  n: 'and',
  pud: 'pudding',
  bbq: 'barbecue',
  mum: '',
  mom: '',
};
/** Words that tell nothing about which dish: 'the', 'homemade', 'easy', 'classic'. */
const PLAIN = new Set([
  'the',
  'a',
  'an',
  'and',
  'of',
  'my',
  'our',
  'homemade',
  'easy',
  'quick',
  'classic',
  'best',
  'simple',
  'family',
  'favourite',
  'favorite',
  'famous',
  'recipe',
  '',
]);

const wordsOf = (name: string) =>
  productKey(name)
    .split(' ')
    .map((w) => VARIANTS[w] ?? w)
    .filter((w) => !PLAIN.has(w));

/** The word a dish is (its last, or the last before 'con', 'with', 'and'...): 'curry' of 'chicken curry'. */
function headOf(words: string[]): string {
  const joint = words.findIndex((w, i) => i > 0 && /^(?:con|with|and|au|alla|al|in|on|de|di|a)$/.test(w));
  return words[(joint > 0 ? joint : words.length) - 1]!;
}

/**
 * How well a said dish names a family dish: 1 the same; less when one only adds words to the other
 * and the shorter keeps the dish's own word ('pancakes' is 'Fluffy Pancakes', 'chicken' is not
 * 'Chicken Curry'); a little for shared words (a choice to offer, not a match); 0 unrelated.
 */
export function dishScore(said: string, name: string): number {
  const saidWords = wordsOf(said);
  const nameWords = wordsOf(name);
  const s = new Set(saidWords);
  const d = new Set(nameWords);
  if (!s.size || !d.size) return 0;
  const shared = [...s].filter((w) => d.has(w)).length;
  if (shared === s.size && shared === d.size) return 1;
  if (shared === s.size && s.has(headOf(nameWords))) return Math.max(0.6, 0.9 - 0.05 * (d.size - shared));
  if (shared === d.size && d.has(headOf(saidWords))) return Math.max(0.55, 0.8 - 0.05 * (s.size - shared));
  if (shared === d.size) return Math.max(0.55, 0.8 - 0.05 * (s.size - shared));
  return (0.4 * shared) / (s.size + d.size - shared);
}

/** A score this high names the dish; below it a dish is only offered as a choice. */
export const DISH_MATCH = 0.55;
const MEAL_ONLY = /^(?:breakfast|brekkie|brunch|lunch|dinner|supper|tea|snack)$/i;

interface Scored {
  dish: CookDish;
  score: number;
  rank: number;
}

/**
 * The family dish a cook names. A meal planned for the day cooked wins ('made the lasagne tonight' is
 * tonight's planned lasagne), then a recipe, then a meal plan (a plan made from a recipe counts as that
 * recipe: one source of truth). 'made dinner' is the dinner planned for the day when there is one.
 */
export function matchDish(
  said: string,
  day: string,
  mealType: string | null,
  kitchen: Pick<Kitchen, 'recipes' | 'mealPlans' | 'planned'>,
): Omit<CookMatch, 'said'> {
  const plans = new Map(kitchen.mealPlans.map((p) => [p.id, p]));
  const recipes = new Map(kitchen.recipes.map((r) => [r.id, r]));
  const scored: Scored[] = [];
  const mealOnly = MEAL_ONLY.test(said.trim());
  for (const planned of kitchen.planned) {
    if (planned.plannedDate !== day) continue;
    const plan = plans.get(planned.mealPlanId);
    if (!plan) continue;
    const recipeName = plan.recipeId ? recipes.get(plan.recipeId)?.name : undefined;
    const score = mealOnly
      ? planned.mealType === (mealType ?? said.toLowerCase()) ||
        (said.toLowerCase() === 'tea' && planned.mealType === 'dinner')
        ? 1
        : 0
      : Math.max(dishScore(said, plan.name), recipeName ? dishScore(said, recipeName) : 0);
    const sameMeal = !mealType || planned.mealType === mealType;
    const dish: CookDish = {
      kind: 'planned_meal',
      id: planned.id,
      name: plan.name,
      plannedDate: planned.plannedDate,
      mealType: planned.mealType,
    };
    scored.push({ dish, score, rank: sameMeal ? 3 : 2.5 });
  }
  if (!mealOnly) {
    for (const recipe of kitchen.recipes)
      scored.push({
        dish: { kind: 'recipe', id: recipe.id, name: recipe.name, plannedDate: null, mealType: null },
        score: dishScore(said, recipe.name),
        rank: 2,
      });
    for (const plan of kitchen.mealPlans)
      if (!plan.recipeId || !recipes.has(plan.recipeId))
        scored.push({
          dish: { kind: 'meal_plan', id: plan.id, name: plan.name, plannedDate: null, mealType: null },
          score: dishScore(said, plan.name),
          rank: 1,
        });
  }
  const close = scored.filter((s) => s.score > 0);
  const planned = close.filter((s) => s.dish.kind === 'planned_meal' && s.score >= DISH_MATCH);
  const byScore = (a: Scored, b: Scored) => b.score - a.score || b.rank - a.rank;
  const ordered = [...planned.sort(byScore), ...close.filter((s) => !planned.includes(s)).sort(byScore)];
  const best = ordered[0];
  // 'made dinner' with two dinners planned: which one is for the family to say.
  const ambiguous = mealOnly && planned.length > 1;
  const match = best && best.score >= DISH_MATCH && !ambiguous ? best.dish : null;
  const choices = ordered
    .filter((s) => s.dish !== match)
    .slice(0, 6)
    .map((s) => s.dish);
  return { match, choices };
}

/** Names that hold another word yet are another product ('peanut butter' is not 'butter'). */
const OTHER_PRODUCT =
  /\b(?:peanut|almond|cashew|coconut|oat|soy|soya|rice|sour|ice|cream|garlic|baked|butter|sweet|spring|hot|pop|corn|ginger|apple|tomato|chilli|chili|fish|oyster|soba|egg)\s+\S+$/i;

/** What the pantry holds of a product: the pantry rule first, then a name that only adds words to it. */
export function findHeld(name: string, stock: readonly HeldStock[]): HeldStock | null {
  const key = productKey(name);
  const exact = stock.find((s) => productKey(s.name) === key);
  if (exact) return exact;
  const covered = stock.find((s) => covers(s.name, name) || covers(name, s.name));
  if (covered) return covered;
  const words = wordsOf(name);
  if (!words.length) return null;
  const wider = stock
    .map((s) => ({ s, w: wordsOf(s.name) }))
    .filter(({ s, w }) => words.every((x) => w.includes(x)) && !OTHER_PRODUCT.test(productKey(s.name)))
    .sort((a, b) => a.w.length - b.w.length);
  return wider[0]?.s ?? null;
}

const times = (quantity: string, share: number) => String(Math.round(Number(quantity) * share * 100) / 100);

/** A take as the pantry holds it: its item's name, and all of it (or the share said) when no amount was. */
export function takeFromPantry(
  take: StockTakeDraft & { whole?: boolean; share?: number },
  held: HeldStock | null,
): StockTakeDraft {
  const { name, reason } = take;
  const share = take.share ?? 1;
  if (!take.whole)
    return { name: held?.name ?? name, quantity: take.quantity, unit: take.unit || 'each', reason };
  if (held && Number(held.quantity) > 0)
    return { name: held.name, quantity: times(held.quantity, share), unit: held.unit, reason };
  return { name: held?.name ?? name, quantity: times('1', share), unit: 'each', reason };
}
