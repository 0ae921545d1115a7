/**
 * The page's visible ingredient list against the structured data's: whether the data cut lines of
 * the page in two ('Sea salt and freshly ground black pepper' shown, 'Sea salt' and 'Freshly ground
 * black pepper' in the data). Then the data lost what the author wrote, and the page's list is the
 * recipe as written. (Other rewrites, notes put in brackets or '½' written '1/2', leave the data as
 * it is: most sites' data is the list their readers expect.)
 */

const VULGAR = /[\u00bc-\u00be\u2150-\u215e]/g;

/** The line's numbers in order, fractions alike however written: '1½' and '1 1/2' both give 1, 1/2. */
function numbersOf(line: string): string {
  return (
    line
      .replace(VULGAR, (c) => ` ${c.normalize('NFKC')}`)
      .replace(/\u2044/g, '/')
      .match(/\d+(?:[.,/]\d+)?/g)
      ?.join(' ') ?? ''
  );
}

/** The line's words (letters only, lower case). */
const wordsOf = (line: string) => new Set(line.toLowerCase().match(/\p{L}+/gu) ?? []);

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;

/** Same numbers, and at least half of all their words in common (Dice): one line written two ways. */
function sameLine(data: string, visible: string): boolean {
  if (numbersOf(data) !== numbersOf(visible)) return false;
  const a = wordsOf(data);
  const b = wordsOf(visible);
  if (!a.size || !b.size) return a.size === b.size;
  return (2 * shared(a, b)) / (a.size + b.size) >= 0.5;
}

/** Every word and number of the data's line is in the visible line: a part the data split off. */
function partOf(data: string, visible: string): boolean {
  const a = wordsOf(data);
  const numbers = numbersOf(data);
  return a.size > 0 && shared(a, wordsOf(visible)) === a.size && numbersOf(visible).includes(numbers);
}

/**
 * Whether data[0..] and visible[from..] are the same list: line by line the same line (`sameLine`),
 * or a visible line the data split into consecutive parts, each wholly inside it. The visible list
 * it matched when at least one line was split, else null.
 */
function alignFrom(data: string[], visible: string[], from: number): string[] | null {
  let i = 0;
  let j = from;
  let split = false;
  while (i < data.length) {
    const shown = visible[j];
    if (shown === undefined) return null;
    let parts = 0;
    while (i + parts < data.length && partOf(data[i + parts]!, shown)) parts++;
    if (parts < 2 && !sameLine(data[i]!, shown)) return null;
    split ||= parts >= 2;
    i += Math.max(parts, 1);
    j++;
  }
  return split ? visible.slice(from, j) : null;
}

/**
 * The visible lines that are the data's list as the page shows it, when the data split some of
 * them; else null. The visible lines may have others before the list (a caption, a tip).
 */
export function sameListAsShown(data: string[], visible: string[]): string[] | null {
  if (data.length < 2 || visible.length < 2) return null;
  for (let from = 0; from + 1 < visible.length; from++) {
    if (!sameLine(data[0]!, visible[from]!) && !partOf(data[0]!, visible[from]!)) continue;
    const shown = alignFrom(data, visible, from);
    if (shown) return shown;
  }
  return null;
}
