/**
 * Issue 28: what a short text says of itself. A label at the start names the type ('Recipe:',
 * 'Shopping:'); a dressing or sauce written on one line, a verb and its amounts, is a recipe.
 */
import type { SmartAddResultType } from '@kitching/contracts';
import { capitalize } from './text-cues';

/** A label at the start that names the type ('Recipe: …', 'Shopping list:'), and the text after it. */
const TYPE_LABELS: [RegExp, SmartAddResultType][] = [
  [/^\s*recipe\s*[:\-–]\s*/i, 'recipe'],
  [/^\s*(?:meal\s*plan|meal|plan|dinner\s+plan)\s*[:\-–]\s*/i, 'meal_plan'],
  [/^\s*(?:inventory|stock|pantry\s+stock|in\s+stock|on\s+hand)\s*[:\-–]\s*/i, 'inventory'],
  [/^\s*(?:shopping|shopping\s+list|grocery\s+list|groceries|grocery|to\s+buy)\s*:\s*/i, 'grocery_list'],
];
export function typeLabel(text: string): { type: SmartAddResultType | null; text: string } {
  for (const [label, type] of TYPE_LABELS) {
    const m = label.exec(text);
    // A grocery list keeps its header line ('Shopping list:' alone on the first line names the list).
    if (m && m[0].length < text.length)
      return { type, text: type === 'grocery_list' ? text : text.slice(m[0].length) };
  }
  return { type: null, text };
}

/** A line that says how to make something: a kitchen verb anywhere, with two amounts or more. */
export const DRESSING_VERB =
  /\b(?:whisk|mix|combine|blend|stir|shake|toss|drizzle|pour|emulsify|season|simmer|heat|pulse|puree|purée)\b/i;
export const MEASURED =
  /\b\d+(?:[./]\d+)?\s*(?:tbsp|tsp|tablespoons?|teaspoons?|cups?|ml|g|oz|cloves?|pinch(?:es)?)\b/gi;

/**
 * 'Ranch dressing - mix 1 cup mayo, 1/2 cup buttermilk, 1 tsp dill' or 'Pancakes: 2 cups flour, 2
 * eggs' on one line: written out as a recipe is (its name, one ingredient a line, then the step).
 */
export function oneLineRecipe(text: string): string | null {
  const line = text.trim();
  const titled = /^([^:\n\d]{2,60}?)(?::|\s+[-–]\s+)\s*(\S.*)$/.exec(line);
  if (!titled || (line.match(MEASURED)?.length ?? 0) < 2) return null;
  const rest = titled[2]!;
  const verb = new RegExp(`^${DRESSING_VERB.source}\\s*(?:together\\s+)?`, 'i').exec(rest);
  const parts = rest
    .slice(verb?.[0].length ?? 0)
    .split(/\s*[,;]\s*|\s+and\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  return [titled[1]!.trim(), ...parts, ...(verb ? [capitalize(rest)] : [])].join('\n');
}
