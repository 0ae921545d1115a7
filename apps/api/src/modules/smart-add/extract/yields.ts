import { NUMBER_WORDS } from '../number-words';
import { cleanText } from './html-text';

// 'Makes a dozen' counts too.
const WORDS: Record<string, number> = { ...NUMBER_WORDS, a: 1, an: 1 };

/**
 * Servings from a recipeYield: '4-6 servings' → 4 (the first end of a range), ['4', '4 servings'],
 * 6, 'Makes 12 cookies', 'Makes 2 dozen' → 24, 'Serves four'. Null when there is no count.
 */
export function parseYield(value: unknown): number | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const n = parseYield(item);
      if (n != null) return n;
    }
    return null;
  }
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.max(1, Math.round(value)) : null;
  if (value && typeof value === 'object' && 'value' in value)
    return parseYield((value as { value: unknown }).value);
  const text = cleanText(value).toLowerCase();
  if (!text) return null;
  const digits = /(\d+(?:[.,]\d+)?)(\s*dozen)?/.exec(text);
  if (digits) {
    const n = Number(digits[1]!.replace(',', '.')) * (digits[2] ? 12 : 1);
    return n > 0 ? Math.max(1, Math.round(n)) : null;
  }
  const word = new RegExp(`\\b(${Object.keys(WORDS).join('|')})\\b(\\s+dozen)?`).exec(text);
  if (word && (word[1] !== 'a' && word[1] !== 'an' ? true : Boolean(word[2]))) {
    return WORDS[word[1]!]! * (word[2] ? 12 : 1);
  }
  if (/\bdozen\b/.test(text)) return 12;
  return null;
}
