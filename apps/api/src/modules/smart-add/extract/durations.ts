import { cleanText } from './html-text';

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const ISO = new RegExp(
  `^P(?:${NUM}Y)?(?:${NUM}M)?(?:${NUM}W)?(?:${NUM}D)?(?:T(?:${NUM}H)?(?:${NUM}M)?(?:${NUM}S)?)?$`,
  'i',
);

const num = (v: string | undefined) => (v ? Number(v.replace(',', '.')) : 0);

/** ISO 8601 durations as recipe sites write them: PT1H30M, P0DT0H20M, PT420M, PT1H30M0S, PT0.5H. */
function isoMinutes(text: string): number | null {
  let value = text.replace(/\s+/g, '').toUpperCase();
  // 'PT1H30' (minutes without their M) is common enough to read.
  if (/^PT\d+H\d+$/.test(value)) value += 'M';
  const m = ISO.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return null;
  const [, , months, weeks, days, hours, minutes, seconds] = m;
  // 'P20M' (no T) is a site meaning 20 minutes, not 20 months: nobody cooks for months.
  const minutesPart = num(minutes) + (value.includes('T') ? 0 : num(months));
  return num(weeks) * 10080 + num(days) * 1440 + num(hours) * 60 + minutesPart + num(seconds) / 60;
}

const UNITS: [RegExp, number][] = [
  [/^(?:d|days?|tage?n?|dagen?|jours?|giorni|giorno|d[ií]as?)$/, 1440],
  [/^(?:h|hrs?|hours?|std\.?|stunden?|u|uur|uren|heures?|ore|ora|horas?|godz\.?|timer?|tim)$/, 60],
  [/^(?:m|mins?|minutes?|minuten?|minuti|minutos?|minuter|minutter|mn|min\.)$/, 1],
  [/^(?:s|secs?|seconds?|sekunden?)$/, 1 / 60],
];

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
// Written counts of time in six languages: 'half an hour', 'une demi-heure', 'eine halbe Stunde',
// 'media hora', 'meia hora', "mezz'ora"; 'an hour', 'une heure', 'eine Stunde', 'una hora', "un'ora".
const HALF_HOUR =
  /(?<!\p{L})(?:half an hour|une demi-heure|eine halbe stunde|media hora|meia hora|mezz['’]ora|mezza ora)(?!\p{L})/gu;
const ONE_HOUR =
  /(?<!\p{L})(?:an|one|une|eine|uma|una|um|un['’]\s*)\s*(?=(?:hour|heure|stunde|hora|ora)(?!\p{L}))/gu;

/** Human durations: '1 hour 30 mins', '1h30', '45 Minuten', '1 1/2 hours', '20-25 minutes'. */
function textMinutes(text: string): number | null {
  // '1:15 h' or '1:15': hours and minutes.
  const clock = /(?:^|\s)(\d{1,2}):([0-5]\d)\s*(?:h|hrs?|hours?|std\.?|stunden?|uur)?\b/i.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const lower = text
    .toLowerCase()
    .replace(HALF_HOUR, '30 min')
    .replace(ONE_HOUR, '1 ')
    // '1½ hours' is one amount (1.5), not a 1 and a ½.
    .replace(/(\d+)\s*([½¼¾⅓⅔])/g, (_, whole: string, part: string) =>
      String(Number(whole) + FRACTIONS[part]!),
    )
    // A range ('20-25', '10 to 15', '20 bis 25', '20 à 25') is read as its start.
    .replace(/(\d)\s*(?:[-–]|(?:to|bis|à|a)(?=\s))\s*\d+(?:[.,]\d+)?/g, '$1');
  const parts = /(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?|[½¼¾⅓⅔])\s*([a-zà-ÿ.]+)?/g;
  let total = 0;
  let found = false;
  let lastUnit = 0;
  let lastEnd = -1;
  for (const m of lower.matchAll(parts)) {
    // '1 hour 30 minutes' adds up; '8 hours on low or 4 hours on high' is two durations: take the first.
    if (found && !/^[\s,+&]*(?:and|und|en|et|e|y|og)?[\s,+&]*$/.test(lower.slice(lastEnd, m.index))) break;
    lastEnd = m.index + m[0].length;
    const amount = amountOf(m[1]!);
    const word = (m[2] ?? '').replace(/\.$/, '');
    const unit = UNITS.find(([re]) => re.test(word))?.[1];
    if (unit !== undefined) {
      total += amount * unit;
      lastUnit = unit;
      found = true;
    } else if (!word && found && lastUnit === 60) {
      // '1h30': the bare number after hours is minutes.
      total += amount;
    } else if (!word && !found && /^\s*\d+(?:[.,]\d+)?\s*$/.test(lower)) {
      return amount;
    }
  }
  return found ? total : null;
}

function amountOf(text: string): number {
  if (text in FRACTIONS) return FRACTIONS[text]!;
  const [whole, fraction] = text.includes('/')
    ? text.includes(' ')
      ? text.split(/\s+/)
      : ['0', text]
    : [text];
  let n = num(whole);
  if (fraction) {
    const [a, b] = fraction.split('/').map(Number) as [number, number];
    if (b) n += a / b;
  }
  return n;
}

/** Minutes from an ISO 8601 duration, a number of minutes, or a human duration; null if none. */
export function parseDuration(value: unknown): number | null {
  if (Array.isArray(value)) return parseDuration(value[0]);
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  const text = cleanText(value);
  if (!text) return null;
  const minutes = /^p/i.test(text) ? isoMinutes(text) : textMinutes(text);
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return null;
  return Math.round(minutes);
}
