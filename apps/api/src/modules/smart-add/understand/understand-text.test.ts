import { describe, expect, it } from 'vitest';
import { findDates } from './text-dates';
import { understandText } from './understand-text';

// A Tuesday.
const TODAY = '2026-11-24';
const best = (text: string) => understandText(text, TODAY)[0]!;
const dataOf = (text: string) => best(text).data as Record<string, unknown>;
const names = (text: string) => (dataOf(text).items as { name: string }[]).map((i) => i.name.toLowerCase());

describe('reading what the family has (inventory)', () => {
  it('reads the amount, the unit, the thing and its category', () => {
    expect(best('we have 3 cans of chickpeas in the pantry')).toMatchObject({
      type: 'inventory',
      data: { name: 'Chickpeas', quantity: '3', unit: 'cans', category: 'Pantry' },
    });
  });

  it('counts things without a unit in pieces', () => {
    expect(best('bought 6 bananas').data).toMatchObject({
      name: 'Bananas',
      quantity: '6',
      unit: 'pieces',
      category: 'Produce',
    });
  });

  it('reads amounts written as words', () => {
    expect(best('half a pound of butter').data).toMatchObject({
      quantity: '0.5',
      unit: 'lbs',
      category: 'Dairy',
    });
    expect(best('we have two jars of honey').data).toMatchObject({ quantity: '2', unit: 'jars' });
  });

  it('reads the expiry: a written date, a weekday, tomorrow', () => {
    expect(dataOf('1 gallon of milk, expires 2027-01-15')).toMatchObject({
      unit: 'gallons',
      expirationDate: '2027-01-15',
    });
    expect(dataOf('2 gallons milk, expires Friday').expirationDate).toBe('2026-11-27');
    expect(dataOf('yogurt in the fridge, use by tomorrow').expirationDate).toBe('2026-11-25');
    expect(dataOf('got a block of cheddar, best before Jan 10').expirationDate).toBe('2027-01-10');
  });

  it('a weekday after an expiry word is not a meal plan', () => {
    expect(best('2 gallons milk, expires Friday').type).toBe('inventory');
  });

  it('where it is kept decides the category when it says something', () => {
    expect(dataOf('put 2 bags of peas in the freezer').category).toBe('Frozen');
    expect(dataOf('freezer: 3 pizzas').category).toBe('Frozen');
  });
});

describe('reading what to buy (grocery list)', () => {
  it('one item per thing, in the order written', () => {
    expect(best('buy milk, eggs and bread').type).toBe('grocery_list');
    expect(names('buy milk, eggs and bread')).toEqual(['milk', 'eggs', 'bread']);
  });

  it("reads 'out of' and 'running low on'", () => {
    expect(names("we're out of coffee")).toEqual(['coffee']);
    expect(names('running low on flour and sugar')).toEqual(['flour', 'sugar']);
  });

  it('keeps amounts where given', () => {
    const items = dataOf('need 2 lbs ground beef, 1 dozen eggs').items as unknown[];
    expect(items).toEqual([
      expect.objectContaining({ name: 'ground beef', quantity: '2', unit: 'lbs', category: 'Meat' }),
      expect.objectContaining({ name: 'eggs', quantity: '1', unit: 'dozen' }),
    ]);
  });

  it('a pasted list, one per line, with a header line', () => {
    expect(best('Groceries\n- apples\n- paper towels\n- yogurt').type).toBe('grocery_list');
    expect(names('Groceries\n- apples\n- paper towels\n- yogurt')).toEqual([
      'apples',
      'paper towels',
      'yogurt',
    ]);
  });

  it("does not split a dish that holds an 'and'", () => {
    expect(names('buy mac and cheese and apples')).toEqual(['mac and cheese', 'apples']);
  });

  it("'add X to the list' puts X on it", () => {
    expect(names('add dish soap to the shopping list')).toEqual(['dish soap']);
  });
});

describe('reading a recipe', () => {
  const pancakes =
    'Fluffy pancakes\nServes 4\nPrep: 10 min\n1 1/2 cups flour\n2 tbsp sugar\n1 egg\n1 1/4 cups milk\nMix the dry ingredients. Whisk in the egg and milk. Cook on a hot griddle for 3 minutes a side.';

  it('title, ingredients, steps, servings and times', () => {
    const r = best(pancakes);
    expect(r.type).toBe('recipe');
    expect(r.data).toMatchObject({ name: 'Fluffy pancakes', servings: 4, prepTime: 10 });
    expect((r.data as { ingredients: unknown[] }).ingredients).toHaveLength(4);
    expect((r.data as { instructions: string }).instructions).toContain('griddle');
  });
});

describe('reading a meal for a day (meal plan)', () => {
  it('plans the day and the meal it names', () => {
    expect(best('Taco Tuesday dinner: tortillas, beef, cheese')).toMatchObject({
      type: 'meal_plan',
      data: { name: 'Taco Tuesday', plannedDate: TODAY, mealType: 'dinner' },
    });
    expect((dataOf('Taco Tuesday dinner: tortillas, beef, cheese').ingredients as unknown[]).length).toBe(3);
  });

  it('a meal without a day is today', () => {
    expect(best('lunch: caesar salad').data).toMatchObject({
      name: 'Caesar salad',
      plannedDate: TODAY,
      mealType: 'lunch',
    });
  });

  it('a day without a meal is dinner', () => {
    expect(best("let's have lasagna on Thursday").data).toMatchObject({
      name: 'Lasagna',
      plannedDate: '2026-11-26',
      mealType: 'dinner',
    });
  });
});

describe('typing as people type', () => {
  it('reads past-tense stock verbs, counts after the thing and big number words', () => {
    expect(best('snagged two bags of frozen peas').data).toMatchObject({
      quantity: '2',
      unit: 'bags',
      category: 'Frozen',
    });
    expect(best('fridge: eggs x12').data).toMatchObject({ name: 'Eggs', quantity: '12' });
    expect(best('we got twenty four cans of seltzer').data).toMatchObject({ quantity: '24', unit: 'cans' });
  });

  it("'there's no more X' is shopping, 'X left' is stock", () => {
    expect(best('theres no more ketchup').type).toBe('grocery_list');
    expect(best('3 yogurts left').type).toBe('inventory');
  });

  it('a numbered list of things is a list, not a recipe', () => {
    expect(best('1. ricotta\n2. bagels\n3. jam').type).toBe('grocery_list');
    expect(names('1. ricotta\n2. bagels\n3. jam')).toEqual(['ricotta', 'bagels', 'jam']);
  });

  it('short day names and tmrw next to a meal', () => {
    expect(best('fri night burritos').data).toMatchObject({
      name: 'Burritos',
      plannedDate: '2026-11-27',
      mealType: 'dinner',
    });
    expect(best('tmrw lunch: cobb salad').data).toMatchObject({
      name: 'Cobb salad',
      plannedDate: '2026-11-25',
    });
    expect(best('2 jars of sun dried tomatoes').type).toBe('inventory');
  });

  it('a meal plan always has an ingredient: the foods in its name, else the dish', () => {
    expect(dataOf('roast beef dinner on Sunday').ingredients).toEqual([
      { name: 'beef', quantity: '', unit: '' },
    ]);
    expect((dataOf('Dinner Tuesday: huevos rancheros').ingredients as unknown[]).length).toBe(1);
  });
});

describe('every answer', () => {
  it('offers the other types as alternatives, each a body its create call takes', () => {
    const all = understandText('We have 4 cans of black beans', TODAY);
    expect(all.map((r) => r.type).sort()).toEqual(['grocery_list', 'inventory', 'meal_plan', 'recipe']);
    for (const r of all) expect(r.preview.title).toBeTruthy();
  });

  it('says it is unsure when nothing points anywhere', () => {
    expect(best('zzzz').confidence).toBeLessThan(0.5);
    expect(best('milk').confidence).toBeGreaterThanOrEqual(0.5);
  });
});

describe('dates in text', () => {
  it('reads written dates and relative ones against today', () => {
    expect(findDates('on 12/31/2026', TODAY)[0]!.date).toBe('2026-12-31');
    expect(findDates('3rd of March', TODAY)[0]!.date).toBe('2027-03-03');
    expect(findDates('in 3 days', TODAY)[0]!.date).toBe('2026-11-27');
    expect(findDates('next Tuesday', TODAY)[0]!.date).toBe('2026-12-01');
    expect(findDates('this Tuesday', TODAY)[0]!.date).toBe(TODAY);
    expect(findDates('Feb 30', TODAY)).toEqual([]);
  });
});

describe('what a third blind set taught (each a general rule, cases of its own)', () => {
  it('reads a month and day after an expiry cue, the next time it comes; 1/2 before a unit stays an amount', () => {
    expect(dataOf('yogurt 4 cups, best by 12/3')).toMatchObject({ expirationDate: '2026-12-03' });
    expect(dataOf('we have sour cream exp 2/9')).toMatchObject({ expirationDate: '2027-02-09' });
    expect(dataOf('1/2 cup of walnuts in the pantry')).toMatchObject({
      quantity: '0.5',
      expirationDate: null,
    });
    expect(findDates('tortillas 3/4 done', TODAY)).toEqual([]);
  });

  it('reads an amount written after the thing, and a count (ct, pk) as pieces', () => {
    expect(dataOf('orange juice 2 qt')).toMatchObject({ name: 'Orange juice', quantity: '2' });
    expect(dataOf('bought 24 ct water bottles')).toMatchObject({ quantity: '24', unit: 'pieces' });
  });

  it('takes "got back from <shop> with" and "put away" as stock words', () => {
    expect(best('got back from the market with 5 lbs of potatoes')).toMatchObject({
      type: 'inventory',
      data: { name: 'Potatoes', quantity: '5', unit: 'lbs' },
    });
    expect(best('put away 3 jars of salsa')).toMatchObject({
      type: 'inventory',
      data: { name: 'Salsa', quantity: '3', unit: 'jars' },
    });
  });

  it('a snack drawer is a place, not a meal', () => {
    expect(best('2 boxes of granola bars in the snack cupboard')).toMatchObject({
      type: 'inventory',
      data: { quantity: '2', unit: 'boxes', category: 'Snacks' },
    });
  });

  it("a shop's name on the first line names the list", () => {
    const list = best('Aldi\neggs\nspinach\ncoffee filters');
    expect(list.type).toBe('grocery_list');
    expect(list.data).toMatchObject({ name: 'Aldi' });
    expect(names('Aldi\neggs\nspinach\ncoffee filters')).toEqual(['eggs', 'spinach', 'coffee filters']);
    expect(names('party list\nchips\nsalsa\nice')).toEqual(['chips', 'salsa', 'ice']);
  });

  it("'add' with several things and no amounts is a list to shop for; with an amount it is stock", () => {
    expect(best('add dish soap, trash bags and paper towels').type).toBe('grocery_list');
    expect(names('add dish soap, trash bags and paper towels')).toEqual([
      'dish soap',
      'trash bags',
      'paper towels',
    ]);
    expect(best('add 2 cans of corn').type).toBe('inventory');
  });

  it('reads a recipe written on one line: name for N, amounts, then the steps', () => {
    const recipe = best(
      'Overnight oats for 1: 1/2 cup oats, 1/2 cup milk, 1 tbsp chia seeds. Stir and chill overnight.',
    );
    expect(recipe.type).toBe('recipe');
    expect(recipe.data).toMatchObject({ name: 'Overnight oats', servings: 1 });
    expect((recipe.data as { ingredients: unknown[] }).ingredients).toHaveLength(3);
  });

  it("a one-line 'recipe' with its servings and times is a recipe, named without them", () => {
    const recipe = best('Chicken curry recipe, serves 4, cook 40 min');
    expect(recipe.type).toBe('recipe');
    expect(recipe.data).toMatchObject({ name: 'Chicken curry', servings: 4, cookTime: 40 });
    expect((recipe.data as { ingredients: { name: string }[] }).ingredients.length).toBeGreaterThan(0);
  });

  it('a title with its servings and times in brackets is still the title', () => {
    const text =
      'Lemon garlic salmon with green beans (serves 2, prep 5 min, cook 15 min)\n2 salmon fillets\n1 lemon\n2 cloves garlic\nBake at 400F for 15 minutes.';
    expect(best(text).data).toMatchObject({
      name: 'Lemon garlic salmon with green beans',
      prepTime: 5,
      cookTime: 15,
    });
  });
});

describe('what a fourth blind set taught (general rules, cases of their own)', () => {
  it("'bought today' and a thing with its amount and state after commas are stock, not a meal for today", () => {
    expect(best('loaf of sourdough, baked today').type).toBe('inventory');
    expect(best('hummus, 2 tubs, unopened').data).toMatchObject({ name: 'Hummus', quantity: '2' });
    expect(best('bought chicken wings, 12 of them').data).toMatchObject({ quantity: '12' });
    expect(best('tacos thursday dinner, 6 people').type).toBe('meal_plan');
  });

  it('reads more ways of saying the house has it', () => {
    expect(best('Grandpa dropped off 2 bags of apples').data).toMatchObject({ quantity: '2', unit: 'bags' });
    expect(best('pantry now has 4 cans of soup').data).toMatchObject({ quantity: '4', unit: 'cans' });
    expect(best('restocked: 2 boxes of cereal').data).toMatchObject({ quantity: '2', unit: 'boxes' });
    expect(best('Frozen: 2 tubs of ice cream')).toMatchObject({
      type: 'inventory',
      data: { category: 'Frozen' },
    });
  });

  it('a pack size, a container without a unit, and "bag of" without a number', () => {
    expect(names('Shopping list:\n2 x 500g bags basmati rice\n4 x 330ml cans lemonade')).toEqual([
      'basmati rice',
      'lemonade',
    ]);
    expect(best('we have 3 punnets of strawberries').data).toMatchObject({
      name: 'Strawberries',
      quantity: '3',
    });
    expect(best('box of tea bags in the cupboard').data).toMatchObject({ quantity: '1', unit: 'boxes' });
  });

  it('a message asking someone to shop, with its greeting and sign-off left out', () => {
    const text = 'hi love, could you grab bread, butter and bin bags? ta x';
    expect(best(text).type).toBe('grocery_list');
    expect(names(text)).toEqual(['bread', 'butter', 'bin bags']);
  });

  it('a numbered list typed on one line', () => {
    expect(names('1) oat milk 2) bananas 3) granola')).toEqual(['oat milk', 'bananas', 'granola']);
  });

  it("one-line recipes with a dash, a 'recipe from' label and a lower-case step", () => {
    const recipe = best(
      'recipe from auntie: pesto pasta - 200g pasta, 3 tbsp pesto, 30g parmesan. boil the pasta, stir in the pesto.',
    );
    expect(recipe.type).toBe('recipe');
    expect(recipe.data).toMatchObject({ name: 'Pesto pasta' });
    expect((recipe.data as { ingredients: unknown[] }).ingredients).toHaveLength(3);
  });

  it("'<dish> for 6 - a, b, c' plans the dish for six with those parts", () => {
    const meal = best('Fajitas for 6 - peppers, onions, chicken, tortillas');
    expect(meal.type).toBe('meal_plan');
    expect(meal.data).toMatchObject({ name: 'Fajitas', servings: 6 });
    expect((meal.data as { ingredients: unknown[] }).ingredients).toHaveLength(4);
  });
});

describe('issue 28 rules', () => {
  it('a label at the start decides the type, in English and the five languages', () => {
    expect(best('Recipe: garlic butter\n4 tbsp butter\n2 cloves garlic').type).toBe('recipe');
    expect(best('Inventory: 2 lbs ground beef').type).toBe('inventory');
    expect(best('Shopping: milk, eggs, bread').type).toBe('grocery_list');
    expect(best('Rezept: Pfannkuchen\n250 g Mehl\n3 Eier').type).toBe('recipe');
    expect(best('Despensa: 3 latas de atum').type).toBe('inventory');
  });

  it('stock that came in, said without a place, is stock', () => {
    expect(best('the groceries arrived: milk, eggs and bread').type).toBe('inventory');
    expect(dataOf('12 eggs came in')).toMatchObject({ name: 'Eggs', quantity: '12' });
    expect(dataOf('4 pints of milk delivered this morning')).toMatchObject({ name: 'Milk', unit: 'pints' });
    expect(best('when the delivery arrives buy milk').type).toBe('grocery_list');
  });

  it("a food's own category wins over the place, unless the table only says Pantry", () => {
    expect(dataOf('chicken thighs in the freezer').category).toBe('Meat');
    expect(dataOf('homemade soup in the freezer').category).toBe('Frozen');
  });

  it("a container after an amount keeps the amount's unit", () => {
    expect(dataOf('a 2 kg bag of rice')).toMatchObject({ quantity: '2', unit: 'kg' });
    expect(dataOf('500ml bottle of olive oil')).toMatchObject({ quantity: '500', unit: 'ml' });
  });

  it('a one-line dressing with a verb and amounts is a recipe', () => {
    const r = best('Honey mustard dressing: whisk 2 tbsp honey, 2 tbsp mustard, 1 tbsp vinegar');
    expect(r.type).toBe('recipe');
    expect(r.data).toMatchObject({ name: 'Honey mustard dressing' });
    expect((r.data as { ingredients: { name: string }[] }).ingredients.map((i) => i.name)).toEqual([
      'honey',
      'mustard',
      'vinegar',
    ]);
  });

  it("a can's or jar's size is the amount, and the can still says Pantry", () => {
    expect(dataOf('a 400g tin of tomatoes')).toMatchObject({
      quantity: '400',
      unit: 'g',
      category: 'Pantry',
    });
  });

  it('reads stock and shopping phrases in German, French, Italian, Spanish and Portuguese', () => {
    expect(dataOf('3 Dosen Kichererbsen in die Speisekammer')).toMatchObject({
      name: 'Kichererbsen',
      quantity: '3',
      unit: 'cans',
      category: 'Pantry',
    });
    expect(best('acheter du lait et des oeufs').type).toBe('grocery_list');
    expect(names('acheter du lait et des oeufs')).toEqual(['lait', 'oeufs']);
    expect(names('comprare latte e uova')).toEqual(['latte', 'uova']);
    expect(names('necesitamos pan y queso')).toEqual(['pan', 'queso']);
    expect(dataOf('6 œufs dans le frigo').category).toBe('Dairy');
    expect(dataOf("j'ai mis 2 kg de riz dans le placard")).toMatchObject({
      name: 'Riz',
      quantity: '2',
      unit: 'kg',
    });
    expect(names('hay que comprar aceite')).toEqual(['aceite']);
    expect(dataOf('quedan 6 huevos en la nevera')).toMatchObject({ name: 'Huevos', quantity: '6' });
    expect(best('keine Milch mehr').type).toBe('grocery_list');
    expect(dataOf('comprei 2 kg de batatas')).toMatchObject({ name: 'Batatas', quantity: '2', unit: 'kg' });
  });

  it('reads weekdays and meals in German, French, Italian, Spanish and Portuguese as a meal plan', () => {
    const weekday = (date: unknown) => new Date(`${String(date)}T12:00:00Z`).getUTCDay();
    const cases: [string, string, number, string][] = [
      ['Montag Abendessen: Lasagne', 'Lasagne', 1, 'dinner'],
      ['Lasagne am Freitag zum Mittagessen', 'Lasagne', 5, 'lunch'],
      ['mardi dîner : gratin dauphinois', 'Gratin dauphinois', 2, 'dinner'],
      ['giovedì cena: risotto ai funghi', 'Risotto ai funghi', 4, 'dinner'],
      ['sábado almuerzo: paella', 'Paella', 6, 'lunch'],
      ['almoço de domingo: frango assado', 'Frango assado', 0, 'lunch'],
      ['sexta-feira jantar: feijoada', 'Feijoada', 5, 'dinner'],
    ];
    for (const [input, name, day, mealType] of cases) {
      expect(best(input).type, input).toBe('meal_plan');
      const data = dataOf(input);
      expect(data, input).toMatchObject({ name, mealType });
      expect(weekday(data.plannedDate), input).toBe(day);
    }
    expect(dataOf('Frühstück morgen: Pfannkuchen')).toMatchObject({
      name: 'Pfannkuchen',
      mealType: 'breakfast',
      plannedDate: '2026-11-25',
    });
    expect(dataOf('heute Abend Spaghetti Bolognese')).toMatchObject({
      mealType: 'dinner',
      plannedDate: TODAY,
    });
  });

  it("keeps a dish's own conjunction ('pasta e fagioli') while lists still split on it", () => {
    expect(dataOf('venerdì cena: pasta e fagioli').name).toBe('Pasta e fagioli');
    expect(dataOf('cacio e pepe per cena sabato')).toMatchObject({
      name: 'Cacio e pepe',
      mealType: 'dinner',
    });
    expect(dataOf('lunes cena: arroz y frijoles').name).toBe('Arroz y frijoles');
    expect(dataOf('Friday dinner: mac and cheese').name).toBe('Mac and cheese');
    expect(names('comprar pan y leche')).toEqual(['pan', 'leche']);
  });
});
