import { describe, expect, it } from 'vitest';
import { categoryOfFood, FOOD_CATEGORY_WORDS } from './food-categories';
import { INVENTORY_CATEGORIES } from './inventory';

describe('categoryOfFood', () => {
  it.each([
    // Produce, fresh herbs included
    ['apple', 'Produce'],
    ['bananas', 'Produce'],
    ['red bell peppers', 'Produce'],
    ['baby carrots', 'Produce'],
    ['green onions', 'Produce'],
    ['cilantro', 'Produce'],
    ['basil', 'Produce'],
    ['Jalapeños', 'Produce'],
    ['green beans', 'Produce'],
    ['garlic cloves', 'Produce'],
    ['tofu', 'Produce'],
    // Dairy, eggs and cheeses
    ['milk', 'Dairy'],
    ['eggs', 'Dairy'],
    ['parmesan', 'Dairy'],
    ['brie', 'Dairy'],
    ['Swiss cheese', 'Dairy'],
    ['greek yogurt', 'Dairy'],
    ['unsalted butter', 'Dairy'],
    ['Crème fraîche', 'Dairy'],
    ['half-and-half', 'Dairy'],
    ['coffee creamer', 'Dairy'],
    // Meat and seafood
    ['bacon', 'Meat'],
    ['chicken thighs', 'Meat'],
    ['pork tenderloins', 'Meat'],
    ['boneless skinless chicken breasts', 'Meat'],
    ['ground beef', 'Meat'],
    ['tuna', 'Meat'],
    ['salmon fillets', 'Meat'],
    ['shrimp', 'Meat'],
    ['hot dogs', 'Meat'],
    // Pantry: grains, beans, baking, spices, oils, broth, nuts
    ['black beans', 'Pantry'],
    ['oats', 'Pantry'],
    ['honey', 'Pantry'],
    ['cumin', 'Pantry'],
    ['chili powder', 'Pantry'],
    ['all-purpose flour', 'Pantry'],
    ['brown rice', 'Pantry'],
    ['olive oil', 'Pantry'],
    ['chicken broth', 'Pantry'],
    ['peanut butter', 'Pantry'],
    ['coconut milk', 'Pantry'],
    ['baking soda', 'Pantry'],
    ['chocolate chips', 'Pantry'],
    ['mixed nuts', 'Pantry'],
    ['black pepper', 'Pantry'],
    ['cream of mushroom soup', 'Pantry'],
    ['marinara sauce', 'Pantry'],
    // Frozen
    ['ice cream', 'Frozen'],
    ['strawberry ice cream', 'Frozen'],
    ['fish sticks', 'Frozen'],
    ['frozen pizza', 'Frozen'],
    ['french fries', 'Frozen'],
    ['chicken nuggets', 'Frozen'],
    ['pigs in a blanket', 'Frozen'],
    // Beverages
    ['orange juice', 'Beverages'],
    ['beer', 'Beverages'],
    ['sparkling water', 'Beverages'],
    ['diet coke', 'Beverages'],
    ['coffee beans', 'Beverages'],
    ['tea bags', 'Beverages'],
    ['red wine', 'Beverages'],
    ['club soda', 'Beverages'],
    // Bakery
    ['rye bread', 'Bakery'],
    ['baguette', 'Bakery'],
    ['bagels', 'Bakery'],
    ['hot dog buns', 'Bakery'],
    ['flour tortillas', 'Bakery'],
    ['english muffins', 'Bakery'],
    ['croissants', 'Bakery'],
    // Snacks
    ['tortilla chips', 'Snacks'],
    ['crackers', 'Snacks'],
    ['chocolate chip cookies', 'Snacks'],
    ['granola bars', 'Snacks'],
    ['trail mix', 'Snacks'],
    ['peanut butter cups', 'Snacks'],
    ['M&Ms', 'Snacks'],
    ['Cheez-Its', 'Snacks'],
    ['beef jerky', 'Snacks'],
    // Condiments
    ['ketchup', 'Condiments'],
    ['soy sauce', 'Condiments'],
    ['hot sauce', 'Condiments'],
    ['red wine vinegar', 'Condiments'],
    ['ranch dressing', 'Condiments'],
    ['pickles', 'Condiments'],
    ['strawberry jam', 'Condiments'],
    // Household: Other
    ['trash bags', 'Other'],
    ['shampoo', 'Other'],
    ['paper towels', 'Other'],
    ['aluminum foil', 'Other'],
    ['laundry detergent', 'Other'],
    ['diapers', 'Other'],
    ['AA batteries', 'Other'],
    ['tissues', 'Other'],
    ['shaving cream', 'Other'],
    ['cough syrup', 'Other'],
    ['dog food', 'Other'],
  ] as const)('%s -> %s', (name, category) => {
    expect(categoryOfFood(name)).toBe(category);
  });
});

describe('phrases: the longest phrase at the head wins over its words', () => {
  it.each([
    ['peanut butter', 'Pantry'], // not butter
    ['ice cream', 'Frozen'], // not cream
    ['sour cream', 'Dairy'],
    ['cream cheese', 'Dairy'],
    ['almond milk', 'Dairy'],
    ['oat milk', 'Dairy'],
    ['chocolate milk', 'Dairy'], // the head, not chocolate
    ['hot dog buns', 'Bakery'], // the head, not hot dog
    ['ice cream sandwiches', 'Frozen'],
    ['green beans', 'Produce'], // not bean
    ['garlic powder', 'Pantry'], // not garlic
    ['mac & cheese', 'Pantry'],
    ['salt and pepper', 'Pantry'],
  ] as const)('%s -> %s', (name, category) => {
    expect(categoryOfFood(name)).toBe(category);
  });
});

describe('shop forms', () => {
  it.each([
    ['frozen corn', 'Frozen'],
    ['frozen blueberries', 'Frozen'],
    ['frozen chicken', 'Frozen'],
    ['Organic Frozen Mixed Berries', 'Frozen'],
    ['peas (frozen)', 'Frozen'],
    ['canned tuna', 'Pantry'],
    ['canned corn', 'Pantry'],
    ['tomatoes, canned', 'Pantry'],
    ['tinned tomatoes', 'Pantry'],
    ['dried cranberries', 'Pantry'],
    ['dried basil', 'Pantry'],
    ['powdered sugar', 'Pantry'],
    ['powdered donuts', 'Bakery'], // a bakery item stays one
    ['fresh basil', 'Produce'],
    ['fresh mozzarella', 'Dairy'],
    ['thyme', 'Pantry'],
    ['fresh thyme', 'Produce'],
    ['ground ginger', 'Pantry'],
    ['ground cinnamon', 'Pantry'],
    ['ground turkey', 'Meat'],
    ['ground coffee', 'Beverages'],
  ] as const)('%s -> %s', (name, category) => {
    expect(categoryOfFood(name)).toBe(category);
  });
});

describe('plurals, case, punctuation and extra words', () => {
  it.each([
    ['Peaches', 'Produce'],
    ['tomatoes', 'Produce'],
    ['potatoes', 'Produce'],
    ['strawberries', 'Produce'],
    ['mangoes', 'Produce'],
    ['bay leaves', 'Pantry'],
    ['loaves of bread', 'Bakery'],
    ['cookies', 'Snacks'],
    ['brownies', 'Bakery'],
    ['hummus', 'Condiments'],
    ['asparagus', 'Produce'],
    ['couscous', 'Pantry'],
    ['molasses', 'Pantry'],
    ['grits', 'Pantry'],
    ['ICE CREAM', 'Frozen'],
    ['2% milk', 'Dairy'],
    ['chicken, cut into strips', 'Meat'],
    ['milk in the fridge', 'Dairy'],
    ['bread for sandwiches', 'Bakery'],
    ['k-cups', 'Beverages'],
    ['q-tips', 'Other'],
  ] as const)('%s -> %s', (name, category) => {
    expect(categoryOfFood(name)).toBe(category);
  });
});

describe('unknown', () => {
  it.each(['', '   ', 'xyzzy', 'frozen', 'hammer', '42', 'a', 'the thing'])('%j -> null', (name) => {
    expect(categoryOfFood(name)).toBeNull();
  });
});

describe('the table', () => {
  it('knows at least 500 words and phrases', () => {
    expect(FOOD_CATEGORY_WORDS).toBeGreaterThanOrEqual(500);
  });

  it('answers only spec categories', () => {
    for (const name of [
      'milk',
      'bread',
      'soap',
      'chips',
      'ketchup',
      'rice',
      'steak',
      'juice',
      'ice',
      'kale',
    ]) {
      expect(INVENTORY_CATEGORIES).toContain(categoryOfFood(name));
    }
  });

  it('is fast: a pasted list of 10,000 items in well under a second', () => {
    const names = ['boneless skinless chicken breasts', 'frozen green beans', 'xyzzy', 'Peanut Butter'];
    const start = performance.now();
    for (let i = 0; i < 10_000; i++) categoryOfFood(names[i % names.length]!);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
