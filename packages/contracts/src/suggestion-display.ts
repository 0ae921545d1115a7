/**
 * How a meal suggestion reads on every screen (spec 2.9 and 5): the match score's colour, an
 * ingredient's name without its preparation notes, and the missing ingredients in one short line.
 * Schema-free, so the web app uses it anywhere.
 */
import { ADVERBS, PREPARATION, PREPARATION_STARTS, SIZES } from './pantry/name-words';

/** Spec 5's score helper: at or above 90 green, at or above 75 yellow, otherwise red. */
export const SCORE_GREEN_FROM = 90;
export const SCORE_YELLOW_FROM = 75;
export type ScoreTone = 'green' | 'yellow' | 'red';

export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_GREEN_FROM) return 'green';
  if (score >= SCORE_YELLOW_FROM) return 'yellow';
  return 'red';
}

/** Spec 2.9: 'Missing: ' and the first two missing ingredients. */
export const MISSING_SHOWN = 2;

const wordsOf = (part: string) =>
  part
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** A note after a comma or in brackets that only says how it is prepared or how big it is. */
const isNote = (part: string) => {
  const first = wordsOf(part)[0];
  return first === undefined || PREPARATION_STARTS.has(first);
};

// Leading words that only say how it is cut or how big it is ('finely chopped onion', 'large eggs').
const LEADING = new Set([...PREPARATION, ...ADVERBS, ...SIZES]);
/** A leading word to leave off: preparation, a size ('extra large' too), or the 'and' joining them. */
const isLeading = (words: string[], i: number) => {
  const word = wordsOf(words[i]!)[0] ?? '';
  if (word === 'extra') return SIZES.has(wordsOf(words[i + 1] ?? '')[0] ?? '');
  return LEADING.has(word) || (i > 0 && /^(?:and|or|&)$/i.test(words[i]!));
};

/**
 * An ingredient's name as a person reads it in a list: its preparation and size notes left off
 * ('red lentils, rinsed' → 'red lentils'; 'onion, large, chopped' → 'onion'; 'finely chopped
 * parsley (optional)' → 'parsley'), its own words and casing kept ('tomatoes, canned' stays). A name
 * made only of such words is kept whole.
 */
export function ingredientDisplayName(name: string): string {
  const withoutBrackets = name.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) =>
    isNote(inner) ? '' : whole,
  );
  const [head = '', ...rest] = withoutBrackets.split(/\s*[,;]\s*/);
  const kept = [head, ...rest.filter((part) => !isNote(part))].filter((part) => part.trim());
  const words = kept.join(', ').trim().split(/\s+/);
  let start = 0;
  while (start < words.length - 1 && isLeading(words, start)) start++;
  const display = words.slice(start).join(' ').trim();
  return display || name.trim();
}

/**
 * The suggestion's missing line (spec 2.9): 'Missing: ' and the first two names, then '+N more' for
 * the rest; 'All ingredients available' when nothing is missing.
 */
export function missingSummary(missing: readonly string[]): string {
  if (!missing.length) return 'All ingredients available';
  const names = missing.slice(0, MISSING_SHOWN).map(ingredientDisplayName).join(', ');
  const more = missing.length - MISSING_SHOWN;
  return `Missing: ${names}${more > 0 ? ` +${more} more` : ''}`;
}
