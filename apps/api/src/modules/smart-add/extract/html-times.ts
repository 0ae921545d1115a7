import type { CheerioAPI } from 'cheerio';
import { parseDuration } from './durations';
import { pageLines } from './page-text';
import { parseYield } from './yields';

// A label's value starts with its amount ('20 mins', 'ca. 20 Min.'): 'Cook the pasta 10 minutes' is a step.
const DURATION =
  /^(?:about|approx(?:imately|\.)?|around|roughly|~|ca\.?|circa|environ|ongeveer|etwa|ungef[äa]hr|unos|unas|aprox(?:imadamente|\.)?|cerca de|circa)?\s*(?:\d|½|¼|¾)/i;
// The labels of the languages recipes come in: English, German, Dutch, French, Spanish, Italian,
// Portuguese and Danish. 'Zubereitung' alone heads the steps; 'Zubereitungszeit' is a time.
const LABELS = {
  prepTime:
    /^(?:prep(?:aration)?(?:\s*time)?|vorbereitung(?:szeit)?|zubereitungszeit|arbeitszeit|voorbereiding(?:stijd)?|temps de pr[ée]paration|pr[ée]paration|tiempo de preparaci[óo]n|preparaci[óo]n|tempo di preparazione|preparazione|tempo de prepar(?:o|a[çc][ãa]o)|preparo|forberedelse)\b\s*[:-]?\s*(.*)$/i,
  cookTime:
    /^(?:cook(?:ing)?(?:\s*time)?|bak(?:e|ing)\s*time|kochzeit|backzeit|garzeit|koch-?\/?backzeit|kooktijd|baktijd|oventijd|temps de cuisson|cuisson|tiempo de cocci[óo]n|cocci[óo]n|tempo di cottura|cottura|tempo de (?:cozimento|cozedura|forno)|cozimento|tilberedning(?:stid)?)\b\s*[:-]?\s*(.*)$/i,
  totalTime:
    /^(?:total(?:\s*time)?|ready in|gesamtzeit|zeit gesamt|totale tijd|bereidingstijd|temps total|tiempo total|tempo total[e]?|tid i alt)\b\s*[:-]?\s*(.*)$/i,
} as const;
// The words a yield is counted in: 'für 4 Personen', 'pour 6 personnes', 'para 4 personas',
// 'per 4 persone', 'rende 6 porções'. Things ('12 cookies', '2 Stück') are left out: an ingredient
// line says those too.
const YIELD_WORDS =
  'servings?|portions?|portionen|port\\.|porties|personen|pers\\.?|personnes|persons|people|porcje|portioner|personas|raciones|porciones|persone|porzioni|porções|porcoes|pessoas';
const COUNT_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|twelve|zwei|drei|vier|f[üu]nf|sechs|acht|zehn|deux|trois|quatre|cinq|huit|dix|douze|due|tre|quattro|cinque|sei|otto|dieci|dos|dois|duas|tres|tr[êe]s|cuatro|quatro|cinco|seis|ocho|oito|diez|dez';
const YIELD_LABEL =
  /^(?:serves|servings?|yield|yields|makes|portions?|portionen|porties|personen|personnes|persons|people|porcje|portioner|antal|für|rende|rendimento|rinde|raciones|porciones|personas|porzioni|persone|porções|pessoas|dosi(?: per)?|ergibt)\b\s*[:-]?\s*(.*)$/i;
// \b is ASCII-only: these look-arounds know letters with accents ('für', 'três').
const YIELD_TRAILING = new RegExp(
  String.raw`(?<![\p{L}\d])(\d+(?:\s*(?:-|–|to|bis|à|a)\s*\d+)?|${COUNT_WORDS})\s*(?:${YIELD_WORDS})(?![\p{L}])`,
  'iu',
);
// A labelled yield's value starts with its count: 'Serves four', 'Portionen: 4'.
const COUNT_WORD = new RegExp(String.raw`\d|(?<![\p{L}])(?:${COUNT_WORDS})(?![\p{L}])`, 'iu');

/** A labelled value: on the same line ('Prep Time: 20 mins') or on the next one. */
function labelled(lines: string[], label: RegExp, accept: RegExp): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > 60) continue;
    const m = label.exec(line);
    if (!m) continue;
    const rest = m[1]?.trim() ?? '';
    if (rest && accept.test(rest)) return rest;
    const next = lines[i + 1];
    if (!rest && next && next.length < 40 && accept.test(next)) return next;
  }
  return null;
}

/** What a page spells as one duration: '10 mins', '1 hr 15 min', '1½ hours', '25-30 minutes', '1h30'. */
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?\s*[½¼¾⅓⅔]?|\d+\s+\d+/\d+|\d+/\d+|[½¼¾⅓⅔])`;
const UNIT = String.raw`(?:h|hrs?|hours?|m|mins?|minutes?)\.?`;
const RANGE = String.raw`${AMOUNT}(?:\s*(?:-|–|—|to)\s*${AMOUNT})?`;
const DURATION_TEXT = String.raw`(?:about|approx(?:\.|imately)?|around|roughly|~|ca\.?|up to|under|less than|just|only)?\s*${RANGE}\s*${UNIT}(?:[\s,]*(?:and\s+)?${RANGE}\s*(?:${UNIT})?)?`;
const PREP_WORD = 'prep(?:aration|ping)?|hands[- ]on|active';
const COOK_WORD = 'cook(?:ing)?';
// A step of the cooking named by what it does ('bake 25 mins'): cooking time when nothing says 'cook'.
const HEAT_WORD =
  'bak(?:e|ing)|roast(?:ing)?|simmer(?:ing)?|grill(?:ing)?|fry(?:ing)?|boil(?:ing)?|brais(?:e|ing)|steam(?:ing)?|slow[- ]cook(?:ing|er)?|pressure[- ]cook(?:ing)?';
const TOTAL_WORD = 'total|ready in|start to finish|all in|takes';
type TimeKind = 'prep' | 'cook' | 'heat' | 'total';
const KIND_WORDS: [TimeKind, string][] = [
  ['prep', PREP_WORD],
  ['cook', COOK_WORD],
  ['heat', HEAT_WORD],
  ['total', TOTAL_WORD],
];
const ANY_WORD = KIND_WORDS.map(([, word]) => word).join('|');
// Where a time's phrase may start, and what may follow its duration: the line's end, a separator,
// or the next time's word ('Prep 10 mins cook 20 mins'), never more words ('bake 25 mins until...').
const BEFORE = String.raw`(?:^|(?<=[\s(:,;|•·]))`;
const AFTER = String.raw`(?=\s*(?:$|[.!),;|•·]|[–—-]\s|(?:${ANY_WORD})\b))`;
/** 'Prep: 10 mins', 'bake for 25-30 minutes', 'Ready in about 45 minutes', 'Cook time – 1 hr 15 min'. */
const WORD_FIRST = KIND_WORDS.map(([kind, word]) => {
  const joint = String.raw`(?:[:=–—-]|is|of|takes?${kind === 'heat' ? '|for' : ''})?`;
  return [
    kind,
    new RegExp(String.raw`${BEFORE}(?:${word})(?:\s+times?)?\s*${joint}\s*(${DURATION_TEXT})${AFTER}`, 'giu'),
  ] as const;
});
/** '10 mins prep', '25 minutes baking', '1 hr total'. */
const VALUE_FIRST = KIND_WORDS.map(
  ([kind, word]) =>
    [
      kind,
      new RegExp(
        String.raw`${BEFORE}(${DURATION_TEXT})\s+(?:of\s+)?(?:${word})(?:\s+times?)?${AFTER}`,
        'giu',
      ),
    ] as const,
);
const MAX_MINUTES = 10_080;

const minutesOf = (text: string) => {
  const minutes = parseDuration(text);
  return minutes != null && minutes > 0 && minutes <= MAX_MINUTES ? minutes : null;
};

/**
 * Times said in the page's text, in the words people use: 'Prep 10 mins, bake 25 mins', 'Cook time
 * – 1 hr 15 min', 'Ready in 45 minutes', '10 mins prep | 20 mins cook'. 'Cook' wins over the ways of
 * cooking; without it, each way of cooking said (bake, roast, simmer...) adds up, the same words once.
 */
export function phraseTimes(lines: string[]): {
  prep: number | null;
  cook: number | null;
  total: number | null;
} {
  const found: Record<TimeKind, number | null> = { prep: null, cook: null, heat: null, total: null };
  const heatSaid = new Set<string>();
  for (const line of lines) {
    if (!/\d|[½¼¾]/.test(line)) continue;
    // A duration read with its word before it is not read again with the next word after it.
    const used: [number, number][] = [];
    for (const [kind, re] of [...WORD_FIRST, ...VALUE_FIRST]) {
      for (const match of line.matchAll(re)) {
        const value = match[1]!;
        const at = match.index + match[0].indexOf(value);
        if (used.some(([from, to]) => at < to && at + value.length > from)) continue;
        const minutes = minutesOf(value);
        if (minutes == null) continue;
        used.push([at, at + value.length]);
        if (kind !== 'heat') found[kind] ??= minutes;
        else if (!heatSaid.has(match[0].trim().toLowerCase())) {
          heatSaid.add(match[0].trim().toLowerCase());
          found.heat = (found.heat ?? 0) + minutes;
        }
      }
    }
  }
  return { prep: found.prep, cook: found.cook ?? found.heat, total: found.total };
}

const YIELD_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${YIELD_WORDS})(?![\p{L}])`, 'iu');

/** A servings chooser ('Pour <select>…6…</select> personnes'): its chosen number. */
function chosenServings($: CheerioAPI): string | null {
  for (const select of $('select').toArray()) {
    const chosen = $(select).find('option[selected]').first();
    if (!chosen.length) continue;
    const around = $(select).parent().clone();
    around.find('select').remove();
    if (YIELD_WORD.test(around.text().replace(/\s+/g, ' ').slice(0, 200)))
      return chosen.attr('value') || chosen.text();
  }
  return null;
}

// A time shown without a label, in an element named for it ('<div class="meta tijd">60 min</div>'):
// 'time' in the languages recipes come in, and which time by the name's other part.
const TIME_NAME =
  /(?:^|[-_\s])(?:time|times|tijd|zeit|temps|tiempo|tempo|duration|dauer|dur[ée]e)(?:$|[-_\s])/i;
// A reading time, a video's length or a date is not the recipe's.
const OTHER_TIME = /read|lees|lese|lecture|video|date|publi|post|comment|clock|stamp/i;
const TIME_KIND: [RegExp, 'prep' | 'cook'][] = [
  [/prep|vorb|voorb|pr[ée]par/i, 'prep'],
  [/cook|bak|koch|kook|cuisson|cocci|cott/i, 'cook'],
];

/** Times in elements named for them whose whole text is one duration; total unless named otherwise. */
function namedTimes($: CheerioAPI): { prep: number | null; cook: number | null; total: number | null } {
  const found = { prep: null as number | null, cook: null as number | null, total: null as number | null };
  for (const el of $('body [class]').toArray()) {
    const name = el.attribs.class ?? '';
    if (!TIME_NAME.test(name) || OTHER_TIME.test(name)) continue;
    // Only a leaf holding text: the container of a whole card is not one value.
    if (!el.children.length || el.children.some((c) => c.type === 'tag')) continue;
    const text = $(el).text().trim();
    if (text.length > 20 || !DURATION.test(text)) continue;
    const minutes = minutesOf(text);
    if (minutes == null) continue;
    const kind = TIME_KIND.find(([re]) => re.test(name))?.[1] ?? 'total';
    found[kind] ??= minutes;
  }
  return found;
}

/** Times and servings from a page's visible labels ('Prep Time 20 mins', 'Serves 4') and phrases. */
export function readTimesAndYield($: CheerioAPI) {
  const lines = pageLines($);
  const time = (label: RegExp) => {
    const text = labelled(lines, label, DURATION);
    const minutes = text ? parseDuration(text) : null;
    return minutes != null && minutes > 0 ? minutes : null;
  };
  const yieldText =
    labelled(lines, YIELD_LABEL, COUNT_WORD) ??
    lines.find((line) => line.length < 60 && YIELD_TRAILING.test(line))?.match(YIELD_TRAILING)?.[1] ??
    chosenServings($);
  const said = phraseTimes(lines);
  const named = namedTimes($);
  said.prep ??= named.prep;
  said.cook ??= named.cook;
  said.total ??= named.total;
  const prepTime = time(LABELS.prepTime) ?? said.prep;
  const totalTime = time(LABELS.totalTime) ?? said.total;
  // Only a total ('Ready in 45 minutes'): what the preparation leaves of it is the cooking.
  const rest = totalTime != null && totalTime > (prepTime ?? 0) ? totalTime - (prepTime ?? 0) : null;
  return {
    servings: yieldText ? parseYield(yieldText) : null,
    prepTime,
    cookTime: time(LABELS.cookTime) ?? said.cook ?? rest,
    totalTime,
  };
}
