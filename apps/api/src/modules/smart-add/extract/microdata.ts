import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { AFTER_STEPS } from './html-recipe';
import { type RawRecipe, readSchemaRecipe, type SchemaNode } from './schema-recipe';

const SRC_TAGS = new Set(['img', 'audio', 'video', 'source', 'iframe', 'embed', 'track']);
const HREF_TAGS = new Set(['a', 'area', 'link']);

/** An itemprop's value per the microdata rules; text values stay HTML so line breaks survive. */
function propValue($: CheerioAPI, el: Element): string {
  const $el = $(el);
  const tag = el.tagName.toLowerCase();
  const content = $el.attr('content');
  if (tag === 'meta') return content ?? '';
  if (content != null && content.trim() !== '') return content;
  if (SRC_TAGS.has(tag)) return $el.attr('src') ?? '';
  if (HREF_TAGS.has(tag) && $el.attr('href')) return $el.attr('href') ?? '';
  if (tag === 'time') return $el.attr('datetime') ?? $el.text();
  if (tag === 'data' || tag === 'meter') return $el.attr('value') ?? $el.text();
  $el.find('script, style, noscript').remove();
  return $el.html() ?? '';
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A step property under a heading that names a tip or a note ('Tipp zu diesem Rezept', 'Notes'):
 * the site marked its tip as a step, and it is none. The nearest heading before it decides.
 */
function underNoteHeading($: CheerioAPI, el: Element): boolean {
  for (let node = el.prev; node; node = node.prev) {
    if (node.type !== 'tag') continue;
    const tag = (node as Element).tagName;
    if (HEADINGS.has(tag)) return AFTER_STEPS.test($(node).text().replace(/\s+/g, ' ').trim());
  }
  return false;
}
const STEP_PROPS = new Set(['recipeInstructions', 'instructions']);

/**
 * One step property holding the steps and, under a heading of its own, a note or more information
 * ('<ol>…</ol><h3>Additional information</h3><ul><li>Credits: …</li></ul>'): the steps end there.
 */
function stepsBeforeNoteHeading($: CheerioAPI, prop: Element): string {
  const html = propValue($, prop);
  const note = $(prop)
    .find('h1, h2, h3, h4, h5, h6')
    .toArray()
    .find((heading) => AFTER_STEPS.test($(heading).text().replace(/\s+/g, ' ').trim()));
  if (!note) return html;
  const at = html.indexOf($.html(note));
  return at > 0 ? html.slice(0, at) : html;
}

/** One itemscope as a plain schema.org-like object (nested itemscopes become nested objects). */
export function microdataItem($: CheerioAPI, scope: Element, depth = 0): SchemaNode {
  const types = ($(scope).attr('itemtype') ?? '').split(/\s+/).filter(Boolean);
  const node: SchemaNode = { '@type': types.map((t) => t.replace(/\/+$/, '')) };
  if (depth > 8) return node;
  $(scope)
    .find('[itemprop]')
    .each((_, prop) => {
      if ($(prop).parent().closest('[itemscope]')[0] !== scope) return;
      const names = ($(prop).attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.some((name) => STEP_PROPS.has(name)) && underNoteHeading($, prop)) return;
      const value = $(prop).is('[itemscope]')
        ? microdataItem($, prop, depth + 1)
        : names.some((name) => STEP_PROPS.has(name))
          ? stepsBeforeNoteHeading($, prop)
          : propValue($, prop);
      for (const name of names) {
        const existing = node[name];
        if (existing === undefined) node[name] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else node[name] = [existing, value];
      }
    });
  return node;
}

const asList = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** The page's schema.org (or older data-vocabulary.org) Recipe from microdata. */
export function readMicrodataRecipe($: CheerioAPI): RawRecipe | null {
  let best: RawRecipe | null = null;
  $('[itemscope][itemtype]').each((_, el) => {
    if (!/(schema|data-vocabulary)\.org\/Recipe\b/i.test($(el).attr('itemtype') ?? '')) return;
    const item = microdataItem($, el);
    // Pages that mark the list under two names mean the same list: one name wins, never both.
    const recipe = readSchemaRecipe(
      {
        ...item,
        recipeIngredient: asList(item.recipeIngredient ?? item.ingredients ?? item.ingredient),
        recipeInstructions: item.recipeInstructions ?? item.instructions,
        recipeYield: item.recipeYield ?? item.yield,
        description: item.description ?? item.summary,
      },
      undefined,
      { html: true },
    );
    if (!best || recipe.ingredientLines.length > best.ingredientLines.length) best = recipe;
  });
  return best;
}
