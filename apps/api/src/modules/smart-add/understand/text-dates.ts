import { NUMBER_WORDS } from '../number-words';

/**
 * Dates as a family writes them, read against the person's own today ('YYYY-MM-DD'):
 * '2027-01-15', 'Jan 15', '15 January 2027', '1/15/2027', 'today', 'tonight', 'tomorrow',
 * 'Friday', 'next Friday', 'this weekend', 'in 3 days', 'next week', 'next month', 'in a fortnight',
 * 'end of the month', 'the 12th', 'March 2027'; after an expiry cue also '30/11' (day first when it
 * cannot be month first) and a bare span ('good for 3 days', 'use within a week').
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
const COUNT = `(\\d+|a\\s+couple\\s+of|a\\s+few|couple\\s+of|few|a|an|${Object.keys(NUMBER_WORDS).join('|')})`;
const SPAN = '(days?|weeks?|wks?|fortnights?|months?|mo?s)';

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
const count = (word: string) => {
  if (/^\d+$/.test(word)) return Number(word);
  if (/couple/.test(word)) return 2;
  if (/few/.test(word)) return 3;
  return NUMBER_WORDS[word] ?? 1;
};

/** The same day `months` later, or that month's last day when it is shorter (Jan 31 + 1: Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}
const monthEnd = (date: string, months = 0) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(y, m + months, 0));
};

/** 'in 3 days', '2 weeks', 'a fortnight', '3 months' from today. */
function afterSpan(today: string, amount: string, span: string): string {
  const n = count(amount.toLowerCase().replace(/\s+/g, ' '));
  const unit = span.toLowerCase();
  if (unit.startsWith('mo')) return addMonths(today, n);
  if (unit.startsWith('f')) return addDays(today, 14 * n);
  return addDays(today, n * (unit.startsWith('w') ? 7 : 1));
}

/** '12th' alone: the next time that day of the month comes, today included. */
function nextDayOfMonth(today: string, day: number): string | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = new Date(Date.UTC(y, m - 1 + ahead, 1));
    const date = realDate(month.getUTCFullYear(), month.getUTCMonth() + 1, day);
    if (date && date >= today) return date;
  }
  return null;
}

/** Right after an expiry cue ('exp 30/11', 'good for 3 days'): read only there. */
const afterCue = (m: RegExpExecArray) => EXPIRY_CUE.test(m.input.slice(Math.max(0, m.index - 40), m.index));

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
    // Day first only when month first is no date ('25/12/2026', as British families write it).
    (m) =>
      realDate(fullYear(m[3]!), Number(m[1]), Number(m[2])) ??
      realDate(fullYear(m[3]!), Number(m[2]), Number(m[1])),
    false,
  ],
  // A month and day alone ('exp 12/15', 'use by 11/28', 'expires 1/20'): only right after an expiry
  // cue, so '1/2 cup' stays an amount; the next time that day comes.
  [
    /\b(\d{1,2})\/(\d{1,2})\b(?!\/|\s*(?:cups?|c\b|tsp|tbsp|teaspoons?|tablespoons?|lbs?|pounds?|oz|ounces?|inch|in\b|gallons?|gal\b))/g,
    (m, today) =>
      afterCue(m)
        ? (nextMonthDay(today, Number(m[1]), Number(m[2])) ?? nextMonthDay(today, Number(m[2]), Number(m[1])))
        : null,
    false,
  ],
  // 'March 2027' (a printed best-before): the end of that month.
  [
    new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, 'gi'),
    (m) => {
      const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;
      return monthEnd(`${m[2]}-${String(month).padStart(2, '0')}-01`);
    },
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
    new RegExp(`\\bin\\s+${COUNT}\\s+${SPAN}(?:['’]?\\s*time)?\\b`, 'gi'),
    (m, today) => afterSpan(today, m[1]!, m[2]!),
    true,
  ],
  [/\bin\s+a\s+fortnight\b/gi, (_m, today) => addDays(today, 14), true],
  [
    /\b(?:the\s+)?end\s+of\s+(?:(this|the|next)\s+)?(week|month)\b/gi,
    (m, today) =>
      m[2]!.toLowerCase() === 'month'
        ? monthEnd(today, m[1]?.toLowerCase() === 'next' ? 1 : 0)
        : addDays(nextWeekday(today, 0), m[1]?.toLowerCase() === 'next' ? 7 : 0),
    true,
  ],
  [/\bnext week\b/gi, (_m, today) => addDays(today, 7), true],
  [/\bnext month\b/gi, (_m, today) => addMonths(today, 1), true],
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
  // 'the 12th', 'by the 28th': a day of the month alone (a suffix, so '12 eggs' stays an amount).
  [
    /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:shelf|floor|drawer|time|batch|layer|one|course|helping|birthday|of\b))/gi,
    (m, today) => nextDayOfMonth(today, Number(m[1])),
    true,
  ],
  // 'good for 3 days', 'use within a week', 'keeps 2 months': a span, only right after an expiry cue.
  [
    new RegExp(`\\b${COUNT}\\s+${SPAN}\\b`, 'gi'),
    (m, today) => (afterCue(m) ? afterSpan(today, m[1]!, m[2]!) : null),
    true,
  ],
  [/\b(?:a\s+)?fortnight\b/gi, (m, today) => (afterCue(m) ? addDays(today, 14) : null), true],
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
  /\b(?:expires?|expiring|expiry(?:\s+date)?|exp\.?|best\s+(?:before|by)|bb|use\s+(?:by|before|within)|eat\s+(?:by|before|within)|sell\s+by|(?:good|fine|ok|okay)\s+(?:until|till|til|thru|through|for|to)|keeps?\s+(?:for|until|till)|lasts?(?:\s+for)?|goes\s+off|going\s+off)\b\s*(?:date\s*)?(?:on|is|:|-|in)?\s*(?:another\s+|about\s+|around\s+)?(?:the\s+)?$/i;

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
