import type { InventoryCategory } from '@kitching/contracts';

/**
 * Reading an Open Food Facts v2 product into Kitching's terms. Pure functions: the HTTP call is in
 * open-food-facts.client.ts.
 */

/** Asked for with `fields=` so an answer stays a few hundred bytes instead of tens of kilobytes. */
export const OFF_NAME_FIELDS = [
  'product_name',
  'product_name_en',
  'generic_name',
  'generic_name_en',
  'abbreviated_product_name',
  'product_name_fr',
  'product_name_de',
  'product_name_es',
  'product_name_it',
  'product_name_nl',
] as const;
export const OFF_FIELDS = [
  'code',
  ...OFF_NAME_FIELDS,
  'brands',
  'categories_tags',
  'image_front_small_url',
  'image_front_url',
  'image_url',
] as const;

export interface OffProductFields {
  name: string | null;
  brand: string | null;
  category: InventoryCategory;
  imageUrl: string | null;
}

type Rule = { category: InventoryCategory; names: string[]; prefixes?: string[] };

/**
 * First matching rule wins, so the order settles overlaps: frozen peas are Frozen, milk is Dairy
 * before it is a Beverage, canned tuna sits in the Pantry, and OFF's catch-all 'groceries'
 * (sauces, spices, seasonings) only decides when nothing more specific does.
 */
const RULES: Rule[] = [
  { category: 'Frozen', names: ['frozen-foods', 'ice-creams', 'frozen-desserts'], prefixes: ['frozen-'] },
  {
    category: 'Dairy',
    names: [
      'dairies',
      'milks',
      'cheeses',
      'yogurts',
      'butters',
      'creams',
      'fermented-milk-products',
      'dairy-desserts',
      'eggs',
    ],
  },
  {
    category: 'Beverages',
    names: [
      'beverages',
      'drinks',
      'waters',
      'juices',
      'fruit-juices',
      'sodas',
      'plant-based-beverages',
      'alcoholic-beverages',
      'wines',
      'beers',
      'teas',
      'coffees',
    ],
  },
  {
    category: 'Condiments',
    names: [
      'sauces',
      'condiments',
      'dressings',
      'mayonnaises',
      'ketchup',
      'mustards',
      'vinegars',
      'seasonings',
    ],
  },
  {
    category: 'Snacks',
    names: [
      'snacks',
      'sweet-snacks',
      'salty-snacks',
      'chocolates',
      'confectioneries',
      'candies',
      'biscuits-and-cakes',
      'biscuits',
      'chips-and-fries',
      'crisps',
      'nuts',
    ],
  },
  {
    category: 'Bakery',
    names: ['breads', 'bakery', 'viennoiseries', 'pastries', 'brioches', 'crepes-and-galettes', 'pancakes'],
  },
  {
    category: 'Pantry',
    names: [
      'canned-foods',
      'cereals-and-potatoes',
      'cereals-and-their-products',
      'breakfast-cereals',
      'cereal-grains',
      'pastas',
      'rices',
      'spreads',
      'flours',
      'sugars',
      'honeys',
      'jams',
      'vegetable-oils',
      'legumes',
      'soups',
      'dried-products',
    ],
    prefixes: ['canned-'],
  },
  {
    category: 'Meat',
    names: [
      'meats',
      'poultry',
      'poultries',
      'fish',
      'fishes',
      'seafood',
      'meat-based-products',
      'sausages',
      'hams',
    ],
  },
  {
    category: 'Produce',
    names: [
      'fruits',
      'vegetables',
      'fresh-fruits',
      'fresh-vegetables',
      'fruits-and-vegetables-based-foods',
      'prepared-vegetables',
    ],
  },
  { category: 'Condiments', names: ['groceries'] },
];

/** Our category for OFF's categories_tags ('en:dairies', ...); 'Other' when nothing fits. */
export function categoryFromTags(tags: readonly unknown[] | null | undefined): InventoryCategory {
  const names = (tags ?? [])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.toLowerCase())
    // Only OFF's canonical English tags carry names we know; 'fr:citronnades' says nothing to us.
    .filter((t) => t.startsWith('en:'))
    .map((t) => t.slice(3));
  for (const rule of RULES) {
    if (names.some((n) => rule.names.includes(n) || rule.prefixes?.some((p) => n.startsWith(p))))
      return rule.category;
  }
  return 'Other';
}

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, 200) : null;
};

/** product_name, then the English and generic names, then any other language's product name. */
export function nameOf(product: Record<string, unknown>): string | null {
  for (const field of OFF_NAME_FIELDS) {
    const value = text(product[field]);
    if (value) return value;
  }
  for (const [key, value] of Object.entries(product)) {
    if (/^product_name_[a-z]{2}$/.test(key) && text(value)) return text(value);
  }
  return null;
}

/** The longest brand the scan-add form accepts back (brandField in the contracts). */
const BRAND_MAX = 100;

/** 'Casino,Groupe Casino' -> 'Casino', at most 100 characters so that adding the product never fails on it. */
export function brandOf(product: Record<string, unknown>): string | null {
  const brands = text(product.brands);
  const first = brands ? text(brands.split(',')[0]) : null;
  return first ? first.slice(0, BRAND_MAX).trimEnd() : null;
}

/** Only web images: the card shows it in an <img>, and the page's CSP allows https images. */
export function imageOf(product: Record<string, unknown>): string | null {
  for (const field of ['image_front_small_url', 'image_front_url', 'image_url']) {
    const value = text(product[field]);
    if (value && /^https?:\/\//i.test(value) && value.length <= 500)
      return value.replace(/^http:/i, 'https:');
  }
  return null;
}

export function productFields(product: Record<string, unknown>): OffProductFields {
  const tags = Array.isArray(product.categories_tags) ? product.categories_tags : [];
  return {
    name: nameOf(product),
    brand: brandOf(product),
    category: categoryFromTags(tags),
    imageUrl: imageOf(product),
  };
}
