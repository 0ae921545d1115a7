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

  // Issue 28: cloves and slices are units of their own.
  it('maps cloves and slices to theirs, pieces to pieces, cans and jars to theirs', () => {
    expect(parsed('3 cloves garlic, minced')).toEqual(['3', 'cloves', 'garlic']);
    expect(parsed('2 garlic cloves')).toEqual(['2', 'cloves', 'garlic']);
    expect(parsed('4 slices bread')).toEqual(['4', 'slices', 'bread']);
    expect(parsed('2 celery stalks')).toEqual(['2', 'stalks', 'celery']);
    expect(parsed('1 (14 oz) can tomatoes')).toEqual(['1', 'cans', 'tomatoes']);
    expect(parsed('2 x 400g cans chickpeas')).toEqual(['2', 'cans', 'chickpeas']);
    expect(parsed('1 jar of pesto')).toEqual(['1', 'jars', 'pesto']);
  });

  it("reads sprig, pinch, bunch, head, handful as units (issue 28); other words stay in the name with 'each'", () => {
    expect(parsed('3 sprigs thyme')).toEqual(['3', 'sprigs', 'thyme']);
    expect(parsed('1 pinch of salt')).toEqual(['1', 'pinches', 'salt']);
    expect(parsed('1 bunch scallions, sliced')).toEqual(['1', 'bunches', 'scallions']);
    expect(parsed('1 head garlic')).toEqual(['1', 'heads', 'garlic']);
    expect(parsed('2 handfuls spinach')).toEqual(['2', 'handfuls', 'spinach']);
    expect(parsed('1 envelope gelatin')).toEqual(['1', 'each', 'envelope gelatin']);
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

  it('keeps the lower bound of a range and says the range in the note (issue 28)', () => {
    expect(parsed('1-2 tbsp icing sugar, to taste')).toEqual(['1', 'tbsp', 'icing sugar']);
    expect(parseIngredientLine('2-3 cups rice').note).toBe('2-3 cups');
    expect(parsed('1 to 2 tsp salt')).toEqual(['1', 'tsp', 'salt']);
    expect(parsed('1/2-3/4 lb mushrooms')).toEqual(['0.5', 'lbs', 'mushrooms']);
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

  // A pinch with no number is no amount (like 'to taste'): the measure goes to the note. A dash is
  // no unit of ours and stays in the name.
  it('reads a pinch without a number as no amount, and keeps dash in the name', () => {
    expect(parsed('pinch of salt')).toEqual(['', '', 'salt']);
    expect(parsed('a pinch of nutmeg')).toEqual(['', '', 'nutmeg']);
    expect(parsed('dash of hot sauce')).toEqual(['', '', 'dash of hot sauce']);
    expect(parsed('2 pinches cayenne')).toEqual(['2', 'pinches', 'cayenne']);
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
    expect(parsed('2 slices white bread, crusts cut off')).toEqual(['2', 'slices', 'white bread']);
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

describe('count words, second amounts and vague measures (issue 28)', () => {
  it('a count word with nothing after it is the ingredient; a count word trailing the name is the unit', () => {
    expect(parsed('2 cloves')).toEqual(['2', 'each', 'cloves']);
    expect(parsed('3 garlic cloves')).toEqual(['3', 'cloves', 'garlic']);
    expect(parsed('1 fat garlic clove, finely chopped')).toEqual(['1', 'cloves', 'garlic']);
  });

  it("a second amount after 'plus' or 'about' goes to the note", () => {
    expect(parsed('1 tablespoon plus 1 teaspoon rice vinegar')).toEqual(['1', 'tbsp', 'rice vinegar']);
    expect(parsed('½ cup minced bacon about 3 slices')).toEqual(['0.5', 'cups', 'bacon']);
  });

  it("a measure word without a number ('Stalk of celery', 'A handful of basil') is no amount", () => {
    expect(parsed('Stalk of celery')).toEqual(['', '', 'celery']);
    expect(parsed('A handful of fresh basil')).toEqual(['', '', 'fresh basil']);
  });
});

describe('ingredient lines in German, French, Italian, Spanish and Portuguese (issue 28)', () => {
  it.each([
    ['2 Zehen Knoblauch', '2', 'cloves', 'Knoblauch'],
    ['2 Knoblauchzehen', '2', 'cloves', 'Knoblauch'],
    ['1 Bund Petersilie', '1', 'bunches', 'Petersilie'],
    ['1 Prise Salz', '1', 'pinches', 'Salz'],
    ['etwas Salz', '', '', 'Salz'],
    ["2 c. à soupe d'huile d'olive", '2', 'tbsp', "huile d'olive"],
    ['1 c. à café de sel', '1', 'tsp', 'sel'],
    ["2 gousses d'ail", '2', 'cloves', 'ail'],
    ['un peu de sel', '', '', 'sel'],
    ["2 spicchi d'aglio", '2', 'cloves', 'aglio'],
    ['sale q.b.', '', '', 'sale'],
    ['2 dientes de ajo', '2', 'cloves', 'ajo'],
    ['sal al gusto', '', '', 'sal'],
    ['2 xícaras (chá) de açúcar', '2', 'cups', 'açúcar'],
    ['1 colher de sopa de manteiga', '1', 'tbsp', 'manteiga'],
    ['2 dentes de alho picados', '2', 'cloves', 'alho'],
    ['sal a gosto', '', '', 'sal'],
    ['1,5 kg de batatas', '1.5', 'kg', 'batatas'],
    ['2 à 3 c. à soupe de miel', '2', 'tbsp', 'miel'],
  ])('%s', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit, name });
  });

  it('keeps a trailing participle as part of a product bought by weight, a note on a counted one', () => {
    expect(parsed('500 g de carne picada')).toEqual(['500', 'g', 'carne picada']);
    expect(parsed('1 cebola picada')).toEqual(['1', 'each', 'cebola']);
  });
});

describe('counting words, halves, sachets and notes in real pages of five languages (issue 28)', () => {
  it.each([
    ['Meia xícara de morango', '0.5', 'cups', 'morango'],
    ['meia colher (chá) de tomilho fresco', '0.5', 'tsp', 'tomilho fresco'],
    ['media taza de azúcar', '0.5', 'cups', 'azúcar'],
    ['mezza cipolla', '0.5', 'each', 'cipolla'],
    ['une demi-cuillère à café de sel', '0.5', 'tsp', 'sel'],
    ['ein halber Teelöffel Salz', '0.5', 'tsp', 'Salz'],
    ['1 xícara e meia de farinha', '1.5', 'cups', 'farinha'],
    ['dos dientes de ajo', '2', 'cloves', 'ajo'],
    ['tre uova', '3', 'each', 'uova'],
    ['zwei Zwiebeln', '2', 'each', 'Zwiebeln'],
  ])('reads the number word in %s', (line, quantity, unit, name) => {
    expect(parsed(line)).toEqual([quantity, unit, name]);
  });

  it.each([
    ['2 Pck. Vanillezucker', '2', 'bags', 'Vanillezucker'],
    ['1 bustina di lievito', '1', 'bags', 'lievito'],
    ['1 sobre de levadura', '1', 'bags', 'levadura'],
    ['1 sachê de tempero', '1', 'bags', 'tempero'],
    ['1 caixa de creme de leite', '1', 'boxes', 'creme de leite'],
    ['1 Bd. Schnittlauch', '1', 'bunches', 'Schnittlauch'],
    ['1 gute Prise Salz', '1', 'pinches', 'Salz'],
  ])('reads the sachet, box, bunch or pinch in %s', (line, quantity, unit, name) => {
    expect(parsed(line)).toEqual([quantity, unit, name]);
  });

  it("reads a few drops or a splash ('unas gotas de', 'un chorrito de', 'quelques gouttes de') as no amount", () => {
    expect(parseIngredientLine('unas gotas de limón')).toMatchObject({
      name: 'limón',
      quantity: '',
      note: 'unas gotas',
    });
    expect(parseIngredientLine('un chorrito de aceite')).toMatchObject({ name: 'aceite', quantity: '' });
    expect(parseIngredientLine('quelques gouttes de citron')).toMatchObject({ name: 'citron', quantity: '' });
  });

  it("reads 'n. B.' and 'evtl.' first as a note, with no amount", () => {
    expect(parseIngredientLine('n. B. Salz')).toMatchObject({ name: 'Salz', quantity: '', note: 'n. B.' });
    expect(parseIngredientLine('evtl. Backaroma Zitrone')).toMatchObject({
      name: 'Backaroma Zitrone',
      quantity: '',
      note: 'evtl.',
    });
    expect(parseIngredientLine('evtl. 1 TL Zimt')).toMatchObject({
      name: 'Zimt',
      quantity: '1',
      unit: 'tsp',
    });
  });

  it("a space before the comma ends the name ('Zucker , braun'); 'oder …' and 'também …' parts are notes", () => {
    expect(parseIngredientLine('200 g Blockschokolade , zartbitter oder Schokotröpfchen')).toMatchObject({
      name: 'Blockschokolade',
      note: 'zartbitter oder Schokotröpfchen',
    });
    expect(parsed('300 g Weizenmehl oder Dinkelmehl, oder gemischt')).toEqual([
      '300',
      'g',
      'Weizenmehl oder Dinkelmehl',
    ]);
    expect(parsed('Meia xícara de blueberry, também conhecido como mirtilo')).toEqual([
      '0.5',
      'cups',
      'blueberry',
    ]);
  });

  it('a size after a counted name and washing or draining after any name go to the note', () => {
    expect(parsed('2 oignons moyens')).toEqual(['2', 'each', 'oignons']);
    expect(parsed('meio pimentão amarelo pequeno picado')).toEqual(['0.5', 'each', 'pimentão amarelo']);
    expect(parsed('10 tomates-cereja cortados ao meio')).toEqual(['10', 'each', 'tomates-cereja']);
    expect(parsed('1 xícara (chá) de arroz lavado e escorrido')).toEqual(['1', 'cups', 'arroz']);
    expect(parsed('300 g de bacalhau dessalgado e desfiado')).toEqual(['300', 'g', 'bacalhau']);
    expect(parsed('1/2 taza de tomates cherry cortados a la mitad')).toEqual([
      '0.5',
      'cups',
      'tomates cherry',
    ]);
    expect(parsed('1 taza de cebolla picada')).toEqual(['1', 'cups', 'cebolla']);
    // Bought by weight, a participle names the product.
    expect(parsed('500 g di carne macinata')).toEqual(['500', 'g', 'carne macinata']);
  });
});
