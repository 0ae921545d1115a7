import { load } from 'cheerio';
import { jsonLdNodes, resolverFor } from '../../smart-add/extract/json-ld';
import { parseLenientJson } from '../../smart-add/extract/lenient-json';
import { hasType, isObject, type SchemaNode } from '../../smart-add/extract/schema-recipe';
import { emptyResult, type FormatReader, type ImportSource, type SourceFile } from './import-format';
import { baseName, expand, head, readEach } from './reader-kit';
import { schemaDraft } from './schema-draft';

/**
 * Any file of schema.org Recipe JSON-LD: one object, a list, an @graph, or HTML pages with
 * <script type="application/ld+json">; every Recipe in it is one recipe.
 */

const JSON_EXT = /\.(?:json|jsonld)$/i;
const HTML_EXT = /\.x?html?$/i;
const MAX_DEPTH = 12;

/** Every object of a JSON-LD value, depth-bounded (a 10,000-level file stops here, not the stack). */
function nodesOf(value: unknown): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(v)) {
      for (const item of v) visit(item, depth + 1);
      return;
    }
    if (!isObject(v)) return;
    nodes.push(v);
    for (const child of Object.values(v)) if (typeof child === 'object' && child) visit(child, depth + 1);
  };
  visit(value, 0);
  return nodes;
}

async function nodesIn(file: SourceFile): Promise<SchemaNode[]> {
  const raw = await file.text();
  const start = raw.trimStart()[0];
  if (start === '{' || start === '[') return nodesOf(parseLenientJson(raw));
  if (HTML_EXT.test(file.path) || /<script/i.test(raw)) return jsonLdNodes(load(raw));
  return [];
}

/** Files worth a look: JSON and HTML, but not Nextcloud's recipe.json folders (their own format). */
const candidates = (source: ImportSource) =>
  source.files.some((f) => baseName(f.path).toLowerCase() === 'recipe.json')
    ? []
    : source.files.filter((f) => JSON_EXT.test(f.path) || HTML_EXT.test(f.path) || !/\.[^/]+$/.test(f.path));

const RECIPE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:https?:\/\/schema\.org\/)?Recipe"/;

export const jsonldReader: FormatReader = {
  format: 'jsonld',
  label: 'Schema.org Recipe (JSON-LD)',
  async detect(upload) {
    const source = await expand(upload);
    for (const file of candidates(source).slice(0, 5)) {
      if (RECIPE_TYPE.test(await head(file, 64 * 1024))) return true;
    }
    return false;
  },
  async read(upload) {
    const source = await expand(upload);
    const result = emptyResult();
    for (const file of candidates(source)) {
      let nodes: SchemaNode[];
      try {
        nodes = await nodesIn(file);
      } catch {
        result.skipped.push({ name: baseName(file.path), reason: 'The file could not be read' });
        continue;
      }
      const resolve = resolverFor(nodes);
      const recipes = nodes.filter((n) => hasType(n, 'Recipe'));
      await readEach(
        result,
        recipes,
        (n) => (typeof n.name === 'string' ? n.name : undefined),
        (n) => schemaDraft(n, resolve),
      );
    }
    return result;
  },
};
