import type { SmartAddResult } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { dishScore, findHeld, type Kitchen, matchDish } from './kitchen';
import { readCook, readTakes } from './read-stock-out';
import { stockOut } from './stock-out-cues';
import { stockOutOf, withKitchen } from './understand-stock-out';
import { understandText } from './understand-text';

const TODAY = '2026-11-24'; // a Tuesday
const kitchen: Kitchen = {
  recipes: [
    { id: 1, name: 'Lasagne' },
    { id: 2, name: 'Fluffy Pancakes' },
    { id: 3, name: 'Chicken Curry' },
    { id: 4, name: "Shepherd's Pie" },
  ],
  mealPlans: [
    { id: 21, name: 'Lasagne', recipeId: 1 },
    { id: 22, name: 'Chilli con Carne', recipeId: null },
    { id: 23, name: 'Veggie Stir Fry', recipeId: null },
  ],
  planned: [
    { id: 31, mealPlanId: 21, plannedDate: TODAY, mealType: 'dinner' },
    { id: 32, mealPlanId: 22, plannedDate: '2026-11-23', mealType: 'dinner' },
  ],
  stock: [
    { name: 'Eggs', quantity: '12', unit: 'each' },
    { name: 'Greek yoghurt', quantity: '4', unit: 'each' },
    { name: 'Peanut butter', quantity: '1', unit: 'jars' },
    { name: 'Pasta bake', quantity: '4', unit: 'pieces' },
  ],
};
const best = (text: string) => understandText(text, TODAY)[0]!;
const resolved = (text: string) => withKitchen(text, TODAY, understandText(text, TODAY), kitchen);
const takes = (text: string) =>
  readTakes(text).map(({ name, quantity, unit, reason, whole }) => ({ name, quantity, unit, reason, whole }));

describe('stockOut: the past tense of stock going out', () => {
  it.each([
    ['used 6 eggs', 'use', 'used'],
    ['the kids ate all the grapes', 'use', 'used'],
    ['Tom finished the cereal', 'use', 'used'],
    ['oops i spilt the milk', 'waste', 'wasted'],
    ['had to chuck the chicken', 'waste', 'wasted'],
    ['threw out the mouldy bread', 'waste', 'expired'],
    ['the cream has gone sour', 'waste', 'expired'],
    ['ham is past its use by date', 'waste', 'expired'],
    ['2 eggs used', 'use', 'used'],
    ['made the lasagne', 'cook', 'used'],
    ['whipped up pancakes', 'cook', 'used'],
  ] as const)('%s → %s, %s', (text, verb, reason) => {
    expect(stockOut(text)).toMatchObject({ verb, reason });
  });

  it.each([
    'use the milk by Friday',
    'make lasagne tomorrow night',
    'cook pancakes on saturday',
    'Nan dropped off 2 loaves of bread',
    'chicken went in the freezer',
    'we have 6 eggs',
    'milk is going off soon',
  ])('%s is not stock going out', (text) => {
    expect(stockOut(text)).toBeNull();
  });

  it('a cooking word that names the food, not what was done, is not a cook', () => {
    expect(stockOutOf('cooked ham 200g', TODAY)).toBeNull();
    expect(stockOutOf('baked beans x4 in the cupboard', TODAY)).toBeNull();
    expect(stockOutOf('roast chicken, use by Friday', TODAY)).toBeNull();
    expect(stockOutOf('Grilled cheese for lunch tomorrow', TODAY)).toBeNull();
    expect(stockOutOf('grilled cheese for lunch', TODAY)).toBeNull();
    expect(stockOutOf('I made a shopping list: milk, eggs', TODAY)).toBeNull();
    expect(stockOutOf('grilled the burgers tonight', TODAY)).not.toBeNull();
  });
});

describe('readTakes: the things, their amounts, all of it', () => {
  it('reads amounts, several things and the purpose after them', () => {
    expect(takes('used 200g butter and 3 eggs for the brownies')).toEqual([
      { name: 'Butter', quantity: '200', unit: 'g', reason: 'used', whole: false },
      { name: 'Eggs', quantity: '3', unit: 'each', reason: 'used', whole: false },
    ]);
    expect(takes('ate 4 of the bananas')).toEqual([
      { name: 'Bananas', quantity: '4', unit: 'each', reason: 'used', whole: false },
    ]);
  });

  it("'all the', 'the last of', 'the rest of' and no amount are all of it; 'the last 2' is two", () => {
    for (const text of [
      'finished the milk',
      'drank all the milk',
      'used the last of the milk',
      'binned the rest of the milk',
    ])
      expect(takes(text)[0]).toMatchObject({ name: 'Milk', quantity: '', whole: true });
    expect(takes('drank the last 2 cans of coke')[0]).toMatchObject({
      quantity: '2',
      unit: 'cans',
      whole: false,
    });
  });

  it('drops how it was and what was done with it after', () => {
    expect(takes('strawberries went mouldy, threw them out')).toEqual([
      { name: 'Strawberries', quantity: '', unit: '', reason: 'expired', whole: true },
    ]);
    expect(takes('threw away 3 rotten tomatoes 🤢')[0]).toMatchObject({ name: 'Tomatoes', quantity: '3' });
    expect(takes('finished the coffee, can someone buy more')).toHaveLength(1);
  });
});

describe('readCook: the dish, the servings, the day', () => {
  it.each([
    ['made the lasagne tonight', { said: 'lasagne', day: TODAY }],
    ['cooked the pancakes for 6', { said: 'pancakes', servings: 6 }],
    ['made fish tacos last night', { said: 'fish tacos', day: '2026-11-23', mealType: 'dinner' }],
    ['made a roast on Sunday', { said: 'roast', day: '2026-11-22' }],
    ['cooked dinner: chilli con carne', { said: 'chilli con carne', mealType: 'dinner' }],
    ['baked a big batch of cookies for the kids', { said: 'cookies' }],
    ['Made chilli tonight, fed 5', { said: 'chilli', servings: 5 }],
  ])('%s', (text, expected) => {
    expect(readCook(text, TODAY)).toMatchObject(expected);
  });
});

describe('the kitchen: which dish, which stock', () => {
  it('scores a dish by its own word, not by an ingredient it shares', () => {
    expect(dishScore('lasagna', 'Lasagne')).toBe(1);
    expect(dishScore('shepherds pie', "Shepherd's Pie")).toBe(1);
    expect(dishScore('pancakes', 'Fluffy Pancakes')).toBeGreaterThanOrEqual(0.55);
    expect(dishScore('chilli', 'Chilli con Carne')).toBeGreaterThanOrEqual(0.55);
    expect(dishScore('chicken', 'Chicken Curry')).toBeLessThan(0.55);
    expect(dishScore('pizza', 'Lasagne')).toBe(0);
  });

  it("a meal planned for the day said wins; 'made dinner' is that day's dinner", () => {
    expect(matchDish('lasagne', TODAY, null, kitchen).match).toMatchObject({ kind: 'planned_meal', id: 31 });
    expect(matchDish('lasagne', '2026-11-20', null, kitchen).match).toMatchObject({ kind: 'recipe', id: 1 });
    expect(matchDish('chilli', '2026-11-23', null, kitchen).match).toMatchObject({
      kind: 'planned_meal',
      id: 32,
    });
    expect(matchDish('chilli', TODAY, null, kitchen).match).toMatchObject({ kind: 'meal_plan', id: 22 });
    expect(matchDish('dinner', TODAY, 'dinner', kitchen).match).toMatchObject({ id: 31 });
    expect(matchDish('moussaka', TODAY, null, kitchen)).toEqual({ match: null, choices: [] });
  });

  it("finds the pantry's item of a thing, never another product that holds its word", () => {
    expect(findHeld('eggs', kitchen.stock)?.name).toBe('Eggs');
    expect(findHeld('yoghurt', kitchen.stock)?.name).toBe('Greek yoghurt');
    expect(findHeld('butter', kitchen.stock)).toBeNull();
  });
});

describe('withKitchen: the readings matched and ordered', () => {
  it("a take of 'all of it' takes what the pantry holds, or the share said", () => {
    const [use] = resolved('threw out half the pasta bake') as Extract<
      SmartAddResult,
      { type: 'stock_use' }
    >[];
    expect(use!.data.items).toEqual([
      { name: 'Pasta bake', quantity: '2', unit: 'pieces', reason: 'wasted' },
    ]);
    expect(use!.stock).toEqual([{ name: 'Pasta bake', quantity: '4', unit: 'pieces' }]);
  });

  it('a cook of a known dish is sure; of an unknown one it is not, and says so', () => {
    const known = resolved('made the lasagne tonight')[0]!;
    expect(known).toMatchObject({ type: 'cook', data: { plannedMealId: 31 } });
    expect(known.confidence).toBeGreaterThanOrEqual(0.9);
    const unknown = resolved('made moussaka tonight')[0]!;
    expect(unknown).toMatchObject({ type: 'cook', data: {} });
    expect(unknown.confidence).toBeLessThanOrEqual(0.6);
  });

  it("cooking an ingredient the pantry holds ('cooked 2 eggs') is a take", () => {
    expect(resolved('cooked 2 eggs')[0]).toMatchObject({
      type: 'stock_use',
      data: { items: [{ name: 'Eggs', quantity: '2' }] },
    });
  });

  it('before the kitchen is read the rules already say the type', () => {
    expect(best('used 6 eggs for the cake').type).toBe('stock_use');
    expect(best('made the lasagne tonight').type).toBe('cook');
    expect(best('used up all the milk, need more').type).toBe('grocery_list');
    expect(best('2 cans of chickpeas in the pantry expiring next month')).toMatchObject({
      type: 'inventory',
      data: { name: 'Chickpeas', expirationDate: '2026-12-24' },
    });
  });
});
