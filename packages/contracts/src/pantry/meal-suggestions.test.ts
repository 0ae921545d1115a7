import { describe, expect, it } from 'vitest';
import {
  type Dish,
  type DishIngredient,
  dishShoppingNeeds,
  productLinks,
  type StockItem,
  stockCovers,
  suggestMeals,
  weekShoppingNeeds,
} from './index';

let nextId = 1;
const dish = (name: string, ingredients: [string, string, string][], extra: Partial<Dish> = {}): Dish => ({
  kind: 'meal_plan',
  id: nextId++,
  name,
  servings: 4,
  ingredients: ingredients.map(
    ([quantity, unit, ingredient]): DishIngredient => ({ name: ingredient, quantity, unit }),
  ),
  ...extra,
});
const item = (
  name: string,
  quantity: string,
  unit: string,
  expirationDate: string | null = null,
): StockItem => ({
  id: nextId++,
  name,
  quantity,
  unit,
  expirationDate,
});
const suggest = (d: Dish, stock: StockItem[], options = {}) => suggestMeals([d], stock, options)[0]!;

describe('stockCovers', () => {
  it.each([
    ['Flour', 'all-purpose flour'],
    ['Flour', 'plain flour'],
    ['All-Purpose Flour', 'flour'],
    ['Eggs', 'egg, beaten'],
    ['Eggs', 'large free-range eggs'],
    ['Sugar', 'granulated sugar'],
    ['Butter', 'unsalted butter, softened'],
    ['Milk', 'whole milk'],
    ['Olive oil', 'extra virgin olive oil'],
    ['Chicken breasts', 'boneless skinless chicken breast'],
    ['Onions', 'large onion, chopped'],
    ['organic whole milk', 'whole milk'],
  ])('%j covers %j', (stock, ingredient) => {
    expect(stockCovers(stock, ingredient)).toBe(true);
  });

  it.each([
    ['Milk', 'coconut milk'],
    ['Milk', 'almond milk'],
    ['Butter', 'peanut butter'],
    ['Cream', 'ice cream'],
    ['Sauce', 'soy sauce'],
    ['Oil', 'olive oil'],
    ['Cheese', 'cheddar cheese'],
    ['Sugar', 'brown sugar'],
    ['Onion', 'red onion'],
    ['Beef', 'ground beef'],
    ['salted butter', 'unsalted butter'],
    ['whole milk', 'skim milk'],
    ['coconut milk', 'milk'],
    ['Flour', 'whole wheat flour'],
    ['', 'flour'],
    ['Plain', 'plain flour'],
  ])('%j does not cover %j', (stock, ingredient) => {
    expect(stockCovers(stock, ingredient)).toBe(false);
  });

  it("applies the family's links, also under a qualifier", () => {
    const links = productLinks([['scallions', 'green onions']]);
    expect(stockCovers('Scallions', 'green onions', links)).toBe(true);
    expect(stockCovers('Scallions', 'organic green onions', links)).toBe(true);
    expect(stockCovers('Scallions', 'green onions')).toBe(false);
    expect(stockCovers('Scallions', 'green onions', [['scallion', 'green onion']])).toBe(true);
  });
});

describe('suggestMeals: amounts and conversions', () => {
  it('1.5 cups of flour against 1 kg is available; 10 cups is missing (spec 9: 120 g a cup)', () => {
    const flour = [item('Flour', '1', 'kg')];
    const enough = suggest(dish('Pancakes', [['1.5', 'cups', 'all-purpose flour']]), flour);
    expect(enough).toMatchObject({
      matchPercentage: 100,
      missingIngredients: [],
      availableIngredients: ['all-purpose flour'],
    });
    const tooMuch = suggest(dish('Bread', [['10', 'cups', 'all-purpose flour']]), flour);
    expect(tooMuch).toMatchObject({ matchPercentage: 0, missingIngredients: ['all-purpose flour'] });
  });

  it('counts amounts (500 g on hand, 750 g needed is missing) and converts exactly within mass and volume', () => {
    expect(suggest(dish('Stew', [['750', 'g', 'beef']]), [item('Beef', '500', 'g')]).matchPercentage).toBe(0);
    expect(suggest(dish('Stew', [['1.5', 'lbs', 'beef']]), [item('Beef', '1', 'kg')]).matchPercentage).toBe(
      100,
    );
    expect(suggest(dish('Stew', [['2.5', 'lbs', 'beef']]), [item('Beef', '1', 'kg')]).matchPercentage).toBe(
      0,
    );
    expect(
      suggest(dish('Soup', [['1', 'quart', 'stock']]), [item('Stock', '1', 'liters')]).matchPercentage,
    ).toBe(100);
    expect(
      suggest(dish('Soup', [['5', 'cups', 'stock']]), [item('Stock', '1', 'liters')]).matchPercentage,
    ).toBe(0);
  });

  it('sums the matching stock items that convert', () => {
    const stock = [item('Flour', '500', 'g'), item('plain flour', '0.5', 'kg'), item('Flour', '1', 'bags')];
    expect(suggest(dish('Bread', [['8', 'cups', 'flour']]), stock).matchPercentage).toBe(100);
    expect(suggest(dish('Bread', [['9', 'cups', 'flour']]), stock).matchPercentage).toBe(0);
  });

  it('counts: eggs each and by the dozen, an ingredient without a unit is counted each', () => {
    expect(
      suggest(dish('Omelette', [['3', '', 'eggs, beaten']]), [item('Eggs', '4', 'pieces')]).matchPercentage,
    ).toBe(100);
    expect(
      suggest(dish('Omelette', [['5', 'each', 'egg']]), [item('Eggs', '4', 'each')]).matchPercentage,
    ).toBe(0);
    expect(
      suggest(dish('Quiche', [['10', 'each', 'egg']]), [item('Eggs', '1', 'dozen')]).matchPercentage,
    ).toBe(100);
    // 'each' is never turned into weight: no conversion, so any positive stock counts.
    expect(
      suggest(dish('Salad', [['3', 'each', 'tomato']]), [item('Tomatoes', '100', 'g')]).matchPercentage,
    ).toBe(100);
  });

  it('without any conversion, any positive stock counts; zero or unreadable stock does not', () => {
    expect(
      suggest(dish('Garlic bread', [['4', 'cloves', 'garlic']]), [item('Garlic', '1', 'bulb')])
        .matchPercentage,
    ).toBe(100);
    expect(
      suggest(dish('Garlic bread', [['4', 'cloves', 'garlic']]), [item('Garlic', '0', 'bulb')])
        .matchPercentage,
    ).toBe(0);
    expect(
      suggest(dish('Garlic bread', [['4', 'cloves', 'garlic']]), [item('Garlic', 'lots', 'bulb')])
        .matchPercentage,
    ).toBe(0);
  });

  it('shares stock between ingredients of one dish (two 100 g of butter need 200 g)', () => {
    const d = dish('Pie', [
      ['100', 'g', 'butter'],
      ['100', 'g', 'unsalted butter'],
    ]);
    expect(suggest(d, [item('Butter', '150', 'g')])).toMatchObject({
      matchPercentage: 50,
      missingIngredients: ['unsalted butter'],
    });
    expect(suggest(d, [item('Butter', '200', 'g')]).matchPercentage).toBe(100);
  });

  it('scales to the servings asked for', () => {
    const d = dish('Omelette', [['2', 'each', 'egg']], { servings: 2 });
    const eggs = [item('Eggs', '3', 'each')];
    expect(suggest(d, eggs).matchPercentage).toBe(100);
    expect(suggest(d, eggs, { servings: 4 }).matchPercentage).toBe(0);
    expect(suggest(d, eggs, { servings: 3 }).matchPercentage).toBe(100);
  });

  it("leaves ingredients without an amount ('to taste') out of the percentage and never lists them missing", () => {
    const d = dish('Pasta', [
      ['200', 'g', 'spaghetti'],
      ['', '', 'salt'],
      ['to taste', '', 'black pepper'],
      ['1', 'cup', 'tomato sauce'],
    ]);
    const result = suggest(d, [item('Spaghetti', '500', 'g'), item('Black pepper', '1', 'jar')]);
    expect(result).toMatchObject({
      matchPercentage: 50,
      missingIngredients: ['tomato sauce'],
      availableIngredients: ['spaghetti', 'black pepper'],
    });
  });

  it('judges a dish whose ingredients all lack an amount by presence, and leaves out a dish without any', () => {
    const salad = dish('Salad', [
      ['', '', 'lettuce'],
      ['to taste', '', 'olive oil'],
    ]);
    expect(suggest(salad, [item('Olive oil', '1', 'bottles')])).toMatchObject({
      matchPercentage: 50,
      missingIngredients: ['lettuce'],
    });
    expect(suggestMeals([dish('Nothing', [])], [])).toEqual([]);
  });

  it('rounds the percentage and keeps missing ingredients in the dish order', () => {
    const d = dish('Cake', [
      ['2', 'cups', 'flour'],
      ['1', 'cup', 'sugar'],
      ['3', 'each', 'eggs'],
    ]);
    const result = suggest(d, [item('Sugar', '1', 'kg')]);
    expect(result.matchPercentage).toBe(33);
    expect(result.missingIngredients).toEqual(['flour', 'eggs']);
  });

  it('ignores stock expired before today when today is given', () => {
    const d = dish('Yogurt bowl', [['1', 'cup', 'yogurt']]);
    const stock = [item('Yogurt', '500', 'g', '2026-11-20')];
    expect(suggest(d, stock).matchPercentage).toBe(100);
    expect(suggest(d, stock, { today: '2026-11-22' }).matchPercentage).toBe(0);
    expect(suggest(d, stock, { today: '2026-11-20' }).matchPercentage).toBe(100);
  });

  it("applies the family's links", () => {
    const d = dish('Stir fry', [['1', 'each', 'green onions']]);
    const stock = [item('Scallions', '3', 'each')];
    expect(suggest(d, stock).matchPercentage).toBe(0);
    expect(suggest(d, stock, { links: [['scallions', 'green onions']] }).matchPercentage).toBe(100);
  });
});

describe('suggestMeals: ranking', () => {
  it('ranks by match, then the soonest-expiring stock used (none last), then name, then id', () => {
    const stock = [
      item('Milk', '1', 'gallons', '2026-11-30'),
      item('Spinach', '300', 'g', '2026-11-23'),
      item('Rice', '2', 'kg'),
    ];
    const rice = dish('A rice', [['1', 'cup', 'rice']]);
    const spinach = dish('Spinach soup', [['200', 'g', 'spinach']]);
    const milk = dish('Milk shake', [['1', 'cup', 'milk']]);
    const half = dish('Latte', [
      ['1', 'cup', 'milk'],
      ['1', 'cup', 'coffee'],
    ]);
    const sameName = dish('Milk shake', [['1', 'cup', 'whole milk']], { id: 0 });
    const ranked = suggestMeals([rice, half, milk, spinach, sameName], stock);
    expect(ranked.map((s) => [s.name, s.id, s.matchPercentage, s.usesExpiringOn])).toEqual([
      ['Spinach soup', spinach.id, 100, '2026-11-23'],
      ['Milk shake', 0, 100, '2026-11-30'],
      ['Milk shake', milk.id, 100, '2026-11-30'],
      ['A rice', rice.id, 100, null],
      ['Latte', half.id, 50, '2026-11-30'],
    ]);
  });

  it('draws on the soonest-expiring stock item of a product first', () => {
    const stock = [item('Milk', '1', 'gallons', '2026-12-10'), item('Milk', '1', 'quarts', '2026-11-25')];
    expect(suggest(dish('Shake', [['1', 'cup', 'milk']]), stock).usesExpiringOn).toBe('2026-11-25');
    expect(suggest(dish('Custard', [['6', 'cups', 'milk']]), stock).usesExpiringOn).toBe('2026-11-25');
  });

  it('answers the spec fields plus kind, available and expiry', () => {
    const recipe = dish('Toast', [['2', 'each', 'bread']], { kind: 'recipe', id: 7 });
    expect(suggestMeals([recipe], [])).toEqual([
      {
        kind: 'recipe',
        id: 7,
        name: 'Toast',
        matchPercentage: 0,
        missingIngredients: ['bread'],
        availableIngredients: [],
        usesExpiringOn: null,
      },
    ]);
  });
});

describe('weekShoppingNeeds', () => {
  const omelette = dish('Omelette', [['3', 'each', 'eggs']]);
  const frittata = dish('Frittata', [['3', 'each', 'egg, beaten']]);
  const eggs = [item('Eggs', '4', 'each')];

  it('uses stock up by the earliest meal first: two meals of 3 eggs with 4 in stock, the second misses 2', () => {
    const needs = weekShoppingNeeds(
      [
        { date: '2026-11-25', mealType: 'dinner', dish: frittata },
        { date: '2026-11-24', mealType: 'breakfast', dish: omelette },
      ],
      eggs,
      [],
    );
    expect(needs).toEqual([
      {
        name: 'egg, beaten',
        quantity: '2',
        unit: 'each',
        meals: [{ date: '2026-11-25', mealType: 'dinner', dishName: 'Frittata' }],
      },
    ]);
  });

  it('subtracts what the list already holds: with 1 egg on the list, 1 is added', () => {
    const meals = [
      { date: '2026-11-24', mealType: 'breakfast', dish: omelette },
      { date: '2026-11-25', mealType: 'dinner', dish: frittata },
    ];
    const needs = weekShoppingNeeds(meals, eggs, [{ name: 'Eggs', quantity: '1', unit: 'pieces' }]);
    expect(needs.map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual([
      { name: 'egg, beaten', quantity: '1', unit: 'each' },
    ]);
    // Purchased lines, and a list that holds enough, add nothing.
    expect(
      weekShoppingNeeds(meals, eggs, [{ name: 'eggs', quantity: '1', unit: 'each', purchased: true }]),
    ).toHaveLength(1);
    expect(weekShoppingNeeds(meals, eggs, [{ name: 'eggs', quantity: '0.5', unit: 'dozen' }])).toEqual([]);
  });

  it('sums per product across meals in the first meal unit, orders meal types within a day', () => {
    const pancakes = dish('Pancakes', [
      ['2', 'cups', 'all-purpose flour'],
      ['1', 'cup', 'milk'],
    ]);
    const bread = dish('Bread', [['500', 'g', 'all purpose flour']]);
    const needs = weekShoppingNeeds(
      [
        { date: '2026-11-24', mealType: 'snack', dish: bread },
        { date: '2026-11-24', mealType: 'breakfast', dish: pancakes },
      ],
      [item('Flour', '100', 'g')],
      [],
    );
    // 240 g + 500 g - 100 g = 640 g = 5.33 cups (spec 9: 120 g a cup).
    expect(needs).toEqual([
      {
        name: 'all-purpose flour',
        quantity: '5.33',
        unit: 'cups',
        meals: [
          { date: '2026-11-24', mealType: 'breakfast', dishName: 'Pancakes' },
          { date: '2026-11-24', mealType: 'snack', dishName: 'Bread' },
        ],
      },
      {
        name: 'milk',
        quantity: '1',
        unit: 'cup',
        meals: [{ date: '2026-11-24', mealType: 'breakfast', dishName: 'Pancakes' }],
      },
    ]);
  });

  it('scales a meal to its servings, skips amounts-free ingredients, keeps units that do not convert apart', () => {
    const soup = dish(
      'Soup',
      [
        ['2', 'cloves', 'garlic'],
        ['100', 'g', 'garlic'],
        ['', '', 'salt'],
      ],
      { servings: 2 },
    );
    const needs = weekShoppingNeeds(
      [{ date: '2026-11-24', mealType: 'lunch', dish: soup, servings: 4 }],
      [],
      [],
    );
    expect(needs.map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual([
      ['garlic', '4', 'cloves'],
      ['garlic', '200', 'g'],
    ]);
  });

  it('covers a need with stock that does not convert, without drawing it down', () => {
    const bread = dish('Garlic bread', [['4', 'cloves', 'garlic']]);
    const meals = [
      { date: '2026-11-24', mealType: 'dinner', dish: bread },
      { date: '2026-11-25', mealType: 'dinner', dish: bread },
    ];
    expect(weekShoppingNeeds(meals, [item('Garlic', '1', 'bulb')], [])).toEqual([]);
  });
});

describe('dishShoppingNeeds', () => {
  it("adds one dish's missing amounts, netted against stock and the list, without meals", () => {
    const cake = dish('Cake', [
      ['3', 'cups', 'flour'],
      ['4', 'each', 'eggs'],
      ['1', 'tsp', 'vanilla extract'],
    ]);
    const stock = [item('Flour', '1', 'kg'), item('Eggs', '1', 'each')];
    expect(
      dishShoppingNeeds(cake, stock, [{ name: 'Vanilla extract', quantity: '1', unit: 'bottles' }]),
    ).toEqual([{ name: 'eggs', quantity: '3', unit: 'each' }]);
    expect(dishShoppingNeeds(cake, stock, [], { servings: 8 })).toEqual([
      { name: 'eggs', quantity: '7', unit: 'each' },
      { name: 'vanilla extract', quantity: '2', unit: 'tsp' },
    ]);
  });
});
