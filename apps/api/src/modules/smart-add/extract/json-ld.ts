import type { CheerioAPI } from 'cheerio';
import { parseLenientJson } from './lenient-json';
import {
  hasType,
  isObject,
  type RawRecipe,
  type Resolve,
  readSchemaRecipe,
  type SchemaNode,
} from './schema-recipe';

const MAX_DEPTH = 12;

/** Every object of every JSON-LD script on the page, in document order. */
export function jsonLdNodes($: CheerioAPI): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    // Some sites capitalise schema.org's names ('Name', 'RecipeIngredient'): read them as written right.
    for (const key of Object.keys(value)) {
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      if (lower !== key && !(lower in value)) value[lower] = value[key];
    }
    nodes.push(value);
    for (const child of Object.values(value)) {
      if (typeof child === 'object' && child !== null) visit(child, depth + 1);
    }
  };
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) return;
    visit(parseLenientJson($(el).text()), 0);
  });
  return nodes;
}

/** Follows `{ "@id": ... }` references to the full node elsewhere on the page (e.g. in @graph). */
export function resolverFor(nodes: SchemaNode[]): Resolve {
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  return (value) => {
    if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length <= 2) {
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
}

const score = (r: RawRecipe) =>
  r.ingredientLines.length * 2 + Math.min(r.instructionLines.length, 5) + (r.name ? 3 : 0);

export interface JsonLdRecipe {
  recipe: RawRecipe;
  /** The site's own name from a WebSite or Organization node, when the page has one. */
  siteName: string | null;
}

/**
 * The page's schema.org Recipe from JSON-LD: also inside @graph, mainEntity, lists and @type
 * arrays (['Recipe', 'NewsArticle']). With several, the most complete one wins.
 */
export function readJsonLdRecipe($: CheerioAPI): JsonLdRecipe | null {
  const nodes = jsonLdNodes($);
  const resolve = resolverFor(nodes);
  let best: RawRecipe | null = null;
  for (const node of nodes) {
    if (!hasType(node, 'Recipe')) continue;
    const recipe = readSchemaRecipe(node, resolve);
    if (!best || score(recipe) > score(best)) best = recipe;
  }
  if (!best) return null;
  const site = nodes.find((n) => hasType(n, 'WebSite') && typeof n.name === 'string');
  return { recipe: best, siteName: typeof site?.name === 'string' ? site.name.trim() || null : null };
}
