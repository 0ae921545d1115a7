/**
 * Issue 12, "One name rule": two names are the same product when they are equal after lowercasing,
 * singular forms and dropping preparation and size words ('Onions' = 'onion' = 'large onion, chopped'),
 * while a different qualifier keeps them apart ('red onion' is not 'onion'). A family can link two names
 * once ('scallions' = 'green onions'). Used by merge, put-away, the recipe check and meal suggestions.
 *
 * Schema-free (no Zod) so that the web app can use it anywhere.
 *
 * Choices:
 * - 'fresh' is dropped ('fresh basil' = 'basil'): in a shop an herb or vegetable is fresh unless it
 *   says otherwise, and the other forms keep their word ('dried basil' is not 'basil').
 * - 'frozen' is kept ('frozen peas' is not 'peas'): another aisle, another product, another place
 *   to put it away. So are the other shop forms: dried, canned, ground, crushed, shredded, smoked,
 *   toasted, whole, baby, mini ('ground beef' is not 'beef', 'crushed tomatoes' is not 'tomatoes').
 * - Numbers are kept ('00 flour' is not 'flour', '5 spice powder'): a product name holds no amount,
 *   the amount has its own field.
 * - Word order matters ('milk chocolate' is not 'chocolate milk').
 * - Text after a comma (or in brackets) is dropped when it is preparation (', finely chopped',
 *   ', cut into strips', ', at room temperature', ', divided'); any other text after a comma is kept
 *   as more words of the name ('tomatoes, canned' is not 'tomatoes').
 */

/** Preparation done at home: dropped wherever it stands in the name. */
const PREPARATION = new Set([
  'chopped',
  'diced',
  'minced',
  'sliced',
  'grated',
  'peeled',
  'fresh',
  'halved',
  'quartered',
  'cubed',
  'julienned',
  'trimmed',
  'deveined',
  'deseeded',
  'pitted',
  'cored',
  'stemmed',
  'rinsed',
  'drained',
  'softened',
  'melted',
  'beaten',
  'sifted',
  'zested',
  'crumbled',
]);

/** Adverbs that only qualify preparation ('finely chopped', 'freshly grated'). */
const ADVERBS = new Set([
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'freshly',
  'lightly',
  'loosely',
  'firmly',
  'very',
  'well',
  'evenly',
]);

/** Size words ('extra large' is handled as a pair; 'extra virgin' keeps its 'extra'). */
const SIZES = new Set(['small', 'medium', 'large', 'lg', 'sm', 'med', 'jumbo', 'xl']);

/** Words that join the dropped words to the name ('peeled and diced onion'): dropped at either end. */
const CONNECTIVES = new Set(['and', 'or', 'then', 'into', 'with']);

/**
 * A part after a comma (or in brackets) starting with one of these is preparation and dropped whole
 * (', cut into 2 inch pieces', ', to taste', ', plus more for serving').
 */
const PREPARATION_STARTS = new Set([
  ...PREPARATION,
  ...ADVERBS,
  ...SIZES,
  'extra',
  'cut',
  'seeded',
  'skinned',
  'crushed',
  'shredded',
  'toasted',
  'cooked',
  'boiled',
  'blanched',
  'roasted',
  'grilled',
  'mashed',
  'squeezed',
  'juiced',
  'torn',
  'broken',
  'picked',
  'removed',
  'reserved',
  'thawed',
  'defrosted',
  'separated',
  'whisked',
  'packed',
  'heaped',
  'level',
  'sectioned',
  'cleaned',
  'scrubbed',
  'soaked',
  'patted',
  'cold',
  'warm',
  'hot',
  'chilled',
  'cooled',
  'divided',
  'optional',
  'plus',
  'about',
  'approximately',
  'to',
  'for',
  'at',
  'as',
  'in',
  'if',
  'such',
  'preferably',
  'ideally',
  'according',
  'washed',
  'room',
  'more',
  'without',
  'and',
  'or',
  'then',
]);

/** Singular words that end in s, kept as they are (words ending in ss, us and sis are kept anyway). */
const INVARIANT = new Set([
  'molasses',
  'series',
  'species',
  'brussels',
  'calvados',
  'swiss',
  'christmas',
  'texas',
  'pastis',
  'anis',
  'iris',
  'ibis',
  'cannabis',
  'paris',
]);

/** Plurals in -ves whose singular ends in f or fe (the rest only lose the s: olives, cloves). */
const VES_TO_F: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  calves: 'calf',
  shelves: 'shelf',
  wolves: 'wolf',
  elves: 'elf',
  sheaves: 'sheaf',
  thieves: 'thief',
  scarves: 'scarf',
  hooves: 'hoof',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
};

/** Plurals in -ies whose singular ends in -ie, not -y (cookies, not 'cooky'). */
const IE_SINGULARS = new Set([
  'cookie',
  'brownie',
  'smoothie',
  'veggie',
  'calorie',
  'hoagie',
  'goodie',
  'pierogie',
  'birdie',
  'prairie',
  'movie',
  'sweetie',
  'selfie',
  'rookie',
  'genie',
  'zombie',
  'collie',
  'magpie',
  'krispie',
]);

/** Plurals in -oes whose singular ends in -oe (sloes, not 'slo'). */
const OE_SINGULARS = new Set([
  'shoe',
  'canoe',
  'toe',
  'hoe',
  'floe',
  'sloe',
  'aloe',
  'oboe',
  'roe',
  'doe',
  'foe',
  'woe',
]);

/** Plurals in -ches whose singular ends in -che (quiches, not 'quich'). */
const CHE_SINGULARS = new Set([
  'quiche',
  'brioche',
  'ganache',
  'niche',
  'cache',
  'cliche',
  'mache',
  'panache',
  'moustache',
]);

const IRREGULAR: Record<string, string> = { geese: 'goose', feet: 'foot', teeth: 'tooth', mice: 'mouse' };

/** The singular of one lowercase word; a singular word comes back as it is, so it is idempotent. */
export function singularWord(word: string): string {
  if (word.length < 4 || INVARIANT.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (!word.endsWith('s') || /(ss|us|sis)$/.test(word)) return word; // glass, hummus, oasis; kiwis lose their s
  const stem = word.slice(0, -1);
  if (word.endsWith('ies')) {
    if (word.length <= 4 || IE_SINGULARS.has(stem)) return stem; // pies, cookies
    return `${word.slice(0, -3)}y`; // berries, anchovies, cherries
  }
  if (word.endsWith('ves')) return VES_TO_F[word] ?? stem; // leaves; olives, cloves
  if (word.endsWith('oes')) return OE_SINGULARS.has(stem) ? stem : word.slice(0, -2); // tomatoes; sloes
  if (word.endsWith('ches')) return CHE_SINGULARS.has(stem) ? stem : word.slice(0, -2); // peaches; quiches
  if (/(shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2); // radishes, boxes, glasses
  return stem; // eggs, peas, oats, cheeses, avocados
}

/** Lowercase, diacritics folded, apostrophes joined ("lamb's"), '&' as 'and', separators kept. */
function fold(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ');
}

/** The words of a part: everything but letters and digits is a space. */
function words(part: string): string[] {
  return part
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singularWord);
}

/** A part after a comma or in brackets that is preparation or size only (', finely chopped'). */
function isPreparationPart(part: string[]): boolean {
  return part.length > 0 && PREPARATION_STARTS.has(part[0]!);
}

/** The words left once preparation, adverbs, sizes and loose connectives are dropped. */
function dropQualifiers(all: string[]): string[] {
  const kept = all.filter((word, i) => {
    if (PREPARATION.has(word) || ADVERBS.has(word) || SIZES.has(word)) return false;
    // 'extra large', 'extra-large', 'extra small'; 'extra virgin' keeps its word.
    if (word === 'extra' && SIZES.has(all[i + 1] ?? '')) return false;
    return true;
  });
  let start = 0;
  let end = kept.length;
  while (start < end && CONNECTIVES.has(kept[start]!)) start++;
  while (end > start && CONNECTIVES.has(kept[end - 1]!)) end--;
  return kept.slice(start, end);
}

/**
 * The canonical key of a product name: lowercase, diacritics folded, singular words, preparation and
 * size words dropped, preparation after a comma or in brackets dropped, punctuation as spaces, one
 * space between words. 'Large Onions, finely chopped' -> 'onion'; 'Red onions' -> 'red onion'.
 * Idempotent: productKey(productKey(x)) === productKey(x). Empty only for a name without any letter or
 * digit; a name made only of dropped words keeps them ('Fresh' -> 'fresh').
 */
export function productKey(name: string): string {
  let key = KEYS.get(name);
  if (key === undefined) {
    if (KEYS.size >= KEY_CACHE_SIZE) KEYS.clear();
    key = computeKey(name);
    KEYS.set(name, key);
  }
  return key;
}

/**
 * productKey is pure and names repeat (a pantry of 2,000 items is keyed on every suggestion and every
 * put-away): the keys of the names seen lately are kept, up to this many, then forgotten at once.
 */
const KEY_CACHE_SIZE = 50_000;
const KEYS = new Map<string, string>();

function computeKey(name: string): string {
  const parts = fold(name)
    .split(/[,;()[\]{}]/)
    .map(words)
    .filter((part) => part.length > 0);
  const [first = [], ...rest] = parts;
  const all = [...first, ...rest.filter((part) => !isPreparationPart(part)).flat()];
  const kept = dropQualifiers(all);
  // A name made only of qualifiers ('Fresh') keeps them: a key is never empty for a real name.
  return (kept.length ? kept : all).join(' ');
}

/** A family's links between names ('scallions' = 'green onions'), built once with productLinks(). */
export interface ProductLinks {
  /** The key every name of the group maps to: the smallest product key of the group. */
  canonical(key: string): string;
}

/** One link as the family made it: two names. */
export type ProductLinkPair = readonly [string, string];

/**
 * The family's links, normalised with productKey on both sides and transitive ('scallions' =
 * 'green onions' and 'green onions' = 'spring onions' link all three). Links with an empty key are
 * ignored.
 */
export function productLinks(pairs: Iterable<ProductLinkPair>): ProductLinks {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: later look-ups go straight to the root.
    let node = key;
    while (node !== root) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  for (const [a, b] of pairs) {
    const ka = productKey(a);
    const kb = productKey(b);
    if (!ka || !kb) continue;
    if (!parent.has(ka)) parent.set(ka, ka);
    if (!parent.has(kb)) parent.set(kb, kb);
    const ra = find(ka);
    const rb = find(kb);
    if (ra === rb) continue;
    // The root is the smallest key of the group, so the canonical key does not depend on link order.
    if (ra < rb) parent.set(rb, ra);
    else parent.set(ra, rb);
  }
  return { canonical: (key) => (parent.has(key) ? find(key) : key) };
}

function asLinks(links: ProductLinks | Iterable<ProductLinkPair> | undefined): ProductLinks | undefined {
  if (!links) return undefined;
  return 'canonical' in links ? links : productLinks(links);
}

/**
 * The key to group names by: productKey, then the family's link group's key, so linked names share
 * it ('scallions' and 'green onions' -> 'green onion'). Pass links built once with productLinks() when
 * keying many names; raw pairs are accepted too and built on each call.
 */
export function canonicalKey(name: string, links?: ProductLinks | Iterable<ProductLinkPair>): string {
  const key = productKey(name);
  const built = asLinks(links);
  return built ? built.canonical(key) : key;
}

/** Whether two names are the same product under the one name rule and the family's links. */
export function sameProduct(a: string, b: string, links?: ProductLinks | Iterable<ProductLinkPair>): boolean {
  const built = asLinks(links);
  const ka = canonicalKey(a, built);
  return ka !== '' && ka === canonicalKey(b, built);
}
