import { parse } from 'yaml';
import { isRecord } from './reader-kit';

/**
 * YAML front matter ('---' lines around it at the top of a file), as Chowdown's Jekyll pages and
 * Cooklang's newer files write their metadata. The yaml library bounds alias expansion.
 */
export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
}

const FENCE = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export const hasFrontMatter = (text: string) => FENCE.test(text);

/** The front matter and the rest; throws with a readable reason when the YAML is broken. */
export function frontMatter(text: string): FrontMatter {
  const m = FENCE.exec(text);
  if (!m) return { data: {}, body: text };
  let data: unknown;
  try {
    data = parse(m[1]!, { maxAliasCount: 50 });
  } catch {
    throw new Error('The front matter is not valid YAML');
  }
  return { data: isRecord(data) ? data : {}, body: text.slice(m[0].length) };
}
