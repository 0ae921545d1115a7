/**
 * Issue 24: a recipe's method steps are never things to buy. One rule tells a step of any recipe text
 * ('Preheat the oven to 180°C.', '2. Fold in the flour until just combined', 'Meanwhile, cook the
 * pasta', a long sentence, 'Den Apfel waschen und schälen, in Stücke schneiden.') from an ingredient
 * line ('2 large onions, finely chopped', 'Cream cheese, softened', 'Sea salt and freshly ground black
 * pepper'). Measured on the saved recipe pages' ingredient lines and instructions and the labelled
 * ingredient lines in shared/data (method-step.test.ts).
 */
import { AMOUNT_START } from './text-cues';

/** What a cook does, said as an instruction: the verbs a method's sentences start with. */
const VERBS =
  'add|adjust|allow|arrange|assemble|bake|baste|beat|blanch|blend|blitz|boil|braise|break|bring|broil|brown|brush|carve|char|check|chill|chop|clean|coat|combine|continue|cook|cool|core|cover|crack|cream|crimp|crumble|crush|cut|decorate|deglaze|dice|discard|dissolve|divide|dot|drain|drizzle|drop|dry|dust|empty|enjoy|finish|flip|fold|form|freeze|frost|glaze|fry|garnish|grate|grease|grill|grind|halve|hang|heat|increase|insert|julienne|keep|knead|ladle|layer|leave|let|line|load|lower|make|marinate|mash|measure|melt|microwave|mince|mix|moisten|open|pat|peel|pierce|pipe|pit|place|plate|poach|pound|pour|preheat|prepare|press|prick|process|pulse|punch|puree|purée|put|quarter|reduce|refrigerate|reheat|remove|repeat|reserve|rest|return|rinse|roast|roll|rub|saute|sauté|scald|scatter|scoop|scrape|scrub|sear|season|separate|serve|set|shake|shape|shred|sieve|sift|simmer|skim|slice|slide|smear|soak|soften|spoon|spray|spread|sprinkle|squeeze|steam|stir|store|strain|stuff|swirl|take|taste|tear|temper|thread|tip|toast|top|toss|transfer|trim|tuck|turn|unmold|unroll|use|wait|warm|wash|weigh|whip|whisk|wipe|wrap|zest';

/**
 * A verb that is also a food's first word ('cream cheese', 'top sirloin', 'dry sherry', 'mix of
 * greens'): a step only when an instruction's word follows it ('Cream the butter', 'Top with cheese').
 */
const NOUN_TOO = new Set([
  'cream',
  'top',
  'dry',
  'mix',
  'roast',
  'steam',
  'rest',
  'pit',
  'quarter',
  'dust',
  'dot',
  'toast',
  'store',
  'whip',
  'zest',
  'rub',
  'ground',
  'grill',
  'line',
  'turn',
  'shake',
  'season',
  'set',
  'drop',
  'mash',
  'press',
  'puree',
  'purée',
  'temper',
  'form',
  'process',
  'leave',
  'take',
  'use',
  'keep',
  'finish',
  'open',
  'brown',
  'roll',
  'slice',
  'pound',
  'fry',
  'spray',
  'mince',
  'cut',
  'halve',
  'ice',
  'frost',
  'glaze',
]);

const LEADING_VERB = new RegExp(
  String.raw`^(?:then\s+|and\s+|now\s+|(?:gently|carefully|quickly|slowly|finely|roughly|coarsely|thinly|lightly|evenly)\s+)?(${VERBS})\b`,
  'i',
);

/** Words that follow an instruction's verb, never a food's name ('Cream the …', 'Top with …'). */
const AFTER_VERB =
  /^(?:the|a|an|in|into|onto|on|over|under|until|all|together|well|it|them|this|that|these|those|each|both|half|remaining|some|your|to|with|for|off|out|up|down|through|evenly|gently|lightly|thoroughly|aside|back|again|\d)\b/i;

/** A sentence that starts by saying when or where: 'Meanwhile, …', 'Once boiling, …', 'In a bowl, …'. */
const SCENE_START =
  /^(?:meanwhile|once|when|while|whilst|after|before|afterwards|until|then|next|finally|lastly|first|firstly|second|third|to serve|to finish|to make|for serving|if|using|with|in (?:a|the|another|your|each)|on (?:a|the)|into (?:a|the)|at this point|repeat|note|tip)\b/i;

/** A line's numbering as a method writes it: '1.', '2)', 'Step 3:', 'STEP 3 -'. */
const STEP_NUMBER = /^(?:step\s*\d{1,2}\s*[:.)\-–]?|\d{1,2}\s*[.)]|\d{1,2}\s*[:\-–])\s*/i;

/** Heat and time, as a method gives them: '180°C', '350 F', 'gas mark 4', 'for 10 minutes', 'until golden'. */
const HEAT =
  /\b\d{2,3}\s*°\s*[cf]?\b|\b\d{3}\s*(?:degrees|deg|grad|градус|f\b|c\b)|\bgas\s+mark\b|\boven\b.*\b(?:to|at)\s+\d/i;
const DURATION =
  /\b(?:for|about|another|additional|further)\s+(?:about\s+|around\s+|another\s+)?\d+(?:\s*(?:-|–|to)\s*\d+)?\s*(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?)\b|\buntil\b/i;
/** Scripts written without spaces (Chinese, Japanese): a long run with a comma of its own is a sentence. */
const UNSPACED_SENTENCE = /[\u3040-\u30ff\u3400-\u9fff].*[，。、；]|[\u3040-\u30ff\u3400-\u9fff]{18,}/;
/** A method line in Chinese: it starts with what the cook does, or says how long ('冷藏四小时'). */
const UNSPACED_STEP =
  /^(?:将|把|放入|加入|倒入|倒在|烤|搅拌|混合|冷藏|冷冻|装饰|用|在|煮|炒|切|蒸|打发|预热|撒|淋|拌|揉|盖|腌|静置|取出)|[\u3400-\u9fff].*(?:\d+|[一二三四五六七八九十半]+)\s*(?:分钟|小时|秒)/;

/** The words outside brackets: an ingredient's notes in brackets do not make it a sentence. */
const wordsOf = (line: string) =>
  line
    .replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

/** Sentences of three words or more ('Info 2 oz. Shredded cheese' is one). */
const sentences = (line: string) =>
  line
    .split(/(?<=\p{Ll}{2}[.!?])\s+(?=[\p{Lu}\d])/u)
    .filter((part) => wordsOf(part).filter((word) => /\p{L}{2}/u.test(word)).length >= 3).length;

/** What only an ingredient line says: 'such as …', 'to taste', 'divided', 'optional', 'for serving'. */
const NOTE =
  /\bsuch as\b|\bto taste\b|\bdivided\b|\boptional\b|\bpreferably\b|\bfor (?:serving|garnish(?:ing)?|dusting|greasing|frying)\b|\bas needed\b|\bor more\b|\bor any\b|\bof your choice\b|\byou like\b/i;

/** Whether a line of recipe text is a method step (an instruction), never an ingredient to buy. */
export function isMethodStep(written: string): boolean {
  // Markdown's emphasis ('**4 Bratwürste** von der Pelle befreien') is not part of the words.
  const raw = written.replace(/\*\*|__/g, '').trim();
  const numbered = STEP_NUMBER.exec(raw);
  const line = (numbered ? raw.slice(numbered[0].length) : raw).replace(/^[-•*▪◦·–—]\s*/, '');
  if (!line) return false;
  const words = wordsOf(line);
  const count = words.length;
  const ends = /[.!]\s*["”']?\s*$/.test(line);
  if (UNSPACED_SENTENCE.test(line) || UNSPACED_STEP.test(line)) return true;
  const amount = AMOUNT_START.test(line);
  // Two sentences or more is a paragraph of method, never one ingredient ('1 lb shrimp (26-30
  // count). Peeled and deveined' is one, with its note).
  if (sentences(line) >= 2 && (!amount || count >= 14)) return true;
  // '2 Prepare the vinaigrette': a step's number without its full stop.
  const afterNumber = /^\d{1,2}\s+(?=\p{Lu})/u.exec(line);
  const verbed = afterNumber ? LEADING_VERB.exec(line.slice(afterNumber[0].length)) : null;
  if (verbed && !NOUN_TOO.has(verbed[1]!.toLowerCase()) && count >= 4) return true;

  const verb = LEADING_VERB.exec(line);
  // 'Squeeze of lime', 'Drizzle of honey': a measure of something, not an instruction.
  if (verb && !/^\s*of\b/i.test(line.slice(verb[0].length))) {
    const word = verb[1]!.toLowerCase();
    const after = line.slice(verb[0].length).replace(/^[\s,]+/, '');
    const instructed = AFTER_VERB.test(after) || ends || (count <= 2 && !NOUN_TOO.has(word));
    if (!NOUN_TOO.has(word) && (count >= 3 || ends)) return true;
    if (instructed && (count >= 2 || ends)) return true;
  }
  if (SCENE_START.test(line) && count >= 4 && !amount) return true;
  // 'Noodles - break them up to make one layer': what, then what to do with it.
  const told = /\s[-–—:]\s+(.+)$/.exec(line);
  const toldVerb = told ? LEADING_VERB.exec(told[1]!) : null;
  if (toldVerb && !NOUN_TOO.has(toldVerb[1]!.toLowerCase()) && wordsOf(told![1]!).length >= 3) return true;
  if (HEAT.test(line) && count >= 3 && !amount) return true;
  if (DURATION.test(line) && count >= 5 && (!amount || ends)) return true;
  // '1. Combine …' was caught above; '2. The dough should be soft.' is a numbered sentence.
  if (numbered && !amount && count >= 5) return true;
  if (amount || NOTE.test(line)) return false;
  // A long sentence: more words than an ingredient line carries outside its brackets.
  if (count >= 11) return true;
  // A sentence ending in a full stop ('Laver les mirabelles.'), not a name with its notes after
  // commas ('Shrimp, peeled, deveined, as much as you like.') or an abbreviation ('4 шт.').
  const head = wordsOf(line.split(',')[0]!).length;
  return ends && count >= 3 && head >= 3 && (count >= 7 || /\p{L}{4,}[.!]\s*["”']?\s*$/u.test(line));
}
