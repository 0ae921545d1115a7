import type { ImportedIngredient } from '@kitching/contracts';
import { parseIngredientLine } from '../ingredients/parse-ingredient-line';

/** A group heading's own words: 'For the sauce:' is 'For the sauce'. */
export const groupHeadingText = (line: string) => line.replace(/\s*[:：]\s*$/, '').trim();

/**
 * The page's ingredient lines, parsed, each with the heading of the group it is under (issue 28):
 * a heading is not an ingredient, so it is no line of its own and the lines are counted as before.
 */
export function groupedIngredients(
  lines: readonly string[],
  isHeading: (line: string) => boolean,
  max: number,
): ImportedIngredient[] {
  let group: string | undefined;
  const out: ImportedIngredient[] = [];
  for (const line of lines) {
    if (isHeading(line)) {
      group = groupHeadingText(line) || undefined;
      continue;
    }
    if (out.length >= max) break;
    const parsed = parseIngredientLine(line);
    if (parsed.name || parsed.quantity) out.push(group ? { ...parsed, group } : parsed);
  }
  return out;
}
