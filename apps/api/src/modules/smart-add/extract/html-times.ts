import type { CheerioAPI } from 'cheerio';
import { parseDuration } from './durations';
import { pageLines } from './page-text';
import { parseYield } from './yields';

const DURATION = /\d|½|¼|¾/;
const LABELS = {
  prepTime:
    /^(?:prep(?:aration)?(?:\s*time)?|vorbereitung(?:szeit)?|voorbereiding(?:stijd)?|temps de pr[ée]paration|tiempo de preparaci[óo]n|forberedelse|arbeitszeit)\b\s*[:-]?\s*(.*)$/i,
  cookTime:
    /^(?:cook(?:ing)?(?:\s*time)?|bak(?:e|ing)\s*time|kochzeit|backzeit|garzeit|koch-?\/?backzeit|kooktijd|baktijd|oventijd|temps de cuisson|tiempo de cocci[óo]n|tilberedning(?:stid)?)\b\s*[:-]?\s*(.*)$/i,
  totalTime:
    /^(?:total(?:\s*time)?|ready in|gesamtzeit|zeit gesamt|totale tijd|bereidingstijd|temps total|tiempo total|tid i alt)\b\s*[:-]?\s*(.*)$/i,
} as const;
const YIELD_LABEL =
  /^(?:serves|servings?|yield|yields|makes|portions?|portionen|porties|personen|personnes|persons|people|porcje|portioner|antal|für)\b\s*[:-]?\s*(.*)$/i;
const YIELD_TRAILING =
  /\b(\d+(?:\s*(?:-|–|to)\s*\d+)?)\s*(?:servings?|portions?|portionen|porties|personen|personnes|persons|people|porcje|pers\.?)\b/i;

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

/** Times and servings from a page's visible labels ('Prep Time 20 mins', 'Serves 4'). */
export function readTimesAndYield($: CheerioAPI) {
  const lines = pageLines($);
  const time = (label: RegExp) => {
    const text = labelled(lines, label, DURATION);
    const minutes = text ? parseDuration(text) : null;
    return minutes != null && minutes > 0 ? minutes : null;
  };
  const yieldText =
    labelled(lines, YIELD_LABEL, /\d|\b(?:one|two|three|four|five|six|eight|ten|twelve)\b/i) ??
    lines.find((line) => line.length < 60 && YIELD_TRAILING.test(line))?.match(YIELD_TRAILING)?.[1] ??
    null;
  return {
    servings: yieldText ? parseYield(yieldText) : null,
    prepTime: time(LABELS.prepTime),
    cookTime: time(LABELS.cookTime),
    totalTime: time(LABELS.totalTime),
  };
}
