import { daysBetween, isCalendarDate } from './dates';
import { type ProductLinkPair, type ProductLinks, productKey, productLinks } from './product-names';
import { parseQuantity } from './quantity-display';
import { type Amount, formatAmountQuantity, normalizeUnit, unitConversion } from './unit-conversion';

/**
 * Issue 13, "What can I cook: the rule": which dishes (meal plans and recipes) the pantry can make, and
 * what planned meals need beyond the pantry and the grocery list. Pure and schema-free (no Zod), so the
 * API and the web app run the same rule.
 *
 * Names. The one name rule (product-names.ts: productKey with the family's links) plus stock
 * generalisation: a name is its core product and descriptive qualifiers at either end of it
 * ('all-purpose flour' = 'flour' + 'all purpose', 'boneless skinless chicken breasts' = 'chicken breast'
 * + 'boneless', 'skinless'). A stock name covers an ingredient when they are the same product, or when
 * they have the same core and one's qualifiers include the other's: 'Flour' covers 'all-purpose flour'
 * and 'All-purpose flour' covers 'flour', but 'salted butter' does not cover 'unsalted butter'.
 * Choice: the qualifiers are an allow-list (DESCRIPTIVE_QUALIFIERS), not a deny-list of product-making
 * words: an unknown word keeps two names apart, so compound names stay products of their own ('Milk'
 * never covers 'coconut milk', 'Butter' never 'peanut butter', 'Cream' never 'ice cream', 'Sauce' never
 * 'soy sauce', 'Oil' never 'olive oil', 'Cheese' never 'cheddar cheese': a generic 'Cheese' does not say
 * which cheese it is). Words that make another product in some dish stay out of the list even when they
 * are harmless in others ('white' (chocolate, pepper), 'brown' (sugar), 'light' and 'heavy' (cream),
 * 'ground' (beef), 'dried', 'frozen', 'kosher' (salt measures differently), 'self raising').
 *
 * Amounts. An ingredient's amount is scaled to the servings asked for and compared with the stock of
 * that product after unit conversion (unit-conversion.ts: exact within mass, volume and counts, else
 * spec 9's grams table; 'each' never to weight); an ingredient without a unit is counted 'each'. Stock
 * items are drawn on soonest expiry first, and what one ingredient draws is gone for the next ingredient
 * of the dish (two 100 g of butter in one dish need 200 g) and, in the week, for later meals. When no
 * matching stock item converts to the ingredient's unit, any positive matching stock covers it (its amount
 * is unknown, so nothing is drawn down); when some convert, only those count.
 */

/** One ingredient of a dish as stored: the quantity is text ('1 1/2', 'to taste', ''). */
export interface DishIngredient {
  name: string;
  quantity?: string | null;
  unit?: string | null;
}

/** A candidate for "what can I cook": a meal plan or an active recipe (kind and id say which). */
export interface Dish {
  kind: 'meal_plan' | 'recipe';
  id: number;
  name: string;
  /** The servings the ingredient amounts are for. */
  servings: number;
  ingredients: readonly DishIngredient[];
}

/** An inventory item as the rule needs it. */
export interface StockItem {
  id: number;
  name: string;
  /** A numeric string ('1.5'); anything that is not a positive number holds nothing. */
  quantity: string | number;
  unit: string;
  /** 'YYYY-MM-DD' or null. */
  expirationDate?: string | null;
}

/** An unpurchased grocery line: its main amount and the amounts that did not convert into it. */
export interface ListedLine {
  name: string;
  quantity: string | number;
  unit: string;
  moreAmounts?: readonly Amount[] | null;
  /** Purchased lines are ignored (they are on their way into the pantry or already there). */
  purchased?: boolean;
}

export type MealLinks = ProductLinks | Iterable<ProductLinkPair>;

export interface MealRuleOptions {
  /** The family's name links (built once with productLinks(), or the pairs). */
  links?: MealLinks | undefined;
  /**
   * The viewer's calendar date ('YYYY-MM-DD'): stock that expired before it counts for nothing. Without
   * it every stock item counts.
   */
  today?: string | undefined;
}

export interface SuggestMealsOptions extends MealRuleOptions {
  /** Scale every dish to this many servings; without it each dish's own amounts are needed. */
  servings?: number | undefined;
}

/** Spec 3's meal suggestion with what says which dish, what is there and the soonest expiry it uses. */
export interface MealSuggestion {
  kind: Dish['kind'];
  id: number;
  name: string;
  /** round(100 x available / counted ingredients). */
  matchPercentage: number;
  /** The ingredients the pantry does not hold enough of, as written, in the dish's order. */
  missingIngredients: string[];
  /** The ingredients the pantry holds (enough of), as written, in the dish's order. */
  availableIngredients: string[];
  /** The soonest expiration date among the stock items the dish would use; null when none has one. */
  usesExpiringOn: string | null;
}

/** A meal of the plan: a dish on a date and meal type, optionally scaled to servings. */
export interface PlannedDish {
  date: string;
  mealType: string;
  dish: Dish;
  servings?: number | null | undefined;
}

/** What a meal needs beyond the pantry: one line for the grocery list. */
export interface ShoppingAmount {
  /** The ingredient's name as the first meal needing it writes it. */
  name: string;
  /** A numeric string with at most two decimals. */
  quantity: string;
  /** The first meal's unit as written ('each' when it has none). */
  unit: string;
}

export interface ShoppingNeed extends ShoppingAmount {
  /** The meals whose need the pantry did not cover, in date and meal order. */
  meals: { date: string; mealType: string; dishName: string }[];
}

/**
 * Words and phrases (as productKey writes them: lowercase, singular, hyphens as spaces) that describe a
 * product without making another one.
 */
const DESCRIPTIVE_QUALIFIERS = new Set([
  'all purpose',
  'plain',
  'granulated',
  'unbleached',
  'whole',
  'skim',
  'skimmed',
  'semi skimmed',
  'full fat',
  'low fat',
  'reduced fat',
  'fat free',
  'low sodium',
  'reduced sodium',
  'salted',
  'unsalted',
  'sweetened',
  'unsweetened',
  'organic',
  'natural',
  'all natural',
  'pure',
  'good',
  'quality',
  'good quality',
  'high quality',
  'best quality',
  'premium',
  'regular',
  'homemade',
  'store bought',
  'local',
  'ripe',
  'boneless',
  'skinless',
  'free range',
  'cage free',
  'pasture raised',
  'grass fed',
  'extra virgin',
  'virgin',
]);
const LONGEST_QUALIFIER = 3;
/** The first and last words of the qualifiers: a name starting and ending with none of them is its core. */
const QUALIFIER_ENDS = new Set(
  [...DESCRIPTIVE_QUALIFIERS].flatMap((phrase) => {
    const words = phrase.split(' ');
    return [words[0]!, words.at(-1)!];
  }),
);

/** Meal types in the day's order (spec 3); any other type comes after them. */
const MEAL_TYPE_ORDER: Record<string, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };

/** A name under the rule: its key (with the links), its core product and its descriptive qualifiers. */
interface NameInfo {
  key: string;
  core: string;
  /** Sorted, without repeats; empty when the name is its core. */
  qualifiers: readonly string[];
}

function asLinks(links: MealLinks | undefined): ProductLinks | undefined {
  if (!links) return undefined;
  return 'canonical' in links ? links : productLinks(links);
}

/** Qualifier phrases taken off both ends of the words; at least one word is always left. */
function splitQualifiers(words: readonly string[]): { core: readonly string[]; qualifiers: string[] } {
  if (words.length < 2 || (!QUALIFIER_ENDS.has(words[0]!) && !QUALIFIER_ENDS.has(words.at(-1)!)))
    return { core: words, qualifiers: [] };
  let start = 0;
  let end = words.length;
  const qualifiers: string[] = [];
  const take = (fromStart: boolean): boolean => {
    for (let length = LONGEST_QUALIFIER; length >= 1; length--) {
      if (end - start <= length) continue;
      const phrase = (fromStart ? words.slice(start, start + length) : words.slice(end - length, end)).join(
        ' ',
      );
      if (!DESCRIPTIVE_QUALIFIERS.has(phrase)) continue;
      qualifiers.push(phrase);
      if (fromStart) start += length;
      else end -= length;
      return true;
    }
    return false;
  };
  while (take(true));
  while (take(false));
  return { core: words.slice(start, end), qualifiers: [...new Set(qualifiers)].sort() };
}

function nameInfo(name: string, links: ProductLinks | undefined): NameInfo {
  const base = productKey(name);
  const key = links ? links.canonical(base) : base;
  const { core, qualifiers } = splitQualifiers(base ? base.split(' ') : []);
  if (!qualifiers.length) return { key, core: key, qualifiers };
  const coreBase = core.join(' ');
  return { key, core: links ? links.canonical(coreBase) : coreBase, qualifiers };
}

const isSubset = (a: readonly string[], b: readonly string[]) => a.every((q) => b.includes(q));

function covers(stock: NameInfo, ingredient: NameInfo): boolean {
  if (!stock.key || !ingredient.key) return false;
  if (stock.key === ingredient.key) return true;
  if (stock.core !== ingredient.core) return false;
  return (
    isSubset(stock.qualifiers, ingredient.qualifiers) || isSubset(ingredient.qualifiers, stock.qualifiers)
  );
}

/**
 * Whether a stock item of this name can stand for the ingredient: the one name rule (with the family's
 * links), or the same core product where one name only adds descriptive qualifiers to the other ('Flour'
 * covers 'all-purpose flour', 'Eggs' covers 'egg, beaten'; 'Milk' never covers 'coconut milk').
 */
export function stockCovers(stockName: string, ingredientName: string, links?: MealLinks): boolean {
  const built = asLinks(links);
  return covers(nameInfo(stockName, built), nameInfo(ingredientName, built));
}

/** An amount that can be drawn on: a stock item, or one amount of a grocery line. */
interface Holding {
  info: NameInfo;
  /** The interned normalised unit (Session.unit). */
  unit: number;
  /** Positive. */
  quantity: number;
  expirationDate: string | null;
  /** Position in drawing order: soonest expiry first, undated last, then as given. */
  rank: number;
  /** What the current drawing (`drawing`) has taken, in this holding's unit. */
  used: number;
  drawing: number;
}

/** The holdings covering one name that convert to one unit, with the factors into that unit. */
interface Convertible {
  holdings: Holding[];
  factors: number[];
}

/** The holdings covering one name, in drawing order, and per interned unit those that convert. */
interface Covering {
  all: Holding[];
  byUnit: (Convertible | undefined)[];
}

/** The pieces of one call: names keyed once, units normalised once, conversions looked up once. */
function session(links: ProductLinks | undefined) {
  const names = new Map<string, NameInfo>();
  const unitIds = new Map<string, number>();
  const units: string[] = [];
  const factors: (number | null | undefined)[][] = [];
  const quantities = new Map<string, number | null>();
  return {
    info(name: string): NameInfo {
      let info = names.get(name);
      if (!info) {
        info = nameInfo(name, links);
        names.set(name, info);
      }
      return info;
    },
    /** The unit as a small number: equal for the same normalised unit ('', 'each' and 'pieces' alike). */
    unit(unit: string | null | undefined): number {
      const raw = unit ?? '';
      let id = unitIds.get(raw);
      if (id === undefined) {
        const normal = normalizeUnit(raw) || 'each';
        id = units.indexOf(normal);
        if (id < 0) {
          id = units.length;
          units.push(normal);
          factors.push([]);
        }
        unitIds.set(raw, id);
      }
      return id;
    },
    /** Multiply a quantity in `from` by this to get it in `to`; null when they do not convert. */
    factor(from: number, to: number): number | null {
      const row = factors[from]!;
      let factor = row[to];
      if (factor === undefined) {
        const found = unitConversion(units[from]!, units[to]!)?.factor;
        factor = found !== undefined && found > 0 ? found : null;
        row[to] = factor;
      }
      return factor;
    },
    /** parseQuantity, once per distinct text. */
    quantity(value: string | number | null | undefined): number | null {
      if (typeof value !== 'string') return parseQuantity(value);
      let quantity = quantities.get(value);
      if (quantity === undefined) {
        quantity = parseQuantity(value);
        quantities.set(value, quantity);
      }
      return quantity;
    },
  };
}
type Session = ReturnType<typeof session>;

interface HoldingEntry {
  name: string;
  quantity: number;
  unit: string;
  expirationDate: string | null;
}

/** Holdings grouped by key and by core, so an ingredient finds its candidates without a scan. */
function holdingIndex(session: Session, entries: readonly HoldingEntry[]) {
  const holdings: Holding[] = entries
    .map((entry, order) => ({ entry, order }))
    .filter(({ entry }) => entry.quantity > 0)
    .sort((a, b) => compareExpiry(a.entry.expirationDate, b.entry.expirationDate) || a.order - b.order)
    .map(({ entry }, rank) => ({
      info: session.info(entry.name),
      unit: session.unit(entry.unit),
      quantity: entry.quantity,
      expirationDate: entry.expirationDate,
      rank,
      used: 0,
      drawing: -1,
    }));
  const byKey = new Map<string, Holding[]>();
  const byCore = new Map<string, Holding[]>();
  const push = (map: Map<string, Holding[]>, key: string, holding: Holding) => {
    const group = map.get(key);
    if (group) group.push(holding);
    else map.set(key, [holding]);
  };
  for (const holding of holdings) {
    if (!holding.info.key) continue;
    push(byKey, holding.info.key, holding);
    if (holding.info.core !== holding.info.key) push(byCore, holding.info.core, holding);
  }
  const found = new Map<string, Covering>();
  const covering = (name: string): Covering => {
    let result = found.get(name);
    if (!result) {
      const info = session.info(name);
      const candidates = new Set(byKey.get(info.key));
      // Same core, other qualifiers: held under that core as a key (no qualifiers) or as a core.
      if (info.qualifiers.length) for (const h of byKey.get(info.core) ?? []) candidates.add(h);
      for (const h of byCore.get(info.core) ?? []) candidates.add(h);
      const all = [...candidates].filter((h) => covers(h.info, info)).sort((a, b) => a.rank - b.rank);
      result = { all, byUnit: [] };
      found.set(name, result);
    }
    return result;
  };
  return {
    covering,
    /** The holdings covering a name that convert to the unit, in drawing order. */
    convertible(name: string, unit: number): { all: Holding[]; convertible: Convertible } {
      const result = covering(name);
      let convertible = result.byUnit[unit];
      if (!convertible) {
        convertible = { holdings: [], factors: [] };
        for (const holding of result.all) {
          const factor = session.factor(holding.unit, unit);
          if (factor === null) continue;
          convertible.holdings.push(holding);
          convertible.factors.push(factor);
        }
        result.byUnit[unit] = convertible;
      }
      return { all: result.all, convertible };
    },
  };
}
type HoldingIndex = ReturnType<typeof holdingIndex>;

/** Earlier dates first, undated (or unreadable) last. */
function compareExpiry(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

const validDate = (date: string | null | undefined): string | null =>
  date && isCalendarDate(date) ? date : null;

function stockEntries(
  session: Session,
  stock: readonly StockItem[],
  today: string | undefined,
): HoldingEntry[] {
  return stock.map((item) => {
    const expirationDate = validDate(item.expirationDate);
    const expired =
      today !== undefined && expirationDate !== null && (daysBetween(today, expirationDate) ?? 0) < 0;
    return {
      name: item.name,
      quantity: expired ? 0 : (session.quantity(item.quantity) ?? 0),
      unit: item.unit,
      expirationDate,
    };
  });
}

function listEntries(session: Session, lines: readonly ListedLine[]): HoldingEntry[] {
  return lines
    .filter((line) => !line.purchased)
    .flatMap((line) =>
      [{ quantity: line.quantity, unit: line.unit }, ...(line.moreAmounts ?? [])].map((amount) => ({
        name: line.name,
        quantity: session.quantity(amount.quantity) ?? 0,
        unit: amount.unit,
        expirationDate: null,
      })),
    );
}

/** What a drawing left: the amount still short (0 when covered) and the soonest expiry drawn on. */
interface Drawn {
  short: number;
  soonest: Holding | undefined;
}

/**
 * Draws up to `need` (in `unit`) from the holdings covering `name`, soonest expiry first; what is taken
 * stays taken for the rest of the same `drawing`. When none of them converts to the unit, any covering
 * holding covers the whole need and nothing is drawn down.
 */
function draw(
  index: HoldingIndex,
  name: string,
  need: number,
  unit: number,
  drawing: number,
  out: Drawn,
): Drawn {
  const { all, convertible } = index.convertible(name, unit);
  out.soonest = undefined;
  if (!convertible.holdings.length) {
    out.short = all.length ? 0 : need;
    out.soonest = all[0];
    return out;
  }
  const tolerance = 1e-9 * Math.max(need, 1);
  let short = need;
  const { holdings, factors } = convertible;
  for (let i = 0; i < holdings.length && short > tolerance; i++) {
    const holding = holdings[i]!;
    if (holding.drawing !== drawing) {
      holding.drawing = drawing;
      holding.used = 0;
    }
    const left = holding.quantity - holding.used;
    if (left <= 0) continue;
    const factor = factors[i]!;
    const take = Math.min(short, left * factor);
    holding.used += take / factor;
    short -= take;
    out.soonest ??= holding;
  }
  out.short = short <= tolerance ? 0 : short;
  return out;
}

/** The amount an ingredient needs (scaled), or null when it has none ('to taste', '', '2-3', 0). */
function neededAmount(session: Session, ingredient: DishIngredient, scale: number): number | null {
  const quantity = session.quantity(ingredient.quantity);
  return quantity !== null && quantity > 0 ? quantity * scale : null;
}

/** The factor from a dish's servings to the servings asked for (1 without a usable target). */
function servingScale(dish: Dish, servings: number | null | undefined): number {
  if (!servings || !(servings > 0) || !(dish.servings > 0)) return 1;
  return servings / dish.servings;
}

/**
 * "What can I cook": every dish with at least one ingredient, with its match, ranked.
 *
 * - An ingredient with an amount counts; it is available when the stock covering it (stockCovers) holds
 *   at least the amount (scaled to `options.servings` when given) after unit conversion, drawn on in
 *   expiry order and shared with the dish's earlier ingredients. Ingredients without an amount ('to
 *   taste') are left out of the percentage and never listed as missing; they are listed as available when
 *   any stock covers them.
 * - matchPercentage = round(100 x available / counted). Choice: a dish whose ingredients all lack an
 *   amount is judged by presence (each ingredient with any covering stock counts as available, the others
 *   are missing), so 'salad: lettuce to taste' with no lettuce is not 100%. A dish without ingredients is
 *   left out (nothing says whether the pantry can make it).
 * - usesExpiringOn: the soonest expiration date of the stock items drawn on (for an ingredient without an
 *   amount, or whose stock does not convert: the soonest covering item).
 * - Ranking: match descending, then the soonest usesExpiringOn first (none last), then name
 *   (localeCompare), then meal plans before recipes, then id.
 *
 * Linear: stock is keyed once per call (grouped by key and by core), each distinct ingredient name is
 * keyed and looked up once, each distinct name and unit converted once; no name is compared with every
 * stock item.
 */
export function suggestMeals(
  dishes: readonly Dish[],
  stock: readonly StockItem[],
  options: SuggestMealsOptions = {},
): MealSuggestion[] {
  const s = session(asLinks(options.links));
  const index = holdingIndex(s, stockEntries(s, stock, options.today));
  const out: Drawn = { short: 0, soonest: undefined };
  const suggestions: MealSuggestion[] = [];
  for (const [drawing, dish] of dishes.entries()) {
    if (!dish.ingredients.length) continue;
    const scale = servingScale(dish, options.servings);
    const available: string[] = [];
    const missing: string[] = [];
    const absent: string[] = [];
    let present = 0;
    let counted = 0;
    let availableCount = 0;
    let soonest: string | null = null;
    for (const ingredient of dish.ingredients) {
      const name = ingredient.name.trim();
      const need = neededAmount(s, ingredient, scale);
      let used: Holding | undefined;
      if (need === null) {
        used = index.covering(ingredient.name).all[0];
        if (used) {
          present++;
          available.push(name);
        } else absent.push(name);
      } else {
        counted++;
        draw(index, ingredient.name, need, s.unit(ingredient.unit), drawing, out);
        used = out.soonest;
        if (out.short === 0) {
          availableCount++;
          available.push(name);
        } else missing.push(name);
      }
      if (used && compareExpiry(used.expirationDate, soonest) < 0) soonest = used.expirationDate;
    }
    suggestions.push({
      kind: dish.kind,
      id: dish.id,
      name: dish.name,
      matchPercentage: counted
        ? Math.round((100 * availableCount) / counted)
        : Math.round((100 * present) / (present + absent.length)),
      missingIngredients: counted ? missing : absent,
      availableIngredients: available,
      usesExpiringOn: soonest,
    });
  }
  return suggestions.sort(
    (a, b) =>
      b.matchPercentage - a.matchPercentage ||
      compareExpiry(a.usesExpiringOn, b.usesExpiringOn) ||
      a.name.localeCompare(b.name) ||
      (a.kind === b.kind ? 0 : a.kind === 'meal_plan' ? -1 : 1) ||
      a.id - b.id,
  );
}

interface OpenNeed {
  name: string;
  /** As written, for the answer. */
  unit: string;
  /** Interned, for conversions. */
  reckonedIn: number;
  quantity: number;
  meals: ShoppingNeed['meals'];
  lastMeal: number;
}

/** The netting of the week and of one dish: see weekShoppingNeeds. */
function shoppingNeeds(
  meals: readonly PlannedDish[],
  stock: readonly StockItem[],
  onList: readonly ListedLine[],
  options: MealRuleOptions,
): ShoppingNeed[] {
  const s = session(asLinks(options.links));
  const pantry = holdingIndex(s, stockEntries(s, stock, options.today));
  const ordered = meals
    .map((meal, order) => ({ meal, order }))
    .sort(
      (a, b) =>
        (a.meal.date < b.meal.date ? -1 : a.meal.date > b.meal.date ? 1 : 0) ||
        (MEAL_TYPE_ORDER[a.meal.mealType] ?? 4) - (MEAL_TYPE_ORDER[b.meal.mealType] ?? 4) ||
        a.order - b.order,
    );
  const out: Drawn = { short: 0, soonest: undefined };
  const byKey = new Map<string, OpenNeed[]>();
  const needs: OpenNeed[] = [];
  for (const [position, { meal }] of ordered.entries()) {
    const scale = servingScale(meal.dish, meal.servings);
    for (const ingredient of meal.dish.ingredients) {
      const need = neededAmount(s, ingredient, scale);
      if (need === null) continue;
      const unit = s.unit(ingredient.unit);
      // One drawing for the whole week: what an earlier meal took is gone for the later ones.
      const { short } = draw(pantry, ingredient.name, need, unit, 0, out);
      if (short === 0) continue;
      const key = s.info(ingredient.name).key || ingredient.name.trim().toLowerCase();
      const group = byKey.get(key) ?? [];
      byKey.set(key, group);
      let open: OpenNeed | undefined;
      let factor = 1;
      for (const candidate of group) {
        const f = s.factor(unit, candidate.reckonedIn);
        if (f !== null) {
          open = candidate;
          factor = f;
          break;
        }
      }
      if (!open) {
        open = {
          name: ingredient.name.trim(),
          unit: ingredient.unit?.trim() || 'each',
          reckonedIn: unit,
          quantity: 0,
          meals: [],
          lastMeal: -1,
        };
        group.push(open);
        needs.push(open);
      }
      open.quantity += short * factor;
      if (open.lastMeal !== position) {
        open.meals.push({ date: meal.date, mealType: meal.mealType, dishName: meal.dish.name });
        open.lastMeal = position;
      }
    }
  }
  const list = holdingIndex(s, listEntries(s, onList));
  const result: ShoppingNeed[] = [];
  for (const open of needs) {
    const { short } = draw(list, open.name, open.quantity, open.reckonedIn, 0, out);
    const quantity = formatAmountQuantity(short);
    if (Number(quantity) <= 0) continue;
    result.push({ name: open.name, quantity, unit: open.unit, meals: open.meals });
  }
  return result;
}

/**
 * What the planned meals need beyond the pantry and the grocery list ('Add this week to a list').
 *
 * - Meals are taken in date order, then breakfast, lunch, dinner, snack (other types after), then as
 *   given; each meal's ingredients are scaled to its `servings` when given.
 * - Each ingredient with an amount draws on the stock covering it (stockCovers, soonest expiry first,
 *   converted), so the earliest meals use the stock up; what it cannot draw is its shortfall. Ingredients
 *   without an amount ('to taste') are never added (they are never missing in the suggestions either).
 * - Shortfalls are summed per product (canonical key) in the first short meal's unit; one that does not
 *   convert to it makes another line of that product.
 * - What the unpurchased lines already hold (main amount and moreAmounts, names as for stock) is then
 *   subtracted; the rest, rounded to two decimals, is returned in the order first needed, with the meals
 *   whose need the pantry did not cover.
 *
 * Two meals needing 3 eggs each with 4 in stock: 2 eggs for the second meal; with 1 on the list: 1.
 */
export function weekShoppingNeeds(
  meals: readonly PlannedDish[],
  stock: readonly StockItem[],
  onList: readonly ListedLine[],
  options: MealRuleOptions = {},
): ShoppingNeed[] {
  return shoppingNeeds(meals, stock, onList, options);
}

/** 'Add to List' on one suggestion: the same netting as weekShoppingNeeds, for one dish. */
export function dishShoppingNeeds(
  dish: Dish,
  stock: readonly StockItem[],
  onList: readonly ListedLine[],
  options: MealRuleOptions & { servings?: number | undefined } = {},
): ShoppingAmount[] {
  return shoppingNeeds(
    [{ date: '', mealType: '', dish, servings: options.servings }],
    stock,
    onList,
    options,
  ).map(({ name, quantity, unit }) => ({ name, quantity, unit }));
}
