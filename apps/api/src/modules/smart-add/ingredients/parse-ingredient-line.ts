import { type ImportedIngredient, RECIPE_COUNT_UNITS } from '@kitching/contracts';
import { parseIngredient } from 'parse-ingredient';
import { cleanText } from '../extract/html-text';
import { compoundUnit, FOREIGN_SIZE, foreignPrep } from './ingredient-languages';
import { amountFirst, dropAlternativeAmounts, lengthFirst, prepareLine, splitName } from './ingredient-text';
import { type RecipeUnit, toRecipeUnit, unitWords } from './units';

const BULLET = /^[\s\-–—•*▪▫▢□☐✓✔·●○◦►▸]+(?=\S)/;
// Sizes describe the ingredient ('2 large eggs'), not a unit: the parser would take them as one.
const PARSER_OPTIONS = { ignoreUOMs: ['large', 'medium', 'small'], allowLeadingOf: true, round: 3 };
// Sizes and measures before a unit ('2 lg cans', '1 x-large jar'), also abbreviated.
const SIZE_IDS = new Set(['large', 'medium', 'small']);
const ADJECTIVE =
  /^((?:extra[- ]|x-)?(?:small|medium|large)|big|heaped|heaping|level|rounded|scant|generous|good|thin|thick|full|lge?|med|sm|xl)\.?\s+/i;
const CONTAINER =
  /^(?:\d[\d.,]*\s*(?:g|kg|ml|l|oz|lb|lbs|ounce|ounces|pound)\.?|\d[\d./]*(?:\s+\d+\/\d+)?-?\s*(?:ounce|oz|g|ml|pound|lb|inch|in|cm))\s+(?=\S)/i;

const TRAILING_UNITS = new Set<string>(RECIPE_COUNT_UNITS);
const COUNT_WORD = /^[\d\s./½¼¾⅓⅔⅛-]*(\p{L}+)/u;
const COUNTED = new Set<string>(['each', 'pieces', ...RECIPE_COUNT_UNITS]);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT_AT_START = new RegExp(
  // A unit in Chinese or Japanese ends where it ends: '250克奶油奶酪' has no space before the name.
  `^(${unitWords.map(escapeRe).join('|')})(?:(?=\\s|$|[,(])|(?<=[\\u3040-\\u30ff\\u3400-\\u9fff]))`,
  // Case matters only for 'T' and 't' (handled by toRecipeUnit); everything else ignores case.
  'i',
);

/** A number as text: 1.5 → '1.5', 0.333 → '0.333', 2 → '2'. */
const numberText = (n: number) => String(Math.round(n * 1000) / 1000);

interface UnitFound {
  unit: RecipeUnit;
  factor: number;
  rest: string;
  note?: string;
}

/** A unit of ours at the start of the text, possibly after a size ('2 large cans tomatoes'). */
function unitAtStart(text: string): UnitFound | null {
  let rest = text.replace(/^[x×]\s+/i, '');
  let note: string | undefined;
  const container = CONTAINER.exec(rest);
  const paren = /^\(([^()]*)\)\s*/.exec(rest);
  if (paren) {
    note = paren[1]!.trim();
    rest = rest.slice(paren[0].length);
  } else if (container) {
    note = container[0].trim();
    rest = rest.slice(container[0].length);
  }
  const adjective = ADJECTIVE.exec(rest) ?? FOREIGN_SIZE.exec(rest);
  const candidates = adjective ? [rest, rest.slice(adjective[0].length)] : [rest];
  for (const candidate of candidates) {
    const m = UNIT_AT_START.exec(candidate);
    const match = m && toRecipeUnit(/^[Tt]$/.test(m[1]!) ? m[1] : m[1]!.toLowerCase());
    if (m && match) {
      const extra = candidate === rest ? note : [note, adjective![1]].filter(Boolean).join(', ');
      return { ...match, rest: candidate.slice(m[0].length).trim(), ...(extra ? { note: extra } : {}) };
    }
  }
  return null;
}

/**
 * One ingredient line → name, quantity (text), unit (one of ours) and notes, keeping the raw line.
 * No quantity ('salt to taste', 'fresh basil') → quantity '' and unit ''. A quantity without a unit
 * of ours ('2 eggs', '3 sprigs thyme') → unit 'each', the unit word staying in the name.
 */
export function parseIngredientLine(line: string): ImportedIngredient {
  const raw = cleanText(line);
  const text = raw.replace(BULLET, '').trim();
  if (!text) return { name: '', quantity: '', unit: '', raw };
  const prepared = prepareLine(text);
  const length = lengthFirst(prepared.text);
  if (length?.kind === 'size') {
    const { name, notes } = splitName(prepared.text);
    return result(name || text, '', '', [...prepared.lead, ...notes], raw);
  }
  if (length) prepared.text = length.text;
  let parsed = parseIngredient(prepared.text, PARSER_OPTIONS)[0];
  const reordered = parsed && parsed.quantity == null ? amountFirst(prepared.text) : null;
  if (reordered) parsed = parseIngredient(reordered, PARSER_OPTIONS)[0] ?? parsed;
  if (!parsed || parsed.isGroupHeader || parsed.quantity == null) {
    const { name, notes } = splitName(prepared.text);
    return result(name || text, '', '', [...prepared.lead, ...notes], raw);
  }

  let quantity = parsed.quantity;
  let quantity2 = parsed.quantity2;
  let unit: RecipeUnit = 'each';
  const notes = [...prepared.lead];
  let description = dropAlternativeAmounts(parsed.description);
  // The parser takes 'lg', 'med', 'sm' for units (ignoreUOMs misses them): they are sizes.
  const size = SIZE_IDS.has(parsed.unitOfMeasureID ?? '');
  if (size) description = `${parsed.unitOfMeasure} ${description}`;
  const libraryUnit = parsed.unitOfMeasure && !size ? toRecipeUnit(parsed.unitOfMeasure) : null;

  if (libraryUnit) {
    unit = libraryUnit.unit;
    quantity *= libraryUnit.factor;
    if (quantity2 != null) quantity2 *= libraryUnit.factor;
  } else if (parsed.unitOfMeasure && !size) {
    // A unit the parser knows and our list lacks (sprig, pinch, bunch): it stays in the name.
    description = `${parsed.unitOfMeasure} ${description}`;
  } else {
    const found = unitAtStart(description);
    if (found) {
      unit = found.unit;
      quantity *= found.factor;
      if (quantity2 != null) quantity2 *= found.factor;
      description = dropAlternativeAmounts(found.rest);
      if (found.note) notes.push(found.note);
    }
  }
  // '200 g of flour', '200 gramos de harina', '2 cucchiai di olio', '100 g d'amandes'.
  if (unit !== 'each')
    description = description.replace(/^(?:of|de|di|del|della|du|des)\s+|^d['’](?=\p{L})/iu, '');
  // '1 tablespoon plus 1 teaspoon rice vinegar': the second amount is a note.
  const plus = /^plus\s+[\d½¼¾⅓⅔⅛][\d\s./½¼¾⅓⅔⅛]*\s*[\p{L}.]+\s+(?=\S)/iu.exec(description);
  if (plus) {
    notes.push(plus[0].trim());
    description = description.slice(plus[0].length);
  }
  // '4 cloves, ground', '2 cloves': a count word with nothing after it is the ingredient (the spice).
  const word =
    TRAILING_UNITS.has(unit) && /^\s*(?:[,(]|$)/.test(description) && COUNT_WORD.exec(prepared.text);
  if (word) {
    description = `${word[1]}${description}`;
    unit = 'each';
  }
  let { name, notes: more } = splitName(description);
  // '2 garlic cloves', '2 celery stalks', '2 Knoblauchzehen': the count word trails the name.
  if (unit === 'each') {
    const trailing = /^(.+?)\s+(\p{L}+)$/u.exec(name);
    const word = trailing ? { name: trailing[1]!, word: trailing[2]! } : compoundUnit(name);
    const counted = word && toRecipeUnit(word.word)?.unit;
    if (counted && (counted === 'pieces' || TRAILING_UNITS.has(counted))) {
      name = word.name;
      unit = counted;
    }
  }
  // 'cebola picada', 'alho picado' (counted or measured by the spoon or cup, so prepared here) but
  // 'carne picada', 'tomate triturado' (bought by weight or in a can: the product's name).
  const prep = foreignPrep(name, COUNTED.has(unit) || unit === 'tbsp' || unit === 'tsp' || unit === 'cups');
  if (prep.note) {
    name = prep.name;
    more = [...more, prep.note];
  }
  // A range keeps its lower bound as the amount and says so in the note ('2-3 cups' → 2, '2-3 cups').
  const amount = numberText(quantity);
  if (quantity2 != null && quantity2 > quantity)
    more = [`${amount}-${numberText(quantity2)}${unit === 'each' ? '' : ` ${unit}`}`, ...more];
  return result(name || description.trim() || text, amount, unit, [...notes, ...more], raw);
}

function result(
  name: string,
  quantity: string,
  unit: string,
  notes: string[],
  raw: string,
): ImportedIngredient {
  const note = notes.filter(Boolean).join('; ');
  return { name, quantity, unit, ...(note ? { note } : {}), raw };
}

/** Every line of a recipe, parsed; empty lines dropped. */
export const parseIngredientLines = (lines: readonly string[]) =>
  lines.map(parseIngredientLine).filter((i) => i.name || i.quantity);
