import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'footer',
  'iframe',
  'select',
]);
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * An element's visible text as lines, the way a browser breaks it (blocks, cells, <br>). `lineOf`
 * may read an element as one line of its own (null: read it as usual).
 */
export function elementLines(root: AnyNode | undefined, lineOf?: (el: Element) => string | null): string[] {
  const out: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
    line = '';
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      line += (node as unknown as { data: string }).data.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '');
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as unknown as { tagName: string; children: AnyNode[] };
    if (SKIP_TAGS.has(el.tagName)) return;
    const own = lineOf?.(node as Element);
    if (own) {
      flush();
      out.push(own);
      return;
    }
    const block = BLOCK_TAGS.has(el.tagName);
    if (block) flush();
    for (const child of el.children) walk(child);
    if (block) flush();
  };
  if (root) walk(root);
  flush();
  return out;
}

/** The page's visible text as lines. */
export const pageLines = ($: CheerioAPI) => elementLines($('body')[0]);

/** An element's visible text on one line. */
export const elementText = (root: AnyNode | undefined) => elementLines(root).join(' ');
