import { categoryOfFood, RECIPE_DEFAULT_SERVINGS, type RecipeDraft } from '@kitching/contracts';
import { parseDuration } from '../extract/durations';
import { parseYield } from '../extract/yields';
import { parseIngredientLine } from '../ingredients/parse-ingredient-line';
import { isMethodStep } from './method-step';
import { digitsForWords } from './read-amount';
import {
  AMOUNT_START,
  BULLET,
  COOK_TIME,
  COOKING_VERB,
  capitalize,
  cleanSpaces,
  INGREDIENTS_HEADER,
  PREP_TIME,
  SERVINGS,
  STEP_DURATION,
  STEPS_HEADER,
} from './text-cues';

export interface RecipeShape {
  /** The first line names the dish (it is not an ingredient or a header). */
  titled: boolean;
  /** Lines that read as ingredients, steps and the rest. */
  ingredients: number;
  steps: number;
  headers: number;
  lines: number;
}

type Kind = 'ingredient' | 'step' | 'meta' | 'header-ingredients' | 'header-steps' | 'other';

const META = /^(?:\(?\s*(?:serves|servings?|yields?|makes|feeds|prep|cook|total|time|ready in)\b)/i;
// '1. ricotta', '2) eggs': a list's numbering, not an amount.
const NUMBERING = /^\d{1,2}[.)]\s+/;
const words = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** What one line of a pasted recipe is, with the section it is in. */
function kindOf(numbered: string, section: 'ingredients' | 'steps' | null): Kind {
  const line = numbered.replace(NUMBERING, '');
  if (INGREDIENTS_HEADER.test(line)) return 'header-ingredients';
  if (STEPS_HEADER.test(line)) return 'header-steps';
  if (META.test(line) && words(line) <= 8) return 'meta';
  if (section === 'steps') return 'step';
  const sentence = /[.!]\s*$/.test(line) && words(line) > 4;
  // One rule for every reader: a method step is never an ingredient (method-step.ts).
  if (isMethodStep(numbered)) return 'step';
  if (section === 'ingredients') return 'ingredient';
  if (AMOUNT_START.test(line) && words(line) <= 12 && !sentence) return 'ingredient';
  if (!AMOUNT_START.test(line) && (words(line) > 8 || (sentence && words(line) > 5))) return 'step';
  return 'other';
}

function classify(lines: string[]): Kind[] {
  let section: 'ingredients' | 'steps' | null = null;
  return lines.map((line) => {
    const kind = kindOf(line, section);
    if (kind === 'header-ingredients') section = 'ingredients';
    if (kind === 'header-steps') section = 'steps';
    return kind;
  });
}

const lineList = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => cleanSpaces(line))
    .filter(Boolean);

/** How much of the text reads as a recipe (the classifier's evidence). */
export function recipeShape(text: string): RecipeShape {
  const lines = lineList(text);
  const kinds = classify(lines.slice(1));
  const first = (lines[0] ?? '').replace(NUMBERING, '');
  return {
    titled: !AMOUNT_START.test(first) && !INGREDIENTS_HEADER.test(first) && !NUMBERING.test(lines[0] ?? ''),
    ingredients: kinds.filter((k) => k === 'ingredient').length,
    steps: kinds.filter((k) => k === 'step').length,
    headers: kinds.filter((k) => k.startsWith('header')).length,
    lines: lines.length,
  };
}

/** Servings, prep and cook minutes where the text writes them. */
export function readDishNumbers(text: string): {
  servings: number | null;
  prepTime: number;
  cookTime: number;
} {
  const served = SERVINGS.exec(text) ?? /\bfor\s+(\d{1,2})\s*(?:people|persons|guests)?\s*[.!]*$/i.exec(text);
  const servings = served ? parseYield(served[1] ?? served[2] ?? served[3]) : null;
  const prep = PREP_TIME.exec(text);
  const cook = COOK_TIME.exec(text);
  let cookTime = cook ? (parseDuration(cook[1]) ?? 0) : 0;
  if (!cook) {
    for (const m of text.matchAll(STEP_DURATION)) cookTime += parseDuration(m[1]) ?? 0;
  }
  return {
    servings,
    prepTime: Math.round(prep ? (parseDuration(prep[1]) ?? 0) : 0),
    cookTime: Math.round(cookTime),
  };
}

// Words that name how a dish is made, not what goes in it.
const DISH_WORDS =
  /^(?:roast(?:ed)?|fried|grilled|baked|stuffed|pulled|smoked|night|soup|salad|stew|pie|bowl|bake|casserole|recipe)$/i;

/**
 * A meal plan or a recipe needs an ingredient: the foods its name holds ('Roast beef' → beef,
 * 'Beef stew' → beef), else the dish itself.
 */
export function foodsOfDish(name: string): RecipeDraft['ingredients'] {
  const foods = name
    .split(/\s+(?:and|&|with|n)\s+|\s+/i)
    .filter((word) => word.length > 2 && categoryOfFood(word) !== null && !DISH_WORDS.test(word));
  return (foods.length ? foods : [name]).map((food) => ({ name: food, quantity: '', unit: '' }));
}

/** Its servings, prep and cook times in brackets or after a dash: 'Chili (serves 6, cook 2 hrs)'. */
const TITLE_META = String.raw`(?:serves|servings?|makes|for\s+\d|yields?|feeds|prep|cook|bake|total|ready\s+in)`;

/**
 * 'Smoothie for 2: 1 banana, 1 cup almond milk, 2 tbsp peanut butter. Blend until smooth.' is a
 * recipe written on one line: a name (and servings) before a colon, two or more amounts, then a
 * step. Returned as lines (name, each ingredient, each step); any other text as it is.
 */
export function recipeLines(text: string): string {
  if (/\n/.test(text.trim())) return text;
  // 'recipe from nan: rice pudding - …': the label goes, the dish's name stays.
  const one = cleanSpaces(text).replace(
    /^(?:[\w']+\s+){0,3}?recipe(?:\s+(?:from|by)\s+[\w' ]{1,25}?)?\s*:\s*(?=.+\s[-–]\s)/i,
    '',
  );
  const m =
    /^([^:.\d][^:.]{1,58}?)(?:\s+for\s+(\d{1,2}|two|three|four|five|six|eight|ten|twelve))?\s*(?::|\s[-–]\s)\s*(.+)$/i.exec(
      one,
    );
  if (!m) return text;
  // The steps start at the first sentence that begins with what a cook does ('. Mash …', '. bake …').
  const [sentence, ...steps] = m[3]!.split(STEP_START);
  const parts = splitList(sentence!.replace(/[.!]$/, ''));
  const amounts = parts.filter((part) => AMOUNT_START.test(part)).length;
  if (parts.length < 2 || amounts < 2 || !steps.length || !COOKING_VERB.test(steps[0]!)) return text;
  return [`${capitalize(m[1]!.trim())}${m[2] ? ` (serves ${m[2]})` : ''}`, ...parts, ...steps].join('\n');
}
const STEP_START = new RegExp(String.raw`(?<=[.!])\s+(?=${COOKING_VERB.source.replace(/^\^/, '')})`, 'i');
const splitList = (text: string) =>
  text
    .split(/,\s*|\s+and\s+(?=\d|a\s|an\s)/i)
    .map((part) => part.trim())
    .filter(Boolean);

/** A title without its servings ('French toast (serves 2)') or a 'Recipe:' label. */
function titleOf(line: string): string {
  const title = cleanSpaces(
    line
      .replace(/^(?:recipe|title|name)\s*[:\-–]\s*/i, '')
      .replace(new RegExp(String.raw`\(\s*${TITLE_META}[^)]*\)`, 'gi'), '')
      .replace(new RegExp(String.raw`\s*[-–—,:|]\s*${TITLE_META}\b.*$`, 'i'), '')
      .replace(/\s+recipe$/i, ''),
  );
  return capitalize(title.replace(/[:.]+$/, ''));
}

/** A recipe pasted as text: a title, ingredient lines, steps; servings and times where written. */
export function readRecipe(written: string): RecipeDraft {
  const input = recipeLines(written);
  const lines = lineList(input);
  const first = lines[0] ?? '';
  const titled =
    !AMOUNT_START.test(first) &&
    !INGREDIENTS_HEADER.test(first) &&
    first
      .replace(/\([^)]*\)/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length <= 12;
  const body = titled ? lines.slice(1) : lines;
  const kinds = classify(body);
  const ingredients = body
    .filter(
      (_, i) => kinds[i] === 'ingredient' || (kinds[i] === 'other' && !kinds.slice(0, i).includes('step')),
    )
    .map((line) => parseIngredientLine(digitsForWords(line.replace(NUMBERING, '').replace(BULLET, ''))))
    .filter((i) => i.name)
    .map((i) => ({ name: i.name, quantity: i.quantity, unit: i.quantity ? i.unit : '' }));
  const steps = body
    .filter((_, i) => kinds[i] === 'step')
    .map((line) => line.replace(/^\d+[.)]\s*/, '').replace(BULLET, ''));
  const numbers = readDishNumbers(input);
  const name = titled ? titleOf(first) || 'Untitled recipe' : 'Untitled recipe';
  return {
    name,
    description: null,
    servings: numbers.servings ?? RECIPE_DEFAULT_SERVINGS,
    prepTime: numbers.prepTime,
    cookTime: numbers.cookTime,
    instructions: steps.length ? steps.join('\n') : null,
    source: null,
    sourceName: null,
    // 'Beef stew recipe - serves 6': a recipe to fill in later still needs an ingredient to be saved.
    ingredients: ingredients.length || !titled ? ingredients : foodsOfDish(name),
  };
}
