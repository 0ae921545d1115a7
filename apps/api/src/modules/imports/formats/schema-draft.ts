import {
  isObject,
  type Resolve,
  readSchemaRecipe,
  type SchemaNode,
  textOf,
} from '../../smart-add/extract/schema-recipe';
import { base64Image, block, type Draft, heading, isHeading, splitTags, tags, text, url } from './reader-kit';

/**
 * A schema.org Recipe node (Nextcloud Cookbook's recipe.json, any JSON-LD) as a reader's draft, read
 * by smart-add's schema.org reader so that a pasted page and an imported file say the same.
 */
export function schemaDraft(node: SchemaNode, resolve: Resolve = (v) => v): Draft {
  const raw = readSchemaRecipe(node, resolve);
  const link = resolve(node.mainEntityOfPage);
  return {
    name: raw.name,
    description: raw.description ?? undefined,
    ingredients: raw.ingredientLines.flatMap((l) => (isHeading(l) ? heading(l) : [l])),
    instructions: raw.instructionLines.join('\n') || undefined,
    servings: raw.servings ?? undefined,
    prepMinutes: raw.prepTime || undefined,
    cookMinutes: raw.cookTime || undefined,
    totalMinutes: raw.totalTime || undefined,
    source: url(node.url) ?? url(isObject(link) ? link['@id'] : link),
    sourceName: raw.publisherName ?? (text(textOf(node.author, resolve)) || undefined),
    tags: tags(
      keywords(node.recipeCategory, resolve),
      keywords(node.recipeCuisine, resolve),
      keywords(node.keywords, resolve),
    ),
    image: inlineImage(resolve(node.image)),
    notes: block(node.comment && typeof node.comment === 'string' ? node.comment : undefined),
  };
}

/** 'a, b' strings, lists of strings, or { name } nodes. */
function keywords(value: unknown, resolve: Resolve): string[] {
  const v = resolve(value);
  if (Array.isArray(v)) return tags(v.flatMap((x) => keywords(x, resolve)));
  if (isObject(v)) return tags(textOf(v, resolve));
  return splitTags(v);
}

/** Only an image carried inside the file (a data: URL) is kept: a reader never fetches. */
function inlineImage(value: unknown): Draft['image'] {
  const first = Array.isArray(value) ? value[0] : value;
  const src = isObject(first) ? (first.url ?? first.contentUrl) : first;
  return typeof src === 'string' && /^data:image\/(?:jpeg|png|webp);base64,/.test(src)
    ? base64Image(src, 'image')
    : undefined;
}
