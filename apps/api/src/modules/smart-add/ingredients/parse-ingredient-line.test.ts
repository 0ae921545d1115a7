import { describe, expect, it } from 'vitest';
import { parseIngredientLine, parseIngredientLines } from './parse-ingredient-line';

const parsed = (line: string) => {
  const { name, quantity, unit } = parseIngredientLine(line);
  return [quantity, unit, name];
};

describe('parseIngredientLine', () => {
  it.each([
    ['1 1/2 cups flour', '1.5', 'cups', 'flour'],
    ['½ c minced yellow onion', '0.5', 'cups', 'yellow onion'],
    ['1 ¾ tsp salt', '1.75', 'tsp', 'salt'],
    ['2 Tbsp. butter', '2', 'tbsp', 'butter'],
    ['1 T sugar', '1', 'tbsp', 'sugar'],
    ['1 t vanilla', '1', 'tsp', 'vanilla'],
    ['3 tablespoons fresh rosemary leaves, chopped', '3', 'tbsp', 'fresh rosemary leaves'],
    ['1 pound ground beef', '1', 'lbs', 'ground beef'],
    ['4 ounces Parmesan cheese, freshly grated', '4', 'oz', 'Parmesan cheese'],
    ['500 grams pasta', '500', 'g', 'pasta'],
    ['1.5 kilograms potatoes', '1.5', 'kg', 'potatoes'],
    ['1 litre stock', '1', 'liters', 'stock'],
    ['250 milliliters milk', '250', 'ml', 'milk'],
    ['1 gallon water', '1', 'gallons', 'water'],
    ['2 quarts broth', '2', 'quarts', 'broth'],
    ['1 pint cream', '1', 'pints', 'cream'],
    ['1 dozen eggs', '1', 'dozen', 'eggs'],
  ])('%j → %s %s %s', (line, quantity, unit, name) => {
    expect(parsed(line)).toEqual([quantity, unit, name]);
  });

  it('maps cloves, slices and pieces to pieces, cans and jars to theirs', () => {
    expect(parsed('3 cloves garlic, minced')).toEqual(['3', 'pieces', 'garlic']);
    expect(parsed('2 garlic cloves')).toEqual(['2', 'pieces', 'garlic']);
    expect(parsed('4 slices bread')).toEqual(['4', 'pieces', 'bread']);
    expect(parsed('1 (14 oz) can tomatoes')).toEqual(['1', 'cans', 'tomatoes']);
    expect(parsed('2 x 400g cans chickpeas')).toEqual(['2', 'cans', 'chickpeas']);
    expect(parsed('1 jar of pesto')).toEqual(['1', 'jars', 'pesto']);
  });

  it("keeps a unit word outside Kitching's list in the name, with unit 'each'", () => {
    expect(parsed('3 sprigs thyme')).toEqual(['3', 'each', 'sprigs thyme']);
    expect(parsed('1 pinch of salt')).toEqual(['1', 'each', 'pinch of salt']);
    expect(parsed('1 bunch scallions, sliced')).toEqual(['1', 'each', 'bunch scallions']);
    expect(parsed('2 large eggs')).toEqual(['2', 'each', 'eggs']);
  });

  it("gives 'to taste' lines and lines without amounts no quantity and no unit", () => {
    expect(parsed('Salt and pepper to taste')).toEqual(['', '', 'Salt and pepper']);
    expect(parsed('Fresh parsley, chopped')).toEqual(['', '', 'Fresh parsley']);
    expect(parseIngredientLine('salt, to taste')).toEqual({
      name: 'salt',
      quantity: '',
      unit: '',
      note: 'to taste',
      raw: 'salt, to taste',
    });
  });

  it("keeps ranges as 'a-b' text", () => {
    expect(parsed('1-2 tbsp icing sugar, to taste')).toEqual(['1-2', 'tbsp', 'icing sugar']);
    expect(parsed('1 to 2 tsp salt')).toEqual(['1-2', 'tsp', 'salt']);
    expect(parsed('1/2-3/4 lb mushrooms')).toEqual(['0.5-0.75', 'lbs', 'mushrooms']);
    expect(parsed('1-1/2 cups sugar')).toEqual(['1.5', 'cups', 'sugar']);
  });

  it('reads metric amounts glued to their unit, and drops the alternative amount', () => {
    expect(parsed('200ml/7fl oz stock (from above)')).toEqual(['200', 'ml', 'stock']);
    expect(parsed('125g/4½oz butter, softened')).toEqual(['125', 'g', 'butter']);
    expect(parsed('1,5 kilo aardappels')).toEqual(['1.5', 'kg', 'aardappels']);
    expect(parsed('2 dl milk')).toEqual(['200', 'ml', 'milk']);
  });

  it('reads number words, approximations, trailing amounts and European unit words', () => {
    expect(parsed('One 28-ounce can tomatoes')).toEqual(['1', 'cans', 'tomatoes']);
    expect(parsed('half tsp bicarbonate of soda')).toEqual(['0.5', 'tsp', 'bicarbonate of soda']);
    expect(parsed('About 1 ½ cups beef broth')).toEqual(['1.5', 'cups', 'beef broth']);
    expect(parsed('Juice of ½ lemon')).toEqual(['0.5', 'each', 'lemon']);
    expect(parsed('Mandeln 200 g')).toEqual(['200', 'g', 'Mandeln']);
    expect(parsed('2 EL Olivenöl')).toEqual(['2', 'tbsp', 'Olivenöl']);
    expect(parsed('1 Stk. Fenchel')).toEqual(['1', 'pieces', 'Fenchel']);
  });

  it("reads the first of two amounts given with '/' and drops the other", () => {
    expect(parsed('1 tablespoon/15 grams sea salt')).toEqual(['1', 'tbsp', 'sea salt']);
    expect(parsed('1 cup/240 ml milk')).toEqual(['1', 'cups', 'milk']);
    expect(parsed('200g/7oz flour')).toEqual(['200', 'g', 'flour']);
    expect(parsed('2 tbsp / 30 ml oil')).toEqual(['2', 'tbsp', 'oil']);
    expect(parsed('1 teaspoon/5ml vanilla')).toEqual(['1', 'tsp', 'vanilla']);
  });

  it('reads a size word, abbreviated or not, before the unit as a note', () => {
    expect(parsed('2 lg cans whole tomatoes')).toEqual(['2', 'cans', 'whole tomatoes']);
    expect(parsed('3 large jars pickles')).toEqual(['3', 'jars', 'pickles']);
    expect(parsed('1 small can tomato paste')).toEqual(['1', 'cans', 'tomato paste']);
    expect(parsed('2 med. cans corn')).toEqual(['2', 'cans', 'corn']);
    expect(parsed('1 sm jar salsa')).toEqual(['1', 'jars', 'salsa']);
    expect(parsed('2 lge tins tomatoes')).toEqual(['2', 'cans', 'tomatoes']);
    expect(parsed('1 x-large bottle ketchup')).toEqual(['1', 'bottles', 'ketchup']);
    expect(parsed('3 x-large eggs')).toEqual(['3', 'each', 'eggs']);
  });

  it('keeps a length in inches in the name; without a count before it there is no quantity', () => {
    expect(parsed('7-inch tortillas')).toEqual(['', '', '7-inch tortillas']);
    expect(parsed('10" pie crust')).toEqual(['', '', '10" pie crust']);
    expect(parsed('8 7-inch flour tortillas')).toEqual(['8', 'each', '7-inch flour tortillas']);
    expect(parsed('12 6-inch corn tortillas')).toEqual(['12', 'each', '6-inch corn tortillas']);
    // A piece or stick measured in inches: the length is the amount, 'inch' stays in the name.
    expect(parsed('2-inch cinnamon stick')).toEqual(['2', 'each', 'inch cinnamon stick']);
    expect(parsed('1 2-inch piece ginger')).toEqual(['1', 'pieces', 'ginger']);
  });

  // A pinch or dash is no count and no unit of ours: with a number it is that many 'each' and with
  // none it has no quantity (like 'to taste'). The word stays in the name so the recipe reads as
  // written; 'salt' is still a word of the name ('pinch of salt'), so a search for it finds it.
  it('keeps pinch and dash in the name, with a quantity only when a number is written', () => {
    expect(parsed('pinch of salt')).toEqual(['', '', 'pinch of salt']);
    expect(parsed('a pinch of nutmeg')).toEqual(['', '', 'pinch of nutmeg']);
    expect(parsed('dash of hot sauce')).toEqual(['', '', 'dash of hot sauce']);
    expect(parsed('2 pinches cayenne')).toEqual(['2', 'each', 'pinches cayenne']);
  });

  it("reads 'a', 'half a' and 'and a half' before a unit as amounts", () => {
    expect(parsed('half a pound of butter')).toEqual(['0.5', 'lbs', 'butter']);
    expect(parsed('a dozen eggs')).toEqual(['1', 'dozen', 'eggs']);
    expect(parsed('two cans of chickpeas')).toEqual(['2', 'cans', 'chickpeas']);
    expect(parsed('a can of tuna')).toEqual(['1', 'cans', 'tuna']);
    expect(parsed('a large jar of pickles')).toEqual(['1', 'jars', 'pickles']);
    expect(parsed('one and a half cups flour')).toEqual(['1.5', 'cups', 'flour']);
    expect(parsed('A few black peppercorns')).toEqual(['', '', 'A few black peppercorns']);
  });

  it("moves comma parts saying what to keep or remove to the note ('crusts cut off')", () => {
    expect(parsed('2 slices white bread, crusts cut off')).toEqual(['2', 'pieces', 'white bread']);
    expect(parsed('2 scallions, green parts only, sliced')).toEqual(['2', 'each', 'scallions']);
  });

  it('decodes entities, drops bullets, and never loses the raw line', () => {
    const line = parseIngredientLine('▢ 1 &frac12; cups milk (warm)');
    expect(line).toEqual({
      name: 'milk',
      quantity: '1.5',
      unit: 'cups',
      note: 'warm',
      raw: '▢ 1 ½ cups milk (warm)',
    });
  });

  it('keeps group headers as named lines without an amount, and skips empty lines', () => {
    expect(parsed('For the sauce:')).toEqual(['', '', 'For the sauce']);
    expect(parseIngredientLines(['  ', '2 eggs'])).toHaveLength(1);
  });
});

describe('ingredient lines in other languages (issue 16)', () => {
  it.each([
    ['250 克 奶油奶酪', '250', 'g', '奶油奶酪'],
    ['250克 奶油奶酪', '250', 'g', '奶油奶酪'],
    ['250克奶油奶酪', '250', 'g', '奶油奶酪'],
    ['1千克 面粉', '1', 'kg', '面粉'],
    ['200毫升 牛奶', '200', 'ml', '牛奶'],
    ['1升水', '1', 'liters', '水'],
    ['2杯 面粉', '2', 'cups', '面粉'],
    ['1汤匙 糖', '1', 'tbsp', '糖'],
    ['1大匙油', '1', 'tbsp', '油'],
    ['1茶匙 盐', '1', 'tsp', '盐'],
    ['½小匙 盐', '0.5', 'tsp', '盐'],
    ['2个 鸡蛋', '2', 'each', '鸡蛋'],
    ['250 Gramm Mehl', '250', 'g', 'Mehl'],
    ['2 EL Zucker', '2', 'tbsp', 'Zucker'],
    ['1 TL Salz', '1', 'tsp', 'Salz'],
    ['200 gramos de harina', '200', 'g', 'harina'],
    ['1 cucharada de aceite', '1', 'tbsp', 'aceite'],
    ['2 cucchiai di olio', '2', 'tbsp', 'olio'],
    ['100 grammes de beurre', '100', 'g', 'beurre'],
  ])('%s', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit, name });
  });
});
