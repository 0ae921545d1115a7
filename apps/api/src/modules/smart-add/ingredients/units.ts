import type { RECIPE_UNITS } from '@kitching/contracts';

export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/**
 * Unit words as recipes write them (English, plus the common German, Dutch, French, Italian, Spanish
 * and Portuguese forms, and Chinese and Japanese units: 克 g, 千克/公斤 kg, 毫升 ml, 升 l, 杯 cup,
 * 汤匙/大匙 tbsp, 茶匙/小匙 tsp, and the counters 个/個 'each'), mapped onto Kitching's unit list. A factor converts the quantity where our list has no such unit
 * (2 dl → 200 ml). Decisions:
 * - clove, slice and piece count as 'pieces' (as do Stück/Stk.).
 * - fluid ounces become 'oz': our list has one ounce, and by weight they are within 5 % for water.
 * - pinch, dash, sprig, bunch, handful, stick, head, package and any other word not listed here are
 *   NOT units for us: they stay in the ingredient's name ('pinch of salt') with unit 'each'. A
 *   pinch is no honest number of teaspoons, and the name keeps what the cook wrote.
 */
const UNIT_ALIASES: Record<RecipeUnit, string[]> = {
  cups: [
    'cup',
    'cups',
    'c',
    'c.',
    'cp',
    'tasse',
    'tassen',
    'kopje',
    'kopjes',
    'kop',
    'taza',
    'tazas',
    '杯',
    'カップ',
  ],
  tbsp: [
    'tablespoon',
    'tablespoons',
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbl.',
    'tbsp.',
    'tb',
    'T',
    'el',
    'essl',
    'essl.',
    'esslöffel',
    'eetlepel',
    'eetlepels',
    'cuillère à soupe',
    'cuillères à soupe',
    'cucchiaio',
    'cucchiai',
    'cucharada',
    'cucharadas',
    'colher de sopa',
    'colheres de sopa',
    '汤匙',
    '湯匙',
    '大匙',
    '大さじ',
  ],
  tsp: [
    'teaspoon',
    'teaspoons',
    'tsp',
    'tsps',
    'tsp.',
    'ts',
    't',
    'tl',
    'teel',
    'teel.',
    'teelöffel',
    'theelepel',
    'theelepels',
    'tl.',
    'cuillère à café',
    'cuillères à café',
    'cucchiaino',
    'cucchiaini',
    'cucharadita',
    'cucharaditas',
    'colher de chá',
    'colheres de chá',
    '茶匙',
    '小匙',
    '小さじ',
  ],
  g: [
    'g',
    'g.',
    'gr',
    'gr.',
    'gram',
    'grams',
    'gramm',
    'gramme',
    'grammes',
    'grammi',
    'grammo',
    'gramo',
    'gramos',
    'gramas',
    '克',
    '公克',
    'グラム',
  ],
  kg: [
    'kg',
    'kg.',
    'kgs',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramm',
    'kilogramme',
    'kilogramos',
    '千克',
    '公斤',
  ],
  oz: ['oz', 'oz.', 'ounce', 'ounces', 'fl oz', 'fl. oz.', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces'],
  lbs: ['lb', 'lb.', 'lbs', 'lbs.', 'pound', 'pounds'],
  ml: [
    'ml',
    'ml.',
    'milliliter',
    'milliliters',
    'millilitre',
    'millilitres',
    'mls',
    'mililitros',
    '毫升',
    '亳升',
  ],
  liters: [
    'l',
    'l.',
    'liter',
    'liters',
    'litre',
    'litres',
    'lt',
    'ltr',
    'litro',
    'litri',
    'litros',
    '升',
    '公升',
  ],
  gallons: ['gallon', 'gallons', 'gal', 'gal.'],
  quarts: ['quart', 'quarts', 'qt', 'qt.', 'qts'],
  pints: ['pint', 'pints', 'pt', 'pt.'],
  each: ['each', 'ea', 'ea.', 'whole', '个', '個', '只', '枚'],
  pieces: [
    'piece',
    'pieces',
    'pc',
    'pcs',
    'clove',
    'cloves',
    'slice',
    'slices',
    'stück',
    'stk',
    'stk.',
    'st.',
    'stuks',
    'stuk',
  ],
  cans: ['can', 'cans', 'tin', 'tins', 'dose', 'dosen', 'blik', 'blikken', 'boîte'],
  bottles: ['bottle', 'bottles', 'flasche', 'flaschen', 'fles', 'flessen'],
  jars: ['jar', 'jars', 'glas', 'gläser', 'pot', 'potje'],
  boxes: ['box', 'boxes', 'carton', 'cartons'],
  bags: ['bag', 'bags', 'zak', 'zakje', 'beutel'],
  loaves: ['loaf', 'loaves'],
  dozen: ['dozen', 'doz', 'doz.'],
};

/** Units our list lacks, converted: [our unit, factor]. */
const CONVERTED: Record<string, [RecipeUnit, number]> = {
  dl: ['ml', 100],
  'dl.': ['ml', 100],
  deciliter: ['ml', 100],
  deciliters: ['ml', 100],
  decilitre: ['ml', 100],
  cl: ['ml', 10],
  'cl.': ['ml', 10],
  centiliter: ['ml', 10],
  centilitre: ['ml', 10],
  mg: ['g', 0.001],
  milligram: ['g', 0.001],
  milligrams: ['g', 0.001],
};

// 'T' and 't' are the one case-sensitive pair (tablespoon and teaspoon in older American recipes).
const CASE_SENSITIVE = new Set(['T', 't']);
const lookup = new Map<string, RecipeUnit>();
for (const [unit, aliases] of Object.entries(UNIT_ALIASES) as [RecipeUnit, string[]][]) {
  for (const alias of aliases) lookup.set(CASE_SENSITIVE.has(alias) ? alias : alias.toLowerCase(), unit);
}

export interface UnitMatch {
  unit: RecipeUnit;
  factor: number;
}

/** Our unit for a unit word ('Tablespoons' → tbsp, '2 dl' → ml ×100); null when it is not one. */
export function toRecipeUnit(word: string | null | undefined): UnitMatch | null {
  if (!word) return null;
  const trimmed = word.trim().replace(/\s+/g, ' ');
  if (CASE_SENSITIVE.has(trimmed)) return { unit: lookup.get(trimmed)!, factor: 1 };
  const lower = trimmed.toLowerCase();
  const bare = lower.replace(/\.$/, '');
  const direct = lookup.get(lower) ?? lookup.get(bare);
  if (direct) return { unit: direct, factor: 1 };
  const converted = CONVERTED[lower] ?? CONVERTED[bare];
  return converted ? { unit: converted[0], factor: converted[1] } : null;
}

/** True for a unit written in Chinese or Japanese: it needs no space before the name ('250克奶油'). */
export const isCjkUnit = (word: string) => /[\u3040-\u30ff\u3400-\u9fff]$/.test(word);

/** Every alias, longest first, for finding a unit at the start of a text. */
export const unitWords = [...lookup.keys(), ...Object.keys(CONVERTED)].sort((a, b) => b.length - a.length);
