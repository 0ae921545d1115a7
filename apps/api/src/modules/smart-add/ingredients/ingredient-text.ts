/**
 * Text helpers for ingredient lines: what comes before the parser (normalising numbers and units
 * the parser misreads) and what comes after it (splitting the ingredient's name from its notes).
 */
import { categoryOfFood } from '@kitching/contracts';
import { NUMBER_WORDS } from '../number-words';
import {
  FOREIGN_SIZE,
  FOREIGN_TRAILING_NOTE,
  FOREIGN_WORD_AMOUNTS,
  foreignHalves,
  foreignLead,
  foreignUnits,
  isForeignNote,
  rangeWords,
} from './ingredient-languages';

/** A counting word as the parser reads it: 'two' → '2', and the halves it misreads. */
const WORD_AMOUNTS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).map(([word, n]) => [word, String(n)])),
  half: '1/2',
  'a half': '1/2',
  'one half': '1/2',
  // 'half a pound of butter', 'half an onion'.
  'half a': '1/2',
  'half an': '1/2',
  ...FOREIGN_WORD_AMOUNTS,
};
// 'one and a half cups', '2 and a half tbsp': a whole number and a half.
const AND_A_HALF = /^(\w+)\s+and\s+a\s+half\b/i;
const WORD_AMOUNT = new RegExp(
  // Longest first: 'one half' before 'one'.
  `^(${Object.keys(WORD_AMOUNTS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b(?!-)`,
  'i',
);

const APPROX =
  /^(?:about|approximately|approx\.?|around|roughly|circa|ca\.|ungefähr|environ|ongeveer)\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞]|one|two|three|four|five|six|seven|eight|nine|ten|half)/i;
// 'A 1-inch piece' is one piece; 'a 400 g can' is one can; 'a can of tuna', 'a dozen eggs' and
// 'a large jar of pickles' are one of their unit.
const COUNTED_UNIT = String.raw`(?:cups?|tablespoons?|tbsp|teaspoons?|tsp|pounds?|lbs?|ounces?|oz|cans?|tins?|jars?|bottles?|box(?:es)?|bags?|cartons?|loaf|dozen|pints?|quarts?|gallons?|lit(?:er|re)s?|kilos?|kilograms?|grams?|cloves?|slices?|pieces?|bunch(?:es)?|heads?|sprigs?|stalks?|ribs?)`;
const SIZE_WORD = String.raw`(?:(?:extra[- ]|x-)?(?:small|medium|large)|big|sm|lge?|med)\.?`;
const LEADING_ARTICLE = new RegExp(String.raw`^(?:a|an)\s+(?=\d|(?:${SIZE_WORD}\s+)?${COUNTED_UNIT}\b)`, 'i');
// 'a dash of hot sauce': a dash is no count and no unit (see parse-ingredient-line), the article
// goes and the measure word stays in the name. ('a pinch', 'a handful': foreignLead.)
const ARTICLE_BEFORE_MEASURE =
  /^(?:a|an)\s+(?=(?:(?:small|large|big|good|generous|fat|tiny)\s+)?(?:dash|splash|drizzle|sprinkle|squeeze|knob)\b)/i;
const JUICE_OF =
  /^((?:the\s+)?(?:finely\s+)?(?:grated\s+)?(?:juice|zest|zest and juice|juice and zest|rind|peel)\s+of)\s+(?=[\d½¼¾⅓⅔⅛]|one|two|half|a\s)/i;

export interface Prepared {
  text: string;
  /** Words taken off the front that belong in the note ('about', 'juice of'). */
  lead: string[];
}

/** Makes a line readable for the parser without changing what it says. */
export function prepareLine(line: string): Prepared {
  const lead: string[] = [];
  let text = line.trim();
  const approx = APPROX.exec(text);
  if (approx) {
    lead.push(approx[0].trim());
    text = text.slice(approx[0].length);
  }
  for (const read of [foreignUnits, foreignLead]) {
    const some = read(text);
    if (some.lead) lead.push(some.lead);
    text = some.text;
  }
  text = rangeWords(text);
  const juice = JUICE_OF.exec(text);
  if (juice) {
    lead.push(juice[1]!.toLowerCase());
    text = text.slice(juice[0].length).replace(/^an?\s+(?=[a-z])/i, '1 ');
  }
  text = text.replace(LEADING_ARTICLE, '1 ').replace(ARTICLE_BEFORE_MEASURE, '');
  text = foreignHalves(text);
  const andAHalf = AND_A_HALF.exec(text);
  const whole =
    andAHalf && (/^\d+$/.test(andAHalf[1]!) ? andAHalf[1] : WORD_AMOUNTS[andAHalf[1]!.toLowerCase()]);
  if (whole && /^\d+$/.test(whole)) text = `${whole} 1/2${text.slice(andAHalf![0].length)}`;
  const word = WORD_AMOUNT.exec(text);
  if (word) text = WORD_AMOUNTS[word[1]!.toLowerCase()] + text.slice(word[0].length);
  return {
    lead,
    text: text
      .replace(/\u2044/g, '/')
      // 1,5 kg (a decimal comma), but not 1,000.
      .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
      // 1/2-3/4 lb: a range of fractions, written the way the parser reads ranges.
      .replace(/(\d+\/\d+)\s*-\s*(\d+\/\d+)/g, '$1 to $2')
      // 1-1/2 cups is one and a half, not a range from 1 to 1/2.
      .replace(/(?<![\d/])(\d+)\s*-\s*(\d+\/\d+)/g, '$1 $2')
      // 200ml, 400g, 2tbsp: a number glued to its unit.
      .replace(/(\d)(?=(?:g|gr|kg|mg|ml|cl|dl|l|oz|lb|lbs|tbsp|tsp|c|cm|mm|in)\.?(?:\b|$|\/))/gi, '$1 ')
      // 125 g/4oz: a space before the alternative amount, so the first unit stands alone.
      .replace(/(\d\s?[a-z]{1,12}\.?)\/(?=\s*[<~]?[\d½¼¾⅓⅔⅛])/gi, '$1 /')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** 'Whole milk 2 cups (500 grams)' → '2 cups Whole milk (500 grams)': the amount goes first. */
export function amountFirst(text: string): string | null {
  const m = /^([^\d½¼¾⅓⅔⅛]+?)\s+([\d½¼¾⅓⅔⅛][\d\s.,/½¼¾⅓⅔⅛-]*\s*[a-zA-Zäöü.]*)\s*(\([^)]*\))?$/.exec(text);
  if (!m || /[,;:]/.test(m[1]!)) return null;
  return [m[2]!.trim(), m[1]!.trim(), m[3] ?? ''].join(' ').trim();
}

const AMOUNT = String.raw`[\d½¼¾⅓⅔⅛][\d.,/½¼¾⅓⅔⅛-]*(?:\s+\d+\/\d+)?`;
const ALT_UNITS = String.raw`fl\.?\s*oz|oz|ounces?|lbs?|pounds?|g|grams?|kg|kilograms?|ml|millilit(?:er|re)s?|l|litres?|liters?|cups?|pints?|tbsp|tsp|in|cm|mm|inch(?:es)?|teaspoons?|tablespoons?`;
const ALTERNATIVE = new RegExp(
  String.raw`^\s*\/\s*(?:[<~≈]?${AMOUNT}\s*(?:(?:${ALT_UNITS})\b\.?)?\s*)+`,
  'i',
);

/** Leading alternative amounts after the first one: '200 ml/7 fl oz stock' → 'stock'. */
export function dropAlternativeAmounts(text: string): string {
  const alt = ALTERNATIVE;
  let rest = text;
  for (let i = 0; i < 4 && alt.test(rest); i++) rest = rest.replace(alt, '');
  return rest;
}

// Preparation words that open a name ('minced yellow onion') but are not part of the ingredient.
// Deliberately short: 'dried', 'smoked', 'canned', 'ground' name products, not preparations.
const PREP_WORDS = [
  'minced',
  'chopped',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'melted',
  'softened',
  'beaten',
  'whisked',
  'peeled',
  'deveined',
  'sifted',
  'cubed',
  'julienned',
  'halved',
  'quartered',
  'crumbled',
  'cooked',
  'hard-cooked',
  'hard-boiled',
  'boiled',
  'poached',
  'packed',
  'drained',
  'rinsed',
  'trimmed',
  'pitted',
  'zested',
  'mashed',
  'warmed',
  'chilled',
  'thawed',
  'squeezed',
  'cracked',
  'torn',
  'shelled',
  'boneless',
  'skinless',
];
const ADVERB = '(?:[a-z]+ly|very|well)';
const LEADING_PREP = new RegExp(
  String.raw`^(?:(?:${ADVERB}\s+)*(?:${PREP_WORDS.join('|')})(?:\s+and\s+|\s*,\s*|\s+)|${ADVERB}\s+(?=(?:${PREP_WORDS.join('|')}|ground)\b))+`,
  'i',
);
// Sizes go to the note too: the ingredient is 'onions', the note says 'medium'.
const LEADING_SIZE =
  /^(?:(?:extra[- ]|x-)?(?:small|medium|large)(?:[- ](?:large|sized|size|small))?|sm|lge?|med|big|jumbo|fat)\.?\s+(?=\S)/i;
// A weight or volume before the name goes to the note: '6-ounce fillets', '400 g can'. A length
// ('7-inch tortillas', '6- or 7-inch crêpes') is what the thing is and stays in the name.
const LEADING_MEASURE =
  /^\d[\d./]*(?:\s+\d+\/\d+)?-?\s*(?:or\s+\d[\d./]*-?\s*)?(?:ounce|oz|pound|lb|gram|g|ml)s?\b\.?\s+(?=\S)/i;
// A length with no count before it: '7-inch tortillas', '10" pie crust', '2 1/2-inch pieces'.
const LENGTH_FIRST =
  /^(\d[\d./]*(?:\s+\d+\/\d+)?)(?:\s*-\s*|\s+)(?:or\s+\d[\d./]*\s*-?\s*)?(?:inch(?:es)?|in\.|cm|mm)(?=[\s-])|^(\d[\d./]*)(?:"|”|″)(?=\s)/i;
// 'N-inch piece/stick/knob' (singular): the length is how much of it ('2-inch cinnamon stick').
const LENGTH_AS_AMOUNT = /^[^,(]*\b(?:piece|stick|knob|chunk|length)\b(?![-\w])/i;

/**
 * A line opening with a length and no count. 'piece' → the length is the amount: the text for the
 * parser, the unit word 'inch' staying in the name like any unit outside our list. 'size' → no
 * quantity, the length part of the name ('7-inch tortillas': how many is not said).
 */
export function lengthFirst(text: string): { kind: 'piece'; text: string } | { kind: 'size' } | null {
  const m = LENGTH_FIRST.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length).replace(/^[\s-]+/, '');
  if (!LENGTH_AS_AMOUNT.test(rest)) return { kind: 'size' };
  return m[1] ? { kind: 'piece', text: text.replace(/^(\d[\d./]*(?:\s+\d+\/\d+)?)\s*-\s*/, '$1 ') } : null;
}
const TRAILING_NOTES =
  /\s+(?:(?:or\s+)?to taste|as needed|if needed|optional|divided|(?:for|to) (?:garnish|garnishing|serve|serving|finish|dust|dusting|fry|frying|deep frying|grease|greasing|decorate|decoration|drizzle|drizzling|sprinkle|sprinkling|brush|brushing|the)\b.*|plus (?:more|extra)\b.*|or more\b.*|(?:about|approximately|approx\.?|roughly)\s+[\d½¼¾⅓⅔⅛].*|for (?:the\s+)?(?:bowl|pan|pans|baking sheet|sheet|skillet|grill|griddle|pot|dish|tin|mold|mould|work surface|surface|hands)\b.*|at room temperature|about the size\b.*|(?:such as|preferably|either|depending on)\b.*|\d[\d.,]*\s*(?:ml|g|l|oz)\.?)$/i;
// A comma starts the notes when what follows reads as one ('garlic, minced'), not when it goes
// on with a list of ingredients ('mint, dill, or parsley').
const NOTE_START =
  /^(?:[a-z-]{3,}ed|[a-z]+ly|very|well|broken|beaten|split|torn|cut|to|for|plus|at|about|such|preferably|either|depending|divided|optional|from|if|as|or to|less|more|homemade|store-bought|fresh|leaves?|stems?|seeds?|skins?|shells?|strings?|tails?|juice|zest|fat|room|into|in|with|without|see|use|any|\d+|[½¼¾⅓⅔⅛])(?=\s|$|[^a-z])/i;
const NOT_A_NOTE = /^(?:red|shred|seed|bed)\b/i;

// A comma part saying what to keep or take off: 'crusts cut off', 'brine reserved', 'green parts only'.
const NOTE_PHRASE = /\b(?:removed|reserved|discarded|trimmed|cut off|parts?(?: only)?|\p{L}+ only)$/iu;

/** One lowercase word that is no food ('Butter, weich', 'Zucker, braun'): it describes, it is a note. */
const describes = (part: string) => /^\p{Ll}+$/u.test(part) && categoryOfFood(part) === null;

export interface NameParts {
  name: string;
  notes: string[];
}

/**
 * The ingredient's name and its notes: parentheticals, sizes, preparation ('garlic, minced',
 * 'minced yellow onion') and remarks ('to taste', 'for garnish').
 */
export function splitName(description: string): NameParts {
  const notes: string[] = [];
  let text = description.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    if (inner.trim()) notes.push(inner.trim());
    return ' ';
  });
  text = text
    .replace(/^\s*[x×]\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  // 'bouquet garni: 2 bay leaves ...' and 'shrimp. Peeled and deveined': the rest is a note.
  const stop = /:\s+|\.\s+(?=[A-Z])/.exec(text);
  if (stop && stop.index > 0) {
    notes.push(text.slice(stop.index + stop[0].length).trim());
    text = text.slice(0, stop.index).trim();
  }
  // 'Zucker , braun, alternativ Rohrzucker': a space before the comma sets the name apart.
  const spaced = /\s+,\s*/.exec(text);
  if (spaced && spaced.index > 0) {
    notes.push(text.slice(spaced.index + spaced[0].length).trim());
    text = text.slice(0, spaced.index).trim();
  }
  const segments = text.split(/\s*[,;]\s*|\s+[-–—]\s+/);
  let keep = 1;
  while (keep < segments.length) {
    const next = segments[keep]!.replace(/^(?:and|or|und|oder|et|ou|e|o|y)\s+/i, '');
    if (
      (NOTE_START.test(next) && !NOT_A_NOTE.test(next)) ||
      NOTE_PHRASE.test(next) ||
      isForeignNote(next) ||
      describes(next)
    )
      break;
    keep++;
  }
  if (keep < segments.length && segments[0]) {
    notes.push(segments.slice(keep).join(', '));
    text = segments.slice(0, keep).join(', ');
  }
  for (const pattern of [TRAILING_NOTES, FOREIGN_TRAILING_NOTE]) {
    const trailing = pattern.exec(text);
    if (trailing && trailing.index > 0) {
      notes.push(trailing[0].trim());
      text = text.slice(0, trailing.index).trim();
    }
  }
  for (const lead of [LEADING_MEASURE, LEADING_SIZE, FOREIGN_SIZE, LEADING_PREP, LEADING_SIZE]) {
    const m = lead.exec(text);
    if (m && m[0].length < text.length) {
      notes.unshift(m[0].replace(/[\s,]+$/, '').replace(/\s+and$/i, ''));
      text = text.slice(m[0].length).trim();
    }
  }
  text = text
    .replace(/^(?:of\s+|de\s+|di\s+|d['’](?=\p{L}))/iu, '')
    .replace(/[\s,;:.*]+$/, '')
    .trim();
  return { name: text, notes: notes.filter(Boolean) };
}
