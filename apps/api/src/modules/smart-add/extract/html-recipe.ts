import type { CheerioAPI } from 'cheerio';
import type { Element, Text } from 'domhandler';
import { readTimesAndYield } from './html-times';
import { elementLines, elementText } from './page-text';
import { type RawRecipe, tidyIngredientLine, tidyInstructions, withoutTrailingNotes } from './schema-recipe';

// Where a page without structured data keeps its recipe: containers named for it (class or id) or
// lists after a heading that says so. English first, then the languages recipe sites use most.
const INGREDIENT_NAME = /ingredi|zutat|sk[lł]adnik/i;
const STEP_NAME =
  /instruction|direction|method|preparation|recipe-steps|zubereitung|bereiding|werkwijze|przygotowanie|anleitung|istruzion|procedimento|fremgangsm|preparaci|elaboraci|modo-de-prepar|modo_de_prepar/i;
// Chinese and Japanese headings ('用料', '材料') stand outside the word boundary, which is ASCII-only.
const INGREDIENT_HEADING =
  /^(?:(?:the\s+|for the\s+|die\s+|les\s+|los\s+|gli\s+|os\s+)?(?:ingredients?|zutaten|ingredi[eë]nten|benodigdheden|ingrédients|ingredientes|ingredienti|ingredienser|sk[lł]adniki|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need|du brauchst|sie brauchen)(?![\p{L}])|用料|食材|材料)/iu;
const STEP_HEADING =
  /^(?:the\s+|die\s+|la\s+|le\s+|les\s+|el\s+|il\s+|o\s+)?(?:instructions?|directions?|method|procedure|preparation|steps|zubereitung|anleitung|bereiding(?:swijze)?|werkwijze|préparation|étapes|instructions de préparation|preparación|elaboración|instrucciones|pasos|procedimento|preparazione|istruzioni|modo de (?:preparo|preparação|fazer)|preparo|preparação|przygotowanie|fremgangsmåde|sådan gør du|how to make)(?![\p{L}])/iu;
const AWAY_TAGS = new Set([
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'script',
  'style',
  'noscript',
  'template',
]);
const AWAY_CLASS =
  /^(?:comments?|comment-list|commentlist|sidebar|widget|widget-area|related|related-posts|related-recipes|menu|sub-menu|nav-menu|nav-tabs|share|sharing|social|breadcrumbs?)$|^(?:widget_|menu-item)/i;
const AWAY_ROLES = new Set([
  'navigation',
  'tablist',
  'tab',
  'menu',
  'menubar',
  'banner',
  'contentinfo',
  'dialog',
]);
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const INLINE = new Set(['strong', 'b', 'span', 'em', 'i', 'u', 'a', 'label']);
const MAX_ITEMS = 120;

const quickText = ($: CheerioAPI, el: Element) => $(el).text().replace(/\s+/g, ' ').trim();
// Straight from the attributes (what $(el).attr gives for these two): this runs for every element
// with a class or id, and wrapping each in a Cheerio object was most of the ingredient scan's time.
const labelOf = (el: Element) => `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`;
/** The heading's words without leading emoji or numbering ('🛒 What You'll Need'). */
const headingText = (text: string) => text.replace(/^[^\p{L}]+/u, '').replace(/[\s:]+$/, '');

/** Inside navigation, comments, sidebars and the like: never the recipe. */
function awayChecker($: CheerioAPI) {
  const cache = new Map<Element, boolean>();
  const away = (el: Element | null): boolean => {
    if (!el?.tagName || el.tagName === 'body') return false;
    const known = cache.get(el);
    if (known !== undefined) return known;
    const classes = ($(el).attr('class') ?? '').split(/\s+/);
    const result =
      AWAY_TAGS.has(el.tagName) ||
      AWAY_ROLES.has($(el).attr('role') ?? '') ||
      classes.some((c) => AWAY_CLASS.test(c)) ||
      away(el.parent as Element | null);
    cache.set(el, result);
    return result;
  };
  return away;
}

/**
 * List items with no list inside them (so nested lists are not read twice). With `rows`, a table
 * with no list items gives its rows of two or more cells instead (ingredient tables: name | amount).
 */
function leafItems($: CheerioAPI, root: Element, rows = false): Element[] {
  if (root.tagName === 'li' || (rows && root.tagName === 'tr')) return [root];
  const items = $(root)
    .find('li')
    .toArray()
    .filter((li) => $(li).find('li').length === 0);
  if (items.length || !rows) return items;
  return $(root)
    .find('tr')
    .toArray()
    .filter((tr) => $(tr).find('tr').length === 0 && $(tr).children('td, th').length >= 2);
}

const AMOUNT_START = /^[\d½¼¾⅓⅔⅛⅜⅝⅞]/;
const GROUP_CELL = /\b(?:bold|heading|title|group|section)\b/i;

/**
 * A list entry's text. A table row reads amount first ('butter | 50 g' is '50 g butter'), and a row
 * whose only filled cell is a header or bold ('Sauce' over its ingredients) is a group heading: ''.
 */
function itemText($: CheerioAPI, el: Element): string {
  if (el.tagName !== 'tr') return elementText(el);
  const cells = $(el)
    .children('td, th')
    .toArray()
    .map((cell) => ({ cell, text: elementText(cell) }))
    .filter((c) => c.text);
  if (cells.length === 1) {
    const { cell, text } = cells[0]!;
    const bold =
      $(cell).children('strong, b').length > 0 && quickText($, $(cell).children('strong, b')[0]!) === text;
    return cell.tagName === 'th' || GROUP_CELL.test($(cell).attr('class') ?? '') || bold ? '' : text;
  }
  const [first, second] = cells;
  if (cells.length === 2 && !/\d/.test(first!.text) && AMOUNT_START.test(second!.text))
    return `${second!.text} ${first!.text}`;
  return cells.map((c) => c.text).join(' ');
}

const children = (el: Element) =>
  el.children.filter((c) => c.type === 'tag' || (c.type === 'text' && (c as unknown as Text).data.trim()));

/**
 * An ingredient shown as its name over its amount, each in a block of its own ('<div><div>Fenchel
 * </div><div>1 Stk.</div></div>'): one line, amount first ('1 Stk. Fenchel'), as a table's row reads.
 */
function nameOverAmount(el: Element): string | null {
  const parts = children(el);
  if (parts.length !== 2 || parts.some((p) => p.type !== 'tag' || !BLOCKS.has((p as Element).tagName)))
    return null;
  const [name, amount] = parts.map((p) => elementText(p));
  if (!name || !amount || /\d|:$/.test(name) || name.length > 60) return null;
  return AMOUNT_START.test(amount) && amount.length <= 20 && amount.split(' ').length <= 2
    ? `${amount} ${name}`
    : null;
}

/** A block's lines, each name over its amount as one line when the block shows two or more such. */
function ingredientBlockLines(node: Element): string[] {
  let pairs = 0;
  const lines = elementLines(node, (el) => {
    const line = nameOverAmount(el);
    if (line) pairs++;
    return line;
  });
  return pairs >= 2 ? lines : elementLines(node);
}
const BLOCKS = new Set(['div', 'p', 'span']);

/**
 * Steps end at a heading inside their container that names a note or more information
 * ('<ol>…</ol><h3>Additional information</h3><ul><li>Credits…</li></ul>'): the container as read,
 * a copy without that heading and what follows it when there is one.
 */
function stepsScope($: CheerioAPI, container: Element): Element {
  const note = $(container)
    .find(HEADINGS)
    .toArray()
    .find((el) => AFTER_STEPS.test($(el).text().replace(/\s+/g, ' ').trim()));
  if (!note) return container;
  const copy = $(container).clone()[0]!;
  const path: number[] = [];
  for (let node: Element = note; node !== container; node = node.parent as Element)
    path.unshift($(node.parent!).children().index(node));
  let cut: Element = copy;
  for (const index of path) cut = $(cut).children()[index]!;
  for (let node: Element = cut; node !== copy; node = node.parent as Element) {
    $(node).nextAll().remove();
  }
  $(cut).remove();
  return copy;
}

/** Lines from the containers whose class or id names the part ('recipe-ingredients', '#method'). */
function linesByName(
  $: CheerioAPI,
  away: (el: Element) => boolean,
  name: RegExp,
  other: RegExp,
  paragraphs: boolean,
) {
  const taken = new Set<Element>();
  const groups: string[][] = [];
  let text: string[] = [];
  $('body [class], body [id]').each((_, el) => {
    const label = labelOf(el);
    if (!name.test(label) || other.test(label) || away(el)) return;
    if (
      $(el)
        .parents()
        .toArray()
        .some((p) => taken.has(p as Element))
    )
      return;
    const scope = paragraphs ? stepsScope($, el) : el;
    const leaves = leafItems($, scope, !paragraphs).filter((li) => !other.test(labelOf(li)));
    if (leaves.length > MAX_ITEMS) return;
    if (leaves.length) {
      taken.add(el);
      const lines = leaves
        .map((li) => tidyIngredientLine(itemText($, li)))
        .filter((l) => l.length > 1 && l.length < 500);
      // The same list twice (a phone and a desktop version of the card) is read once.
      const key = lines.join('\n');
      if (lines.length < 2 || !groups.some((g) => g.join('\n') === key)) groups.push(lines);
    } else if (paragraphs && !text.length) {
      // Paragraphs named for the part themselves ('<p class="instructions">') are its lines; the
      // others beside them (an introduction) are not.
      const all = $(scope).find('p').toArray();
      const named = all.filter((p) => name.test(labelOf(p)));
      const ps = named.length >= 2 ? named : all;
      text = (ps.length ? ps.map((p) => elementText(p)) : elementLines(scope)).filter(Boolean);
      if (text.length < 2 || text.length > MAX_ITEMS) text = [];
    }
  });
  const lines = groups.flat();
  return lines.length >= 2 ? lines : text;
}

const isHeadingLike = ($: CheerioAPI, el: Element, text: string) =>
  $(el).is(HEADINGS) ||
  (text.length < 60 &&
    ($(el).is('strong, b') || ($(el).is('p, div, span') && $(el).find('strong, b').length > 0)));

/** Whether paragraphs count as lines: always (steps), only before a list (ingredients), never. */
type Paragraphs = boolean | 'before-lists';

const headingLevel = (el: Element) => (/^h[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : 7);

/**
 * Lines following `start` (its next siblings), up to the next heading of the same level or higher;
 * deeper headings ('Step 1: Prep') are step titles and are skipped. Steps written as paragraphs
 * (two or more) are one paragraph each: a <br> inside one is its layout, not a new step.
 * (Ingredient lines keep their <br>s: '200 g flour<br>2 eggs' are two.)
 */
function linesAfter($: CheerioAPI, start: Element, stop: RegExp, paragraphs: Paragraphs): string[] {
  const parts: { lines: string[]; paragraph: boolean }[] = [];
  let count = 0;
  const push = (lines: string[], paragraph = false) => {
    parts.push({ lines, paragraph });
    count += lines.length;
  };
  let listed = false;
  const level = headingLevel(start);
  for (let node = $(start).next()[0]; node && count <= MAX_ITEMS; node = $(node).next()[0]) {
    const text = quickText($, node);
    if (text.length < 60 && stop.test(headingText(text))) break;
    if ($(node).is(HEADINGS)) {
      if (headingLevel(node) <= level) break;
      continue;
    }
    if ($(node).is('p, div') && text.length < 60 && $(node).find('strong, b').length && !/\d/.test(text)) {
      if (quickText($, $(node).find('strong, b')[0]!) === text) break;
    }
    const items = leafItems(
      $,
      paragraphs === true ? stepsScope($, node) : node,
      paragraphs === 'before-lists',
    );
    if (items.length) {
      push(items.map((li) => itemText($, li)));
      listed = true;
    } else if (listed && !paragraphs) break;
    else if ($(node).is('p, div') && text) {
      // An ingredient list may open with a line or two of text; once it has had its list, the
      // next paragraph is something else.
      if (listed && paragraphs === 'before-lists') break;
      if (paragraphs === 'before-lists') push(ingredientBlockLines(node));
      else if (paragraphs) push(elementLines(node), node.tagName === 'p');
    }
  }
  const byParagraph = parts.filter((part) => part.paragraph).length >= 2;
  return parts
    .flatMap((part) => (byParagraph && part.paragraph ? [part.lines.join(' ')] : part.lines))
    .filter(Boolean);
}

/**
 * Lines after a heading that names the part ('Ingredients', 'Zubereitung'): list items, or
 * paragraphs, up to the next heading. A heading inside a paragraph ('<p><strong>Method</strong><br>
 * Heat…') starts with the rest of that paragraph.
 */
function linesAfterHeading(
  $: CheerioAPI,
  away: (el: Element) => boolean,
  heading: RegExp,
  stop: RegExp,
  paragraphs: Paragraphs,
) {
  for (const el of $('body').find(`${HEADINGS}, p, strong, b, div, span, dt`).toArray()) {
    const raw = $(el).text();
    if (raw.length > 120) continue;
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!heading.test(headingText(text)) || !isHeadingLike($, el, text) || away(el)) continue;
    let start: Element = el;
    const first: string[] = [];
    while (start.parent && INLINE.has(start.tagName) && (start.parent as Element).tagName) {
      start = start.parent as Element;
    }
    if (start !== el && quickText($, start) !== text) {
      // The heading opens a paragraph: the paragraph's other lines come first.
      first.push(...elementLines(start).filter((line) => headingText(line) !== headingText(text)));
    }
    for (let level = 0; level < 3; level++) {
      const lines = [...first, ...linesAfter($, start, stop, paragraphs)];
      if (lines.length) return lines;
      const parent = start.parent as Element | null;
      if (!parent?.tagName || quickText($, parent).length > text.length + 40) break;
      start = parent;
    }
  }
  return [];
}

/** A heading after the steps: notes, tips, nutrition... (in the languages recipes come in). */
export const AFTER_STEPS =
  /^(?:notes?|tips?|nutrition|video|variations?|storage|serving suggestions?|recipe notes|tipps?|hinweis(?:e)?|n[äa]hrwerte|astuces?|conseils?|remarques?|consigli|note|consejos?|notas?|dicas?|informa[çc][ãa]o nutricional|valori nutrizionali|valeurs nutritionnelles|additional information|more information|weitere informationen|zus[äa]tzliche informationen|informations? compl[ée]mentaires?|informazioni aggiuntive|informaci[óo]n adicional|informa[çc][õo]es adicionais)(?![\p{L}])/iu;
// 'STEP 1 | Preheat…', 'Schritt 2: Mix…', '3. Bake…': the number is the list's, not the step's.
const STEP_PREFIX =
  /^(?:(?:step|schritt|étape|etape|paso|passo|passaggio|etapa)\s*\d+\s*[|:.)-]|\d{1,2}\s*[.)]\s+(?=\p{L}))\s*/iu;

/** Which parts the caller still needs: a part its structured data already settles is not read. */
export interface HtmlRecipeNeeds {
  steps: boolean;
  /** Times and servings from the page's labels. */
  times: boolean;
}
const NO_TIMES = { servings: null, prepTime: null, cookTime: null, totalTime: null };

/**
 * A recipe from a page's own markup when it publishes no structured data. The ingredient list is
 * always read (extractRecipe may prefer it to the data's); parts left out by `needs` come back empty.
 */
export function readHtmlRecipe(
  $: CheerioAPI,
  needs: HtmlRecipeNeeds = { steps: true, times: true },
): RawRecipe | null {
  const away = awayChecker($);
  let ingredientLines = linesByName($, away, INGREDIENT_NAME, STEP_NAME, false);
  if (!ingredientLines.length)
    ingredientLines = linesAfterHeading($, away, INGREDIENT_HEADING, STEP_HEADING, 'before-lists');
  // One line under an 'Ingredients' heading is a caption, not a list.
  if (ingredientLines.length < 2) ingredientLines = [];
  // Without ingredients the steps decide whether this is a recipe at all, and so whether its times count.
  const readSteps = needs.steps || (needs.times && !ingredientLines.length);
  let instructionLines = readSteps ? linesByName($, away, STEP_NAME, INGREDIENT_NAME, true) : [];
  if (readSteps && !instructionLines.length)
    instructionLines = linesAfterHeading($, away, STEP_HEADING, AFTER_STEPS, true);
  instructionLines = withoutTrailingNotes(
    tidyInstructions(instructionLines.map((line) => line.replace(STEP_PREFIX, ''))),
  );
  // Some pages name their ingredient list with a word that also means 'preparation'.
  if (instructionLines.join('\n') === ingredientLines.join('\n')) instructionLines = [];
  if (!ingredientLines.length && !instructionLines.length) return null;
  return {
    name: '',
    description: null,
    ingredientLines,
    instructionLines,
    publisherName: null,
    ...(needs.times ? readTimesAndYield($) : NO_TIMES),
  };
}
