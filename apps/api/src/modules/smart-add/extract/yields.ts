import { NUMBER_WORDS } from '../number-words';
import { cleanText } from './html-text';

/**
 * Counting words up to twelve in the languages recipes come in (English from number-words):
 * 'Serves four', 'für vier Personen', 'pour quatre personnes', 'para cuatro personas',
 * 'per quattro persone', 'rende seis porções'. 'un'/'une'/'um' are left out: they are articles
 * ('une tarte') more often than a count.
 */
const FOREIGN_WORDS: Record<string, number> = {
  // German
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  // French
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  // Italian
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  dodici: 12,
  // Spanish and Portuguese ('doce' is 12 in Spanish but 'sweet' in Portuguese: left out)
  dos: 2,
  dois: 2,
  duas: 2,
  tres: 3,
  três: 3,
  cuatro: 4,
  quatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  sete: 7,
  ocho: 8,
  oito: 8,
  nueve: 9,
  dez: 10,
  diez: 10,
  doze: 12,
};
// 'Makes a dozen' counts too.
const WORDS: Record<string, number> = { ...NUMBER_WORDS, ...FOREIGN_WORDS, a: 1, an: 1 };
const DOZEN = '(?:dozen|dutzend|douzaines?|dozzina|docenas?|d[uú]zias?)';
// A word boundary that knows letters with accents ('três', 'fünf'): \b is ASCII-only.
const WORD_RE = new RegExp(
  String.raw`(?<![\p{L}])(${Object.keys(WORDS).join('|')})(?![\p{L}])(\s+${DOZEN})?`,
  'u',
);
const DIGITS_RE = new RegExp(String.raw`(\d+(?:[.,]\d+)?)(\s*${DOZEN})?`);
const DOZEN_RE = new RegExp(String.raw`(?<![\p{L}])${DOZEN}(?![\p{L}])`, 'u');
// People beat pieces: 'Makes 20 pieces, for 12 people' serves 12.
const PEOPLE_RE =
  /(?<![\p{L}\d])(\d+)(?:\s*(?:-|–|to|bis|à|a)\s*\d+)?\s*(?:servings?|people|persons|personen|personnes|personas|persone|pessoas)(?![\p{L}])/iu;

/**
 * A yield said at the end of the last step ('…serve with the dip. Serves 4', '… Ergibt 4
 * Portionen.'): the step without it, and the yield's text.
 */
const PEOPLE_WORDS =
  'servings?|people|persons|personen|personnes|personas|persone|pessoas|portionen|portions|porzioni|porciones|raciones|porções';
// 'Serves 4', 'Ergibt 12 Stück'; after a preposition ('für', 'pour', 'serve') only with people
// ('Für 4 Personen'): 'Für 20 Minuten backen' is a step.
const TRAILING_YIELD = new RegExp(
  String.raw`(?:^|(?<=[.!)]\s*))\s*((?:serves|makes|yields?|ergibt|rende|rinde)\s+(?:about\s+)?\d+(?:\s*(?:-|–|to)\s*\d+)?(?:\s+\p{L}+){0,2}|(?:für|pour|para|per|serve)\s+\d+(?:\s*(?:-|–|a|à)\s*\d+)?\s+(?:${PEOPLE_WORDS}))\.?\s*$`,
  'iu',
);
export function trailingYield(step: string): { step: string; yieldText: string } | null {
  const m = TRAILING_YIELD.exec(step);
  if (!m || m.index === 0) return null;
  return { step: step.slice(0, m.index).trim(), yieldText: m[1]! };
}

/**
 * Servings from a recipeYield: '4-6 servings' → 4 (the first end of a range), ['4', '4 servings'],
 * 6, 'Makes 12 cookies', 'Makes 2 dozen' → 24, 'Serves four', '4 Portionen', 'pour 6 personnes',
 * 'para cuatro personas', '1,5 l' (a decimal comma). Null when there is no count.
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
  const people = PEOPLE_RE.exec(text);
  if (people) return Math.max(1, Number(people[1]));
  const digits = DIGITS_RE.exec(text);
  if (digits) {
    const n = Number(digits[1]!.replace(',', '.')) * (digits[2] ? 12 : 1);
    return n > 0 ? Math.max(1, Math.round(n)) : null;
  }
  const word = WORD_RE.exec(text);
  if (word && (word[1] !== 'a' && word[1] !== 'an' ? true : Boolean(word[2]))) {
    return WORDS[word[1]!]! * (word[2] ? 12 : 1);
  }
  if (DOZEN_RE.test(text)) return 12;
  return null;
}
