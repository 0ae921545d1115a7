import { categoryOfFood, type StockUseReason } from '@kitching/contracts';

/**
 * Stock going out, as families write it (issue 23): a past-tense verb of using, throwing away or
 * cooking ('used 6 eggs', 'kids ate all the grapes', 'threw away the spinach', 'made the lasagne
 * tonight'), or a thing and what became of it ('the yoghurt went off', '3 eggs used'). The tense is the
 * cue: 'make lasagne tomorrow' is a plan, 'made lasagne' a cook.
 */

/** Eaten or used: the reason 'used'. */
const USE_VERB = String.raw`used(?:\s+up)?|ate|eaten|(?:have|has|had)\s+eaten|finished(?:\s+(?:off|up))?|drank|drunk|polished\s+off|scoffed|devoured|consumed|gobbled(?:\s+up)?|(?:went|got)\s+through|had(?=\s+(?:the\s+)?(?:last|rest|remaining|leftover)\b)`;
/** Thrown away: the reason 'wasted' (or 'expired' when the text says it went off). */
const WASTE_VERB = String.raw`(?:threw|thrown|throw)\s+(?:away|out)|tossed(?:\s+(?:out|away))?|binned|chucked(?:\s+(?:out|away))?|dumped|spilled|spilt|dropped(?!\s+(?:off|by|round|over|in)\b)|burnt|burned|ruined|poured\s+(?:away|out)|got\s+rid\s+of|composted|wasted|had\s+to\s+(?:throw\s+(?:away|out)|bin|chuck(?:\s+out)?|toss(?:\s+out)?|get\s+rid\s+of)`;
/** Cooked: a dish of the family ('cook'), or an ingredient with its amount ('cooked 500g of chicken'). */
const COOK_VERB = String.raw`made|cooked|baked|roasted|prepared|prepped|whipped\s+up|rustled\s+up|knocked\s+up|grilled|barbecued|bbq'?d|slow[- ]cooked|had(?=\s+[^,.;]+?\s+(?:for\s+(?:dinner|lunch|breakfast|brunch|tea|supper)|tonight|last\s+night)\b)`;

/** Went off, past its date, mouldy: the reason 'expired' wherever it is said. */
export const SPOILED =
  /\b(?:(?:went|gone|turned|go)\s+(?:off|bad|mouldy|moldy|sour|rotten|rancid|slimy|stale|furry|brown|black|soft|mushy|fuzzy|wrinkly|limp)|(?:is|are|was|were|'s|’s)\s+(?:off|mouldy|moldy|rotten|rancid|spoiled|spoilt|expired|out\s+of\s+date|past\s+(?:its|their|the)\s+(?:date|best|(?:use|best|sell)[- ](?:by|before)(?:\s+date)?))|mouldy|moldy|rotten|rancid|spoiled|spoilt|expired|out[- ]of[- ]date|past\s+(?:its|their)\s+(?:date|best))\b/i;

/** Who did it, before the verb: 'we', 'the kids', 'mum', 'oops i' (a name: NAMED below). */
const SUBJECT = String.raw`(?:(?:oops|ugh|argh|sadly|so|well|ok|okay|also|and|then|just|finally|accidentally|already|all|we|i|you|they|he|she|someone|somebody|everyone|the|our|my|kids|boys|girls|children|family|mum|mom|dad|nan|nana|gran|grandma|grandpa|hubby|husband|wife)\b[\s,]*)`;
/** 'Tom ate…', 'Jess and Sam finished…': a capitalised name at the start (not a food, day or month). */
const NAMED = /^([A-Z][a-z]+)(?:\s+(?:and|&)\s+[A-Z][a-z]+)?\s+(?=[a-z])/;
const NOT_A_NAME =
  /^(?:leftover|homemade|fresh|frozen|some|the|all|half|two|three|four|five|six|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|yesterday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

const prefix = (verbs: string) =>
  new RegExp(String.raw`^(?:${SUBJECT}){0,4}?(${verbs})\b\s*(?:[:\-–]\s*)?(.*)$`, 'iu');
const USE_PREFIX = prefix(USE_VERB);
const WASTE_PREFIX = prefix(WASTE_VERB);
const COOK_PREFIX = prefix(COOK_VERB);
/** '3 eggs used', 'the last yoghurt eaten', 'bread binned': the thing first, then what became of it. */
const USED_AFTER =
  /^(.+?)\s+(?:(?:all|now|just)\s+)?(?:(?:was|were|got|have\s+been|has\s+been|are|is)\s+)?(used(?:\s+up)?|eaten|finished|drunk|binned|thrown\s+(?:away|out)|tossed|wasted|spilled|spilt)\b[\s.!]*(?:today|tonight|this\s+morning|last\s+night|yesterday)?[\s.!]*$/i;
/** 'the yoghurt went off', 'milk's gone off', 'ham is out of date, binned it': the thing, then spoiled. */
const SPOILED_AFTER = new RegExp(
  String.raw`^(.+?)\s*(?:\s(?:has|have|had)\s+)?(${SPOILED.source})(.*)$`,
  'i',
);

/** Shopping words later in a stock-out text: 'used up all the milk, need more' is for the list. */
export const STILL_SHOPPING =
  /\b(?:need(?:s|ed)?|buy|get\s+(?:more|some|another|new)|pick\s+up|grab\s+(?:more|some|another)|order\s+more|add\s+(?:it|them|to)|restock|out\s+of|ran\s+out|run\s+out|shopping|grocery|groceries|list)\b/i;

/** Shopping words anywhere in the text. */
export const stillShopping = (text: string) => STILL_SHOPPING.test(text);

export interface StockOut {
  /** 'use': things taken out; 'cook': a dish (or, with an amount, an ingredient) cooked. */
  verb: 'use' | 'waste' | 'cook';
  reason: StockUseReason;
  /** The verb as written ('made', 'threw away'; '' when the thing comes first). */
  word: string;
  /** The words after the verb (or before it): the things, or the dish. */
  things: string;
}

const reasonOf = (verb: 'use' | 'waste' | 'cook', text: string): StockUseReason =>
  SPOILED.test(text) ? 'expired' : verb === 'waste' ? 'wasted' : 'used';

/** A text (one line) that says stock went out, or null. */
export function stockOut(line: string): StockOut | null {
  const named = NAMED.exec(line.trim());
  const found =
    readOut(line.trim()) ??
    (named && !NOT_A_NAME.test(named[1]!) && !categoryOfFood(named[1]!)
      ? readOut(line.trim().slice(named[0].length))
      : null);
  if (!found) return null;
  // 'finished the coffee, can someone buy more': the things end where the shopping starts.
  const clauses = found.things.split(/(?=[,;.!?]|\s+(?:so|and|but|pls|please)\s)/i);
  const end = clauses.findIndex((clause, i) => i > 0 && STILL_SHOPPING.test(clause));
  return end > 0 ? { ...found, things: clauses.slice(0, end).join('') } : found;
}

function readOut(text: string): StockOut | null {
  for (const [pattern, verb] of [
    [WASTE_PREFIX, 'waste'],
    [USE_PREFIX, 'use'],
    [COOK_PREFIX, 'cook'],
  ] as const) {
    const m = pattern.exec(text);
    if (m?.[2]?.trim() && !/^(?:to|in|with|sure|it\s+to)\b/i.test(m[2]))
      return { verb, reason: reasonOf(verb, text), word: m[1]!, things: m[2] };
  }
  const spoiled = SPOILED_AFTER.exec(text);
  if (spoiled?.[1]?.trim() && !/^(?:will|might|could|is\s+going\s+to|about\s+to)\b/i.test(spoiled[1]))
    return { verb: 'waste', reason: 'expired', word: '', things: spoiled[1] };
  const after = USED_AFTER.exec(text);
  if (after?.[1]?.trim()) {
    const verb = /eaten|used|finished|drunk/i.test(after[2]!) ? 'use' : 'waste';
    return { verb, reason: reasonOf(verb, text), word: '', things: after[1] };
  }
  return null;
}
