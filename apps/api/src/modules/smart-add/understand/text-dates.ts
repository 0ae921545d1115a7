import { NUMBER_WORDS } from '../number-words';

/**
 * Dates as a family writes them, read against the person's own today ('YYYY-MM-DD'):
 * '2027-01-15', 'Jan 15', '15 January 2027', '1/15/2027', 'today', 'tonight', 'tomorrow',
 * 'Friday', 'next Friday', 'this weekend', 'in 3 days', 'next week'.
 */
export interface DateMention {
  date: string;
  /** Where the words are in the text, to take them out of a name. */
  index: number;
  length: number;
  /** A weekday, today/tonight/tomorrow: what a meal is planned for ('Taco Tuesday'). */
  relative: boolean;
}

const DAY_MS = 86_400_000;
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const WEEKDAY = '(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)day';
const SHORT_DAY = String.raw`\b(mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)\.?\b(?!-)`;
const COUNT = `(\\d+|a|an|${Object.keys(NUMBER_WORDS).join('|')})`;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);
const weekdayOf = (date: string) => new Date(toUtc(date)).getUTCDay();

function realDate(y: number, m: number, d: number): string | null {
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return fromUtc(ms);
}

/** A month and day without a year: the next time it comes, today included. */
function nextMonthDay(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = realDate(year, month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return realDate(year + 1, month, day);
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 1));

/** The weekday's next date, today included ('this Friday' on a Friday is today). */
export function nextWeekday(today: string, weekday: number, strictlyAfter = false): string {
  let ahead = (weekday - weekdayOf(today) + 7) % 7;
  if (ahead === 0 && strictlyAfter) ahead = 7;
  return addDays(today, ahead);
}

type Reader = [RegExp, (m: RegExpExecArray, today: string) => string | null, boolean];

const READERS: Reader[] = [
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => realDate(Number(m[1]), Number(m[2]), Number(m[3])), false],
  // US order, as the app shows dates: 1/15/2027, 01/15/27.
  [
    /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    (m) => realDate(fullYear(m[3]!), Number(m[1]), Number(m[2])),
    false,
  ],
  // A month and day alone ('exp 12/15', 'use by 11/28', 'expires 1/20'): only right after an expiry
  // cue, so '1/2 cup' stays an amount; the next time that day comes.
  [
    /\b(\d{1,2})\/(\d{1,2})\b(?!\/|\s*(?:cups?|c\b|tsp|tbsp|teaspoons?|tablespoons?|lbs?|pounds?|oz|ounces?|inch|in\b|gallons?|gal\b))/g,
    (m, today) =>
      EXPIRY_CUE.test(m.input.slice(Math.max(0, m.index - 40), m.index))
        ? nextMonthDay(today, Number(m[1]), Number(m[2]))
        : null,
    false,
  ],
  [
    new RegExp(`\\b${MONTH}\\s+${ORDINAL}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    (m, today) => {
      const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;
      return m[3] ? realDate(Number(m[3]), month, Number(m[2])) : nextMonthDay(today, month, Number(m[2]));
    },
    false,
  ],
  [
    new RegExp(`\\b${ORDINAL}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    (m, today) => {
      const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;
      return m[3] ? realDate(Number(m[3]), month, Number(m[1])) : nextMonthDay(today, month, Number(m[1]));
    },
    false,
  ],
  [/\b(?:the\s+)?day after tomorrow\b/gi, (_m, today) => addDays(today, 2), true],
  [/\b(?:today|tonight|this evening|this morning|this afternoon)\b/gi, (_m, today) => today, true],
  [
    /\b(?:tomorrow|tmrw|tmr|tmw|tomoz|2moro|2morrow)(?:\s+(?:night|morning|evening))?\b/gi,
    (_m, today) => addDays(today, 1),
    true,
  ],
  [
    new RegExp(`\\bin\\s+${COUNT}\\s+(days?|weeks?)\\b`, 'gi'),
    (m, today) => addDays(today, count(m[1]!.toLowerCase()) * (/^week/i.test(m[2]!) ? 7 : 1)),
    true,
  ],
  [/\bnext week\b/gi, (_m, today) => addDays(today, 7), true],
  [/\b(?:this\s+)?weekend\b/gi, (_m, today) => nextWeekday(today, 6), true],
  [
    new RegExp(`\\b(?:(next|this|on)\\s+)?${WEEKDAY}s?\\b`, 'gi'),
    (m, today) => {
      const weekday = WEEKDAYS.findIndex((d) => d.startsWith(m[2]!.toLowerCase().slice(0, 3)));
      return nextWeekday(today, weekday, m[1]?.toLowerCase() === 'next');
    },
    true,
  ],
  // 'fri night', 'brunch sat:', 'weds: tacos': a short day name, only where a day is expected (next to
  // a meal, 'night' or a colon, or at an end of the text), so 'sun-dried' and 'sat on' stay words.
  [
    new RegExp(
      `(?<=^|\\b(?:breakfast|brunch|lunch|dinner|supper|snack|on|this|next)\\s+)${SHORT_DAY}(?=\\s*(?::|$|,|-|\\bnight\\b|\\bnite\\b|\\b(?:breakfast|brunch|lunch|dinner|supper|snack)\\b))|${SHORT_DAY}(?=\\s*(?::|$|\\bnight\\b|\\bnite\\b|\\b(?:breakfast|brunch|lunch|dinner|supper)\\b))`,
      'gi',
    ),
    (m, today) => {
      const word = (m[1] ?? m[2])!.toLowerCase();
      const weekday = WEEKDAYS.findIndex((d) => d.startsWith(word.slice(0, 3)));
      return nextWeekday(today, weekday);
    },
    true,
  ],
];

/** Every date the text names, in the order they appear; overlapping readings keep the first reader's. */
export function findDates(text: string, today: string): DateMention[] {
  const found: DateMention[] = [];
  const taken: [number, number][] = [];
  for (const [pattern, read, relative] of READERS) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const date = read(m as RegExpExecArray, today);
      if (!date) continue;
      // "tomorrow's dinner": the possessive belongs to the date.
      const possessive = /^['’]s\b/.exec(text.slice(end))?.[0].length ?? 0;
      taken.push([start, end + possessive]);
      found.push({ date, index: start, length: m[0].length + possessive, relative });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Words that say the date after them is when the food goes off. */
export const EXPIRY_CUE =
  /\b(?:expires?|expiring|expiry(?:\s+date)?|exp\.?|best\s+(?:before|by)|use\s+(?:by|before)|sell\s+by|good\s+(?:until|till|through|for)|bb)\b\s*(?:date\s*)?(?:on|is|:|-)?\s*$/i;

/** The expiry date: a date that follows an expiry cue ('expires Friday', 'best before Jan 3'). */
export function expiryOf(
  text: string,
  today: string,
): { date: string; index: number; length: number } | null {
  for (const mention of findDates(text, today)) {
    const before = text.slice(Math.max(0, mention.index - 40), mention.index);
    const cue = EXPIRY_CUE.exec(before);
    if (cue) {
      const index = mention.index - (before.length - cue.index);
      return { date: mention.date, index, length: mention.index + mention.length - index };
    }
  }
  return null;
}
