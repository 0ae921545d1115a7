import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalKey, productKey, productLinks, sameProduct, singularWord } from './index';

describe('productKey', () => {
  it.each([
    ['Onions', 'onion'],
    ['onion', 'onion'],
    ['large onion, chopped', 'onion'],
    ['Large Onions, finely chopped', 'onion'],
    ['peeled and diced onion', 'onion'],
    ['onion (large)', 'onion'],
    ['extra-large eggs', 'egg'],
    ['Extra Large Eggs', 'egg'],
    ['medium-large carrot, roughly chopped', 'carrot'],
    ['  Red   Onions ', 'red onion'],
    ['Sweet Potatoes', 'sweet potato'],
    ['Brussels sprouts', 'brussels sprout'],
    ['fresh basil', 'basil'],
    ['Frozen peas', 'frozen pea'],
    ['Jalapeño', 'jalapeno'],
    ['Crème Fraîche', 'creme fraiche'],
    ['extra virgin olive oil', 'extra virgin olive oil'],
    ['all-purpose flour', 'all purpose flour'],
    ["lamb's lettuce", 'lamb lettuce'],
    ['mac & cheese', 'mac and cheese'],
    ['chicken, cut into 8 pieces', 'chicken'],
    ['butter, at room temperature', 'butter'],
    ['sugar, divided', 'sugar'],
    ['tomatoes, canned', 'tomato canned'],
    ['tomatoes (canned)', 'tomato canned'],
    ['2% milk', '2 milk'],
    ['00 flour', '00 flour'],
    ['Fresh', 'fresh'],
    ['Large, cut into strips', 'large'],
  ])('%j -> %j', (name, key) => {
    expect(productKey(name)).toBe(key);
  });

  it('is empty only for a name without letters or digits', () => {
    expect(productKey('')).toBe('');
    expect(productKey(' , () ')).toBe('');
    expect(productKey('!')).toBe('');
  });
});

describe('singularWord', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['cherries', 'cherry'],
    ['anchovies', 'anchovy'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['halves', 'half'],
    ['knives', 'knife'],
    ['olives', 'olive'],
    ['cloves', 'clove'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['eggs', 'egg'],
    ['cookies', 'cookie'],
    ['brownies', 'brownie'],
    ['pies', 'pie'],
    ['chickpeas', 'chickpea'],
    ['peas', 'pea'],
    ['oats', 'oat'],
    ['sprouts', 'sprout'],
    ['cheeses', 'cheese'],
    ['avocados', 'avocado'],
    ['mangoes', 'mango'],
    ['sloes', 'sloe'],
    ['quiches', 'quiche'],
    ['kiwis', 'kiwi'],
    ['chilis', 'chili'],
    ['turkeys', 'turkey'],
    ['geese', 'goose'],
  ])('%s -> %s', (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
  });

  it.each([
    'hummus',
    'asparagus',
    'couscous',
    'molasses',
    'swiss',
    'lemongrass',
    'grass',
    'bass',
    'citrus',
    'octopus',
    'series',
    'species',
    'mass',
    'gas',
    'brussels',
    'oasis',
    'onion',
    'tomato',
  ])('keeps %s', (word) => {
    expect(singularWord(word)).toBe(word);
  });
});

describe('sameProduct', () => {
  it.each([
    ['Onions', 'onion'],
    ['onion', 'large onion, chopped'],
    ['Onions', 'Large Onions, finely chopped'],
    ['cherry tomatoes', 'Cherry Tomato'],
    ['bay leaves', 'bay leaf'],
    ['fresh basil', 'basil'],
    ['jalapeño peppers', 'Jalapeno Pepper'],
    ['chickpeas', 'chickpea'],
    ['Brussels sprouts', 'brussels sprout'],
  ])('%j is %j', (a, b) => {
    expect(sameProduct(a, b)).toBe(true);
  });

  it.each([
    ['red onion', 'onion'],
    ['green onions', 'onion'],
    ['sweet potato', 'potato'],
    ['brown sugar', 'sugar'],
    ['frozen peas', 'peas'],
    ['dried basil', 'basil'],
    ['ground beef', 'beef'],
    ['milk chocolate', 'chocolate milk'],
    ['2% milk', 'milk'],
    ['00 flour', 'flour'],
    ['hummus', 'humm'],
    ['glass noodles', 'glas noodles'],
    ['', ''],
  ])('%j is not %j', (a, b) => {
    expect(sameProduct(a, b)).toBe(false);
  });

  it("uses the family's links, normalised and in both directions", () => {
    const links = productLinks([['Scallions', 'green onions']]);
    expect(sameProduct('scallion', 'Green Onion', links)).toBe(true);
    expect(sameProduct('green onions', 'scallions, chopped', links)).toBe(true);
    expect(sameProduct('scallions', 'onion', links)).toBe(false);
    expect(sameProduct('scallions', 'green onions')).toBe(false);
  });

  it('accepts the links as pairs', () => {
    expect(sameProduct('cilantro', 'coriander leaves', [['coriander leaf', 'cilantro']])).toBe(true);
    expect(sameProduct('cilantro', 'coriander seeds', [['coriander leaf', 'cilantro']])).toBe(false);
  });
});

describe('productLinks and canonicalKey', () => {
  it('links transitively, to the smallest key of the group whatever the order of the links', () => {
    const pairs = [
      ['spring onions', 'scallions'],
      ['Green Onions', 'spring onion'],
      ['courgette', 'zucchini'],
    ] as const;
    for (const order of [pairs, [...pairs].reverse()]) {
      const links = productLinks(order);
      expect(canonicalKey('scallions', links)).toBe('green onion');
      expect(canonicalKey('Spring Onions, sliced', links)).toBe('green onion');
      expect(canonicalKey('green onion', links)).toBe('green onion');
      expect(canonicalKey('zucchinis', links)).toBe('courgette');
      expect(canonicalKey('red onion', links)).toBe('red onion');
    }
  });

  it('joins two groups linked later', () => {
    const links = productLinks([
      ['b', 'c'],
      ['d', 'e'],
      ['e', 'a'],
      ['c', 'e'],
    ]);
    for (const name of ['a', 'b', 'c', 'd', 'e']) expect(canonicalKey(name, links)).toBe('a');
  });

  it('is productKey without links, and ignores links with an empty side', () => {
    expect(canonicalKey('Large Onions')).toBe('onion');
    const links = productLinks([['', 'onion']]);
    expect(canonicalKey('onion', links)).toBe('onion');
    expect(canonicalKey('!', links)).toBe('');
  });
});

/** The shared test data (KITCHING_SHARED_DATA, else ../shared/data beside the repository). */
function sharedDataDir(): string | undefined {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return [process.env.KITCHING_SHARED_DATA, path.resolve(repoRoot, '../shared/data'), '/work/shared/data']
    .filter((dir): dir is string => Boolean(dir))
    .find((dir) => existsSync(dir));
}

/** The rows of a CSV file with quoted fields, as objects by the header's names. */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

describe('productKey on real ingredient names (ingredient-parser, 500 labelled lines)', () => {
  const dir = sharedDataDir();
  if (!dir) throw new Error('Shared test data not found: set KITCHING_SHARED_DATA to the data folder.');
  const rows = readCsv(path.join(dir, 'ingredient-lines', 'strangetom_dev_500.csv'));

  it('reads the labelled lines', () => {
    expect(rows).toHaveLength(500);
    expect(rows.filter((row) => row.name!.trim()).length).toBeGreaterThan(450);
  });

  it('never gives an empty key and is stable', () => {
    for (const row of rows) {
      for (const name of [row.name!, row.input!]) {
        if (!/[\p{L}\p{N}]/u.test(name)) continue;
        const key = productKey(name);
        expect(key, name).not.toBe('');
        expect(productKey(key), name).toBe(key);
        expect(key, name).toMatch(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u);
      }
    }
  });

  it('gives the labelled name with its size and preparation the same key as the name alone', () => {
    let checked = 0;
    for (const row of rows) {
      const { name = '', size = '', preparation = '' } = row;
      // Only labels that are size and preparation words this rule knows, such as 'medium' and 'coarsely chopped'.
      if (
        !name.trim() ||
        !/^(small|medium|large)?$/.test(size) ||
        !/^((finely|roughly|coarsely|thinly) )?(chopped|diced|minced|sliced|grated|peeled)?$/.test(
          preparation,
        )
      )
        continue;
      if (!size && !preparation) continue;
      const written = `${size} ${name}${preparation ? `, ${preparation}` : ''}`;
      expect(sameProduct(written, name), written).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps names apart that differ by a qualifier', () => {
    const names = new Set(rows.map((row) => row.name!.trim().toLowerCase()).filter(Boolean));
    expect(names.has('yellow onion') && names.has('onions')).toBe(true);
    expect(sameProduct('yellow onion', 'onions')).toBe(false);
    expect(names.has('sweet potato')).toBe(true);
    expect(sameProduct('sweet potato', 'potatoes')).toBe(false);
    expect(sameProduct('red bliss potatoes', 'potatoes')).toBe(false);
    expect(sameProduct('new potatoes', 'potatoes')).toBe(false);
    expect(sameProduct('dried apricots', 'apricots')).toBe(false);
  });
});
