import { productKey } from './product-key';
import { asLinks, type LinksInput, type ProductLinks } from './product-links';

/**
 * Coverage of names (issue 13, one rule since issue 22): whether a stock item of one name can stand for
 * a needed name. The one name rule (product-key.ts with the family's links) plus stock generalisation:
 * a name is its core product and descriptive qualifiers at either end of it ('all-purpose flour' =
 * 'flour' + 'all purpose', 'boneless skinless chicken breasts' = 'chicken breast' + 'boneless',
 * 'skinless'). A stock name covers a needed name when they are the same product, or when they have the
 * same core and one's qualifiers include the other's: 'Flour' covers 'all-purpose flour' and
 * 'All-purpose flour' covers 'flour', but 'salted butter' does not cover 'unsalted butter'.
 * Choice: the qualifiers are an allow-list (DESCRIPTIVE_QUALIFIERS), not a deny-list of product-making
 * words: an unknown word keeps two names apart, so compound names stay products of their own ('Milk'
 * never covers 'coconut milk', 'Butter' never 'peanut butter', 'Cream' never 'ice cream', 'Sauce' never
 * 'soy sauce', 'Oil' never 'olive oil', 'Cheese' never 'cheddar cheese': a generic 'Cheese' does not say
 * which cheese it is). Words that make another product in some dish stay out of the list even when they
 * are harmless in others ('white' (chocolate, pepper), 'brown' (sugar), 'light' and 'heavy' (cream),
 * 'ground' (beef), 'dried', 'frozen', 'kosher' (salt measures differently), 'self raising').
 *
 * Identity (sameProduct) decides which line or item a thing is merged into; coverage decides whether
 * the pantry or the list already holds what is needed.
 */

/**
 * Words and phrases (as productKey writes them: lowercase, singular, hyphens as spaces) that describe a
 * product without making another one.
 */
const DESCRIPTIVE_QUALIFIERS = new Set([
  'all purpose',
  'plain',
  'granulated',
  'unbleached',
  'whole',
  'skim',
  'skimmed',
  'semi skimmed',
  'full fat',
  'low fat',
  'reduced fat',
  'fat free',
  'low sodium',
  'reduced sodium',
  'salted',
  'unsalted',
  'sweetened',
  'unsweetened',
  'organic',
  'natural',
  'all natural',
  'pure',
  'good',
  'quality',
  'good quality',
  'high quality',
  'best quality',
  'premium',
  'regular',
  'homemade',
  'store bought',
  'local',
  'ripe',
  'boneless',
  'skinless',
  'free range',
  'cage free',
  'pasture raised',
  'grass fed',
  'extra virgin',
  'virgin',
]);
const LONGEST_QUALIFIER = 3;
/** The first and last words of the qualifiers: a name starting and ending with none of them is its core. */
const QUALIFIER_ENDS = new Set(
  [...DESCRIPTIVE_QUALIFIERS].flatMap((phrase) => {
    const words = phrase.split(' ');
    return [words[0]!, words.at(-1)!];
  }),
);

/** A name under the rule: its key (with the links), its core product and its descriptive qualifiers. */
export interface NameInfo {
  key: string;
  core: string;
  /** Sorted, without repeats; empty when the name is its core. */
  qualifiers: readonly string[];
}

/** Qualifier phrases taken off both ends of the words; at least one word is always left. */
function splitQualifiers(words: readonly string[]): { core: readonly string[]; qualifiers: string[] } {
  if (words.length < 2 || (!QUALIFIER_ENDS.has(words[0]!) && !QUALIFIER_ENDS.has(words.at(-1)!)))
    return { core: words, qualifiers: [] };
  let start = 0;
  let end = words.length;
  const qualifiers: string[] = [];
  const take = (fromStart: boolean): boolean => {
    for (let length = LONGEST_QUALIFIER; length >= 1; length--) {
      if (end - start <= length) continue;
      const phrase = (fromStart ? words.slice(start, start + length) : words.slice(end - length, end)).join(
        ' ',
      );
      if (!DESCRIPTIVE_QUALIFIERS.has(phrase)) continue;
      qualifiers.push(phrase);
      if (fromStart) start += length;
      else end -= length;
      return true;
    }
    return false;
  };
  while (take(true));
  while (take(false));
  return { core: words.slice(start, end), qualifiers: [...new Set(qualifiers)].sort() };
}

export function nameInfo(name: string, links: ProductLinks | undefined): NameInfo {
  const base = productKey(name);
  const key = links ? links.canonical(base) : base;
  const { core, qualifiers } = splitQualifiers(base ? base.split(' ') : []);
  if (!qualifiers.length) return { key, core: key, qualifiers };
  const coreBase = core.join(' ');
  return { key, core: links ? links.canonical(coreBase) : coreBase, qualifiers };
}

const isSubset = (a: readonly string[], b: readonly string[]) => a.every((q) => b.includes(q));

export function infoCovers(stock: NameInfo, ingredient: NameInfo): boolean {
  if (!stock.key || !ingredient.key) return false;
  if (stock.key === ingredient.key) return true;
  if (stock.core !== ingredient.core) return false;
  return (
    isSubset(stock.qualifiers, ingredient.qualifiers) || isSubset(ingredient.qualifiers, stock.qualifiers)
  );
}

/**
 * Whether a stock item of this name can stand for the needed name: the one name rule (with the family's
 * links), or the same core product where one name only adds descriptive qualifiers to the other ('Flour'
 * covers 'all-purpose flour', 'Eggs' covers 'egg, beaten'; 'Milk' never covers 'coconut milk').
 */
export function covers(stockName: string, neededName: string, links?: LinksInput): boolean {
  const built = asLinks(links);
  return infoCovers(nameInfo(stockName, built), nameInfo(neededName, built));
}

/** The name issue 13 gave `covers`, kept for its callers. */
export const stockCovers = covers;
