/**
 * Issue 12, "One name rule": two names are the same product when they are equal after lowercasing,
 * singular forms and dropping preparation and size words ('Onions' = 'onion' = 'large onion, chopped'),
 * while a different qualifier keeps them apart ('red onion' is not 'onion'). A family can link two names
 * once ('scallions' = 'green onions', product-links.ts). Identity: merging a grocery line and put-away use
 * it; coverage (product-covers.ts) adds descriptive qualifiers on top of it.
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
import { ADVERBS, CONNECTIVES, PREPARATION, PREPARATION_STARTS, SIZES } from './name-words';
import { singularWord } from './singular-word';

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
