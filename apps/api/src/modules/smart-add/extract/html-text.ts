import { load } from 'cheerio';

const TAG_OR_ENTITY = /<[a-z!/][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
const BLOCK_TAG =
  /<\/?(?:p|li|div|h[1-6]|tr|td|th|dt|dd|ul|ol|table|section|article|blockquote|header|footer)\b[^>]*>/gi;
const ITEM_TAG = /^<\/?(?:li|h[1-6]|dt|dd|tr)\b/i;

/**
 * Where lines break:
 * - 'none': one line.
 * - 'text': plain text (JSON-LD): newlines, and <br> or block ends if the text carries HTML.
 * - 'blocks': HTML: <br> and block ends (p, li, div, headings...); source newlines are layout.
 * - 'items': HTML: <br>, list items and headings only (one step may have paragraphs; divs are layout).
 */
export type LineBreaks = 'none' | 'text' | 'blocks' | 'items';

const SPACES = /[\u00a0\u2007\u202f]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const BREAK = '\u2029'; // a paragraph separator marks our breaks, so that source newlines can differ

function decodeOnce(value: string, breaks: LineBreaks): string {
  const gap = breaks === 'none' ? ' ' : BREAK;
  // Block tags break the line where `breaks` says so, and at least keep words apart elsewhere.
  const html = value.replace(/<br\s*\/?>/gi, gap).replace(BLOCK_TAG, (tag) => {
    const cut = breaks === 'blocks' || breaks === 'text' || (breaks === 'items' && ITEM_TAG.test(tag));
    return cut ? `${gap}${tag}${gap}` : ` ${tag} `;
  });
  return load(html, { xml: { xmlMode: false, decodeEntities: true } }, false)
    .root()
    .text();
}

/**
 * Text as a reader sees it: entities decoded (also when a site encoded them twice, '&amp;#39;'),
 * tags stripped, invisible characters removed, whitespace collapsed; lines as `breaks` says.
 */
function toLines(value: unknown, breaks: LineBreaks): string[] {
  if (value == null) return [];
  let text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (breaks === 'text') text = text.replace(/\r\n?|\n/g, BREAK);
  for (let pass = 0; pass < 3 && TAG_OR_ENTITY.test(text); pass++) text = decodeOnce(text, breaks);
  return text
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .split(BREAK)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** One clean line of text from an HTML or plain string ('' for anything else). */
export const cleanText = (value: unknown): string => toLines(value, 'none').join(' ');

/** Clean lines from an HTML or plain string: one per line, paragraph or list item. */
export const cleanLines = (value: unknown, breaks: Exclude<LineBreaks, 'none'> = 'text'): string[] =>
  toLines(value, breaks);
