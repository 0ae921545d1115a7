import type { ProductLinkPair } from './product-links';

/**
 * The pantry rule's cases, one expected answer each, for every path to give (issue 22): the contracts'
 * table test runs them through the suggestions, the week's list, a suggestion's list, the recipe check
 * and the draw plan; the API tests can run them through the HTTP paths
 * (`@kitching/contracts/pantry/pantry-cases`). Plain data: no test framework here.
 */

export interface PantryCaseIngredient {
  name: string;
  /** As stored: '1 1/2', 'to taste', ''. */
  quantity: string;
  unit: string;
}

export interface PantryCase {
  /** What the case shows. */
  title: string;
  stock: { name: string; quantity: string; unit: string; expirationDate?: string | null }[];
  links?: ProductLinkPair[];
  /** The viewer's calendar date: stock expired before it holds nothing. */
  today?: string;
  /** The servings every meal's amounts are written for. */
  dishServings: number;
  /** The servings asked for (every meal scaled to it); the dish's own without it. */
  servings?: number;
  /**
   * The meals in order (one a day); a path that sees one dish gets their ingredients one after the
   * other in one dish: the stock one ingredient draws is gone for the next either way.
   */
  meals: PantryCaseIngredient[][];
  /** Per ingredient of all meals in order: covered, and what is missing in the ingredient's unit. */
  expected: { covered: boolean; shortfall: number }[];
  /** What a grocery list gets (the week's list and a suggestion's list alike). */
  lines: { name: string; quantity: string; unit: string }[];
}

const one = (name: string, quantity: string, unit: string): PantryCaseIngredient => ({
  name,
  quantity,
  unit,
});
const covered = { covered: true, shortfall: 0 };
const short = (shortfall: number) => ({ covered: false, shortfall });

export const PANTRY_CASES: readonly PantryCase[] = [
  {
    title: "'Flour' covers 'all-purpose flour'",
    stock: [{ name: 'Flour', quantity: '1', unit: 'kg' }],
    dishServings: 4,
    meals: [[one('all-purpose flour', '2', 'cups')]],
    expected: [covered],
    lines: [],
  },
  {
    title: "'All-purpose flour' covers 'flour'",
    stock: [{ name: 'All-purpose flour', quantity: '1', unit: 'kg' }],
    dishServings: 4,
    meals: [[one('flour', '2', 'cups')]],
    expected: [covered],
    lines: [],
  },
  {
    title: "100 g of 'Flour' against 2 cups of 'all-purpose flour' (240 g): 1.17 cups short",
    stock: [{ name: 'Flour', quantity: '100', unit: 'g' }],
    dishServings: 4,
    meals: [[one('all-purpose flour', '2', 'cups')]],
    expected: [short(1.17)],
    lines: [{ name: 'all-purpose flour', quantity: '1.17', unit: 'cups' }],
  },
  {
    title: "'Milk' never covers 'coconut milk'",
    stock: [{ name: 'Milk', quantity: '1', unit: 'gallons' }],
    dishServings: 4,
    meals: [[one('coconut milk', '1', 'cans')]],
    expected: [short(1)],
    lines: [{ name: 'coconut milk', quantity: '1', unit: 'cans' }],
  },
  {
    title: "'salted butter' does not cover 'unsalted butter'",
    stock: [{ name: 'Salted butter', quantity: '500', unit: 'g' }],
    dishServings: 4,
    meals: [[one('unsalted butter', '100', 'g')]],
    expected: [short(100)],
    lines: [{ name: 'unsalted butter', quantity: '100', unit: 'g' }],
  },
  {
    title:
      "'Butter' covers 'butter' and 'unsalted butter'; the first ingredient's draw is gone for the second",
    stock: [{ name: 'Butter', quantity: '150', unit: 'g' }],
    dishServings: 4,
    meals: [[one('butter', '100', 'g'), one('unsalted butter', '100', 'g')]],
    expected: [covered, short(50)],
    lines: [{ name: 'unsalted butter', quantity: '50', unit: 'g' }],
  },
  {
    title: '10 cups then 1.5 cups of flour against 1 kg (8.33 cups): one flour line of the difference',
    stock: [{ name: 'Flour', quantity: '1', unit: 'kg' }],
    dishServings: 4,
    meals: [[one('All-purpose flour', '10', 'cups')], [one('Flour', '1.5', 'cups')]],
    expected: [short(1.67), short(1.5)],
    lines: [{ name: 'All-purpose flour', quantity: '3.17', unit: 'cups' }],
  },
  {
    title: '1.5 cups then 10 cups of flour against 1 kg: the later meal is short of the difference',
    stock: [{ name: 'Flour', quantity: '1', unit: 'kg' }],
    dishServings: 4,
    meals: [[one('Flour', '1.5', 'cups')], [one('All-purpose flour', '10', 'cups')]],
    expected: [covered, short(3.17)],
    lines: [{ name: 'All-purpose flour', quantity: '3.17', unit: 'cups' }],
  },
  {
    title: 'eggs are counted each across two meals (no unit is each): 3 + 3 against 4',
    stock: [{ name: 'Eggs', quantity: '4', unit: 'pieces' }],
    dishServings: 2,
    meals: [[one('eggs', '3', '')], [one('egg, beaten', '3', 'each')]],
    expected: [covered, short(2)],
    lines: [{ name: 'egg, beaten', quantity: '2', unit: 'each' }],
  },
  {
    title: 'servings scale the amounts: 2 eggs for 2, asked for 4, against 3',
    stock: [{ name: 'Eggs', quantity: '3', unit: 'each' }],
    dishServings: 2,
    servings: 4,
    meals: [[one('egg', '2', 'each')]],
    expected: [short(1)],
    lines: [{ name: 'egg', quantity: '1', unit: 'each' }],
  },
  {
    title: "'to taste' and no amount are never missing, with or without stock",
    stock: [
      { name: 'Spaghetti', quantity: '500', unit: 'g' },
      { name: 'Black pepper', quantity: '1', unit: 'jars' },
    ],
    dishServings: 4,
    meals: [[one('spaghetti', '200', 'g'), one('salt', '', ''), one('black pepper', 'to taste', '')]],
    expected: [covered, covered, covered],
    lines: [],
  },
  {
    title: 'expired stock holds nothing; the rest is drawn (1 cup = 120 g, 100 g fresh)',
    stock: [
      { name: 'Yogurt', quantity: '500', unit: 'g', expirationDate: '2026-11-20' },
      { name: 'Yogurt', quantity: '100', unit: 'g', expirationDate: '2026-11-30' },
    ],
    today: '2026-11-22',
    dishServings: 4,
    meals: [[one('yogurt', '1', 'cup')]],
    expected: [short(0.17)],
    lines: [{ name: 'yogurt', quantity: '0.17', unit: 'cup' }],
  },
  {
    title: 'stock expiring today still counts',
    stock: [{ name: 'Yogurt', quantity: '500', unit: 'g', expirationDate: '2026-11-22' }],
    today: '2026-11-22',
    dishServings: 4,
    meals: [[one('yogurt', '1', 'cup')]],
    expected: [covered],
    lines: [],
  },
  {
    title: "a family's link: 'scallions' = 'green onions'",
    stock: [{ name: 'Scallions', quantity: '3', unit: 'each' }],
    links: [['scallions', 'green onions']],
    dishServings: 4,
    meals: [[one('green onions', '5', 'each')]],
    expected: [short(2)],
    lines: [{ name: 'green onions', quantity: '2', unit: 'each' }],
  },
  {
    title: "without the link 'scallions' are not 'green onions'",
    stock: [{ name: 'Scallions', quantity: '3', unit: 'each' }],
    dishServings: 4,
    meals: [[one('green onions', '5', 'each')]],
    expected: [short(5)],
    lines: [{ name: 'green onions', quantity: '5', unit: 'each' }],
  },
  {
    title: 'units that do not convert: any stock of the product covers, nothing is drawn down',
    stock: [
      { name: 'Garlic', quantity: '1', unit: 'bulb' },
      { name: 'Tomatoes', quantity: '100', unit: 'g' },
    ],
    dishServings: 4,
    meals: [[one('garlic', '4', 'cloves'), one('garlic', '4', 'cloves'), one('tomato', '3', 'each')]],
    expected: [covered, covered, covered],
    lines: [],
  },
  {
    title: 'units that do not convert and no stock: the whole amount, one line per unit',
    stock: [],
    dishServings: 4,
    meals: [[one('garlic', '4', 'cloves'), one('garlic', '100', 'g')]],
    expected: [short(4), short(100)],
    lines: [
      { name: 'garlic', quantity: '4', unit: 'cloves' },
      { name: 'garlic', quantity: '100', unit: 'g' },
    ],
  },
];
