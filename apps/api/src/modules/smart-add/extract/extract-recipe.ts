import { cleanTags, type ExtractedRecipe, type ExtractionMethod, MAX_RECIPE_TAGS } from '@kitching/contracts';
import { load } from 'cheerio';
import { readHtmlRecipe } from './html-recipe';
import { groupedIngredients } from './ingredient-groups';
import { readJsonLdRecipe } from './json-ld';
import { readMicrodataRecipe } from './microdata';
import { pageCanonicalUrl, pageDescription, pageHeadline, pageSiteName, pageTitle } from './page-meta';
import type { RawRecipe } from './schema-recipe';
import { sameListAsShown } from './visible-list';
import { parseYield, trailingYield } from './yields';

export interface Extraction {
  method: ExtractionMethod;
  recipe: ExtractedRecipe;
}

const MAX_NAME = 200;
const MAX_DESCRIPTION = 2000;
const MAX_INSTRUCTIONS = 20_000;
const MAX_INGREDIENTS = 200;
const MAX_SOURCE_NAME = 200;
const TIME_FIELDS = ['servings', 'prepTime', 'cookTime', 'totalTime'] as const;

const clip = (text: string | null, max: number) =>
  text && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

function hostnameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Letters, digits and fractions only: '1 ½ cup (frozen )' and '1 1/2 cup frozen' compare equal. */
const compact = (line: string) =>
  line
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, '');

const unspaced = (line: string) => line.replace(/\s+/g, '');

/**
 * The page's visible ingredient list when the structured data lost the amounts ('gin' where the
 * page shows '16 cl gin'): same lines, each containing the data's words, and some with numbers the
 * data lacks; or when the data ran amount and name together ('250克奶油奶酪' where the page shows
 * '250克' next to '奶油奶酪'): the same lines but for spacing. Otherwise the data wins (the visible
 * text carries checkboxes and styling).
 */
function preferVisible(data: string[], visible: string[]): string[] {
  const shown = sameListAsShown(data, visible);
  if (shown) return shown;
  if (!data.length || data.length !== visible.length) return data;
  if (data.every((line, i) => unspaced(line) === unspaced(visible[i]!))) return visible;
  const agrees = data.every(
    (line, i) => visible[i]!.length < 300 && compact(visible[i]!).includes(compact(line)),
  );
  const addsAmounts = data.some((line, i) => !/\d/.test(line) && /\d/.test(visible[i]!));
  return agrees && addsAmounts ? visible : data;
}

// A group's heading among the ingredient lines ('For the sauce:', 'Für den Teig', 'Pour la pâte :',
// 'Per il ripieno', 'Para la masa:', 'Para o molho'): a heading, not an ingredient. Without a
// number, and either ending in a colon or opening with the languages' 'for the'.
const GROUP_OPENER =
  /^(?:for(?: the)?|für(?: den| die| das)?|pour(?: la| le| les| l['’])?|per(?: il| la| lo| le| i| gli| l['’])?|para(?: el| la| los| las| o| a| os| as)?)\s/i;
export const isGroupHeading = (line: string) =>
  line.length <= 60 &&
  !/\d/.test(line) &&
  (/[:：]\s*$/.test(line) || (GROUP_OPENER.test(line) && line.split(/\s+/).length <= 6));

/**
 * A lone entry that holds the whole list with commas ('1 Vanilleschote, 50 g Zucker, Eigelb von 1
 * Ei'): one line per part, when most parts carry an amount. ('1 onion, chopped' stays one line.)
 */
function splitGluedList(lines: string[]): string[] {
  if (lines.length !== 1) return lines;
  const parts = lines[0]!.split(/\s*[,;]\s+/).filter(Boolean);
  const amounts = parts.filter((p) => /^[\d½¼¾⅓⅔]/.test(p)).length;
  return parts.length >= 3 && amounts * 2 > parts.length ? parts : lines;
}

/**
 * Without a site name in the meta tags, the title's last part names the site when its letters are
 * the address's ('… | Donna Hay' on donnahay.com.au): that part is the site's name.
 */
function siteFromHost(url: string | null, html: string): string | null {
  const host = hostnameOf(url);
  if (!host) return null;
  const title = /<title[^>]*>([^<]{1,300})<\/title>/i.exec(html)?.[1] ?? '';
  const last = /[|\-–—:·•»]\s*([^|\-–—:·•»]{2,40})$/.exec(title.trim())?.[1]?.trim();
  const letters = last?.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return last && letters && letters.length >= 4 && host.replace(/[^a-z0-9]+/g, '').includes(letters)
    ? last
    : null;
}

/** The page's description (its introduction) at the head of the steps is not a step. */
function withoutDescription(lines: string[], description: string | null): string[] {
  const about = description ? compact(description) : '';
  const first = lines[0] ? compact(lines[0]) : '';
  const isIntro =
    about.length >= 40 && first.length >= 40 && (about.startsWith(first) || first.startsWith(about));
  return isIntro && lines.length > 1 ? lines.slice(1) : [...lines];
}

/** The first non-empty value among the sources, field by field. */
function firstOf<K extends keyof RawRecipe>(sources: (RawRecipe | null)[], key: K): RawRecipe[K] | null {
  for (const source of sources) {
    const value = source?.[key];
    if (value == null) continue;
    if ((typeof value === 'string' || Array.isArray(value)) && value.length === 0) continue;
    return value;
  }
  return null;
}

/**
 * The limits above are the recipe form's (contracts/recipes.ts), so that an import can be saved as
 * it is. The recipe on a page, from (in order) schema.org JSON-LD, microdata, and the page's own lists and
 * headings; the meta tags give the name, description and site when those say nothing. A field the
 * first source lacks is taken from the next. Null when the page holds no recipe: nothing but a
 * title is not one.
 */
export function extractRecipe(html: string, options: { url?: string | null } = {}): Extraction | null {
  // htmlparser2 (not parse5): 5-10 times faster on large pages, and forgiving enough for reading.
  // It adds no <body> to a fragment (a pasted part of a page), and the page scans start at <body>.
  const page = /<body[\s>]/i.test(html) ? html : `<body>${html}</body>`;
  const $ = load(page, { xml: { xmlMode: false, decodeEntities: true } });
  const jsonLd = readJsonLdRecipe($);
  // The meta tags only fill what the JSON-LD leaves open (the site's name always comes from them).
  // Read before microdata, which drops the scripts inside its properties from the document.
  const siteName = pageSiteName($);
  const headline = jsonLd?.recipe.name
    ? null
    : pageHeadline($, siteName ?? siteFromHost(options.url ?? pageCanonicalUrl($), html));
  const metaDescription = jsonLd?.recipe.description ? null : pageDescription($);
  const canonicalUrl = options.url == null ? pageCanonicalUrl($) : null;
  const microdata = readMicrodataRecipe($);
  const structured = [jsonLd?.recipe ?? null, microdata].filter((r): r is RawRecipe => r != null);
  // A single long ingredient 'line' is a list the site glued together: the page's own list is better.
  for (const r of structured) {
    r.ingredientLines = splitGluedList(r.ingredientLines);
    if (r.ingredientLines.length === 1 && r.ingredientLines[0]!.length > 120) r.ingredientLines = [];
  }
  // The page's own steps and labelled times only count where the structured data has none (or one
  // block of steps): a complete recipe skips those scans, and the output is the same either way.
  const plain = readHtmlRecipe($, {
    steps:
      structured.every((r) => !r.instructionLines.length) ||
      structured.some((r) => r.instructionLines.length === 1),
    times: TIME_FIELDS.some((key) => structured.every((r) => r[key] == null)),
  });
  if (plain)
    for (const r of structured) r.ingredientLines = preferVisible(r.ingredientLines, plain.ingredientLines);
  // One block of steps in the data while the page lists them one by one: the page's list is better.
  for (const r of structured) {
    if (r.instructionLines.length === 1 && (plain?.instructionLines.length ?? 0) > 1) r.instructionLines = [];
  }
  const sources = [...structured, plain];

  // Named for where the recipe's body (its ingredients, else its steps) came from.
  const body = (r: RawRecipe | null) => Boolean(r?.ingredientLines.length || r?.instructionLines.length);
  const method: ExtractionMethod =
    jsonLd && body(jsonLd.recipe) ? 'json-ld' : microdata && body(microdata) ? 'microdata' : 'html';
  // Group headings are no lines: each line keeps the heading it is under as its group (issue 28).
  const ingredients = groupedIngredients(
    firstOf(sources, 'ingredientLines') ?? [],
    isGroupHeading,
    MAX_INGREDIENTS,
  );
  const description = firstOf(sources, 'description') ?? metaDescription;
  const instructionLines = withoutDescription(firstOf(sources, 'instructionLines') ?? [], description);
  // 'Serves 4' closing the last step is the recipe's yield, not part of the step.
  const closing = instructionLines.length ? trailingYield(instructionLines.at(-1)!) : null;
  if (closing) instructionLines[instructionLines.length - 1] = closing.step;
  const name = firstOf(sources, 'name') || (headline && pageTitle(headline));
  if (!name || (!ingredients.length && !instructionLines.length)) return null;

  const source = options.url ?? (canonicalUrl && canonicalUrl.length <= 2000 ? canonicalUrl : null);
  const prepTime = firstOf(sources, 'prepTime');
  const cookTime = firstOf(sources, 'cookTime');
  const totalTime = firstOf(sources, 'totalTime');
  const tags = cleanTags(firstOf(sources, 'tags') ?? []).slice(0, MAX_RECIPE_TAGS);
  return {
    method,
    recipe: {
      name: clip(name, MAX_NAME)!,
      description: clip(description, MAX_DESCRIPTION),
      servings: firstOf(sources, 'servings') ?? (closing ? parseYield(closing.yieldText) : null),
      prepTime,
      cookTime,
      totalTime:
        totalTime ?? (prepTime != null || cookTime != null ? (prepTime ?? 0) + (cookTime ?? 0) : null),
      instructions: clip(instructionLines.join('\n') || null, MAX_INSTRUCTIONS),
      sourceName: clip(
        siteName ?? firstOf(sources, 'publisherName') ?? jsonLd?.siteName ?? hostnameOf(source),
        MAX_SOURCE_NAME,
      ),
      source: source ?? null,
      ingredients,
      ...(tags.length ? { tags } : {}),
    },
  };
}
