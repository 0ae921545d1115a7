import { MEAL_TYPES, type MealType, type StockUseReason, UNITS } from '@kitching/contracts';
import { NUMBER_WORDS } from '../number-words';
import { cleanName, readAmount, shelfQuantity } from './read-amount';
import { splitThings } from './read-grocery';
import { SPOILED, type StockOut, stockOut } from './stock-out-cues';
import { capitalize, cleanSpaces, MEAL_WORDS } from './text-cues';
import { addDays, WEEKDAYS } from './text-dates';

/**
 * The readers of stock going out: the takes of 'used 6 eggs and 200g butter for the cake', and the
 * dish, servings and day of 'made the lasagne for 6 tonight'.
 */

/** One thing to take, before the family's pantry is read. */
export interface TakeWish {
  name: string;
  /** '' when the text gives no amount. */
  quantity: string;
  unit: string;
  reason: StockUseReason;
  /** 'finished the milk', 'all the grapes', 'threw away the spinach': all of it (its amount unsaid). */
  whole: boolean;
  /** 'half the pasta bake': this share of what the pantry holds. */
  share: number;
}

const UNIT_SET = new Set<string>(UNITS);
const WORD_COUNT = `\\d+|a|an|one|${Object.keys(NUMBER_WORDS).join('|')}`;

/** When and for whom, after the things: 'for the cake', 'last night', 'in the curry', 'lol', '😢'. */
const CONTEXT_END = new RegExp(
  String.raw`(?:\s+(?:for|in|into|on|with|at|from)\s+(?:the|a|an|my|our|his|her|their|this|that|tonight'?s|today'?s)\s+[\p{L}'’ -]+` +
    String.raw`|\s+for\s+(?:breakfast|brunch|lunch|dinner|tea|supper|dessert|pudding|a\s+snack|the\s+kids|everyone|us|them|me|him|her|school|work)` +
    String.raw`|\s+(?:today|tonight|this\s+(?:morning|afternoon|evening|week)|last\s+night|yesterday|earlier|again|already|by\s+accident|accidentally|lol|haha|oops|ugh|sadly|unfortunately|too|as\s+well)` +
    String.raw`|\s+(?:on|last)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|[\s.!?,]*(?:\p{Extended_Pictographic}|\uFE0F|\u200D|[.!?])+)\s*$`,
  'iu',
);
/** ', threw them out', ', binned it', 'and tossed it': what was done with the things already named. */
const DONE_WITH_IT =
  /\s*(?:,|\band\b|\bso\b|\s-)\s*(?:i\s+|we\s+|had\s+to\s+)?(?:threw|thrown|tossed|binned|chucked|dumped|got\s+rid\s+of|composted|bin|chuck|toss)\b.*$/i;
/** 'all the', 'the last of the', 'the rest of the', 'what was left of the', 'the leftover': all of it. */
const WHOLE =
  /^(?:(?:all|most)\s+(?:of\s+)?(?:the|my|our)?\s*|(?:the\s+)?(?:last|rest|remaining|remainder)(?:\s+(?:of|bits?\s+of))?(?:\s+(?:the|my|our))?\s+|what\s+was\s+left\s+of\s+(?:the\s+)?|(?:the\s+)?left\s*-?\s*overs?\s+(?:of\s+)?(?:the\s+)?|(?:the\s+)?leftover\s+|(?:the|my|our|that|those|these|his|her|their)\s+)/i;
const HALF = /^half\s+(?:of\s+)?(?:the|my|our|that)\s+/i;
const SOME = /^(?:some|a\s+bit|a\s+little|a\s+splash|a\s+drop|a\s+few|bits?)\s+(?:of\s+)?(?:the\s+)?/i;
/** '4 of the bananas', '2 of the yoghurts': an amount of the ones there. */
const OF_THE = new RegExp(String.raw`^(${WORD_COUNT})\s+of\s+(?:the|my|our|those|these)\s+`, 'i');
/** Words of how it was, not what it is: 'mouldy tomatoes', 'expired cream cheese', 'old yoghurts'. */
const STATE_WORDS =
  /\b(?:mouldy|moldy|rotten|rancid|spoiled|spoilt|expired|out[- ]of[- ]date|old|stale|manky|slimy|furry|gone\s+off|burnt|burned|leftover|left\s*-?\s*over)\b/gi;

function readTake(thing: string, reason: StockUseReason): TakeWish | null {
  let text = cleanSpaces(thing.replace(STATE_WORDS, ' '));
  let whole = false;
  let share = 1;
  if (HALF.test(text)) {
    text = text.replace(HALF, '');
    whole = true;
    share = 0.5;
  }
  const some = SOME.exec(text);
  if (some) text = text.slice(some[0].length);
  text = text.replace(OF_THE, '$1 ');
  for (let m = WHOLE.exec(text); m; m = WHOLE.exec(text)) {
    // 'the last 2 cans of coke' is an amount; 'the last yoghurt' is all there is.
    whole = !/^\s*(?:\d|a\s|an\s|one\s|two\s|three\s)/i.test(text.slice(m[0].length));
    text = text.slice(m[0].length);
  }
  const amount = readAmount(text);
  const name = cleanName(amount.name.replace(/^(?:of\s+)?(?:the|it|them)\b\s*/i, ''));
  if (!name || /^(?:it|them|those|these|that|this|stuff|everything|all)$/i.test(name)) return null;
  const quantity = shelfQuantity(amount.quantity);
  const said = quantity !== '' && !(whole && share !== 1);
  return {
    name: capitalize(name),
    quantity: said ? quantity : '',
    unit: said && UNIT_SET.has(amount.unit) ? amount.unit : said ? 'each' : '',
    reason,
    whole: !said && (whole || !some),
    share,
  };
}

/** The things a stock-out text names, each with its amount (or all of it) and why it went. */
export function readTakes(text: string, out: StockOut | null = stockOut(text)): TakeWish[] {
  if (!out) return [];
  // '😭 all 6 broke': after a face comes how it felt, not more things.
  let things = out.things.split(/\p{Extended_Pictographic}/u)[0]!.replace(DONE_WITH_IT, '');
  things = things.replace(SPOILED, ' ');
  for (let previous = ''; previous !== things; ) {
    previous = things;
    things = things.replace(CONTEXT_END, '');
  }
  return splitThings(things)
    .map((thing) => readTake(thing, out.reason))
    .filter((take) => take !== null);
}

export interface CookWish {
  /** The dish as said ('lasagne', 'chilli con carne'); a meal word alone ('dinner') names the meal. */
  said: string;
  servings?: number;
  /** The day it was cooked: today unless the text says ('last night', 'on Sunday'). */
  day: string;
  mealType: MealType | null;
  /** 'cooked 500g of chicken thighs': an ingredient's amount, not a dish. */
  ingredientAmount: boolean;
}

export const SERVINGS_SAID = new RegExp(
  String.raw`\b(?:for|to\s+feed|fed|feeds|serves?|served)\s+(?:the\s+)?(${WORD_COUNT}|\d+)(?:\s+(?:of\s+us|people|persons|guests|portions|servings|kids|adults))?\b(?!\s*(?:min|minute|hour|hr|h\b|day|g\b|kg|lb|oz))`,
  'i',
);
const DAY_SAID =
  /\b(?:(the\s+day\s+before\s+yesterday)|(last\s+night|yesterday(?:\s+(?:evening|morning|afternoon))?)|(tonight|today|this\s+(?:morning|afternoon|evening))|(?:on\s+|last\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+night)?)\b/i;
const MEAL_SAID = /\b(?:for\s+)?(breakfast|brekkie|brunch|lunch|dinner|supper|tea)\b\s*:?/i;
const DISH_START =
  /^(?:(?:the|a|an|some|our|my|us|(?:the\s+)?(?:rest|last|remains)\s+of(?:\s+the)?|left\s*-?\s*over|a\s+(?:big\s+|huge\s+|double\s+)?(?:batch|pot|tray|pan|loaf|dish|bowl|plate|lot)\s+of|(?:big\s+|huge\s+)?(?:batch|pot|tray|pan)\s+of|home\s*-?made|from\s+scratch)\s+)+/i;

/** The most recent such weekday, today included ('made a roast on Sunday'). */
function lastWeekday(today: string, name: string): string {
  const weekday = WEEKDAYS.findIndex((d) => d.startsWith(name.toLowerCase().slice(0, 3)));
  const back = (new Date(`${today}T00:00:00Z`).getUTCDay() - weekday + 7) % 7;
  return addDays(today, -back);
}

export function readCook(text: string, today: string, out: StockOut | null = stockOut(text)): CookWish {
  let rest = cleanSpaces((out?.things ?? text).replace(/\s+with\s+.*$/i, ''));
  let servings: number | undefined;
  const serves = SERVINGS_SAID.exec(rest);
  if (serves) {
    const n = /^\d+$/.test(serves[1]!) ? Number(serves[1]) : (NUMBER_WORDS[serves[1]!.toLowerCase()] ?? 0);
    if (n >= 1 && n <= 100) servings = n;
    rest = rest.replace(serves[0], ' ');
  }
  let day = today;
  let mealType: MealType | null = null;
  const when = DAY_SAID.exec(rest);
  if (when) {
    day = when[1]
      ? addDays(today, -2)
      : when[2]
        ? addDays(today, -1)
        : when[4]
          ? lastWeekday(today, when[4])
          : today;
    if (/night|evening/i.test(when[0])) mealType = 'dinner';
    rest = rest.replace(when[0], ' ');
  }
  const meal = MEAL_SAID.exec(rest);
  if (meal) {
    const word = MEAL_WORDS[meal[1]!.toLowerCase()];
    if (word && (MEAL_TYPES as readonly string[]).includes(word)) mealType = word;
    const label = /:\s*$/.test(meal[0]) && rest.slice(meal.index + meal[0].length).trim();
    rest = label ? rest.slice(meal.index + meal[0].length) : rest.replace(meal[0], ' ');
  }
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = cleanSpaces(rest.replace(CONTEXT_END, '').replace(DISH_START, ''));
  }
  const amount = readAmount(rest);
  const ingredientAmount = amount.quantity !== '' && amount.unit !== '' && amount.unit !== 'each';
  const said = cleanName(splitThings(rest)[0] ?? rest) || (meal ? meal[1]!.toLowerCase() : '');
  return { said, ...(servings ? { servings } : {}), day, mealType, ingredientAmount };
}
