import { DEFAULT_MEAL_TYPE, MEAL_PLAN_DEFAULT_SERVINGS, type MealPlanDraft } from '@kitching/contracts';
import { parseYield } from '../extract/yields';
import { cleanName, readAmount } from './read-amount';
import { splitThings } from './read-grocery';
import { foodsOfDish, readDishNumbers } from './read-recipe';
import { capitalize, cleanSpaces, DISH_FOR, MEAL, MEAL_WORDS, PLAN_CUE, SERVINGS } from './text-cues';
import { findDates } from './text-dates';

export interface MealWhen {
  plannedDate: string | null;
  mealType: MealPlanDraft['mealType'];
  /** The text without the day and the meal ('Taco Tuesday' keeps its Tuesday: it is the dish's name). */
  rest: string;
  named: boolean;
}

const MARK = '¶';
const FILLERS =
  /\b(?:for|on|at|this|next|coming|a|an|the|our|we|us|of|to|is|it|will be|be|night|time|meal|menu|evening)\b/gi;
const onlyFillers = (s: string) =>
  cleanSpaces(s.replace(FILLERS, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ')) === '';

/** The day and the meal the text names ('Friday dinner', 'lunch on Saturday', 'tonight'). */
export function mealWhen(text: string, today: string): MealWhen {
  let rest = text;
  const meal = MEAL.exec(rest);
  const mealType = meal ? MEAL_WORDS[meal[1]!.toLowerCase()]! : null;
  // The meal word stays in place as a mark, so that 'kids lunch monday' does not glue 'kids' to the day.
  if (meal)
    rest = `${rest.slice(0, meal.index)}${MARK.repeat(meal[0].length)}${rest.slice(meal.index + meal[0].length)}`;
  const day = findDates(rest, today)[0];
  let plannedDate: string | null = null;
  if (day) {
    plannedDate = day.date;
    const before = rest.slice(0, day.index);
    const after = rest.slice(day.index + day.length);
    // 'Taco Tuesday: …' — a day glued to a dish word names the dish; keep the words, use the day.
    const mentioned = rest.slice(day.index, day.index + day.length);
    const glued =
      !/^(?:on|this|next)\b/i.test(mentioned) &&
      /\b(?!for\b|on\b|this\b|next\b)[\p{L}]+\s*$/iu.test(before) &&
      /^[\s¶]*(?::|$)/.test(after);
    if (!glued) rest = `${before} ${after}`;
  }
  rest = rest.replaceAll(MARK, ' ');
  const tonight = /\b(?:tonight|night|nite|evening)\b/i.test(text);
  const named = Boolean(meal || day);
  return {
    plannedDate: named ? (plannedDate ?? today) : null,
    mealType: named ? (mealType ?? (tonight ? 'dinner' : DEFAULT_MEAL_TYPE)) : null,
    rest: cleanSpaces(rest),
    named,
  };
}

const ingredient = (thing: string) => {
  const a = readAmount(thing);
  return { name: cleanName(a.name), quantity: a.quantity, unit: a.quantity ? a.unit || 'each' : '' };
};

/**
 * A dish for a day or a meal: 'Taco Tuesday dinner: tortillas, beef, cheese', 'lunch: caesar salad',
 * 'Plan mac and cheese for lunch on Saturday', 'Friday dinner: fish tacos with slaw and lime'.
 */
export function readMeal(input: string, today: string): MealPlanDraft {
  const text = cleanSpaces(input.replace(/\r?\n/g, ', '));
  const numbers = readDishNumbers(text);
  const when = mealWhen(text.replace(SERVINGS, ' '), today);
  let rest = when.rest.replace(/^[\s,;:\-–]+/, '');
  while (PLAN_CUE.test(rest)) rest = rest.replace(PLAN_CUE, '');

  let name = rest;
  let listed: string[] = [];
  let servings = numbers.servings;
  const colon = /^([^:]*):\s*(.*)$/.exec(rest);
  const dishFor = DISH_FOR.exec(rest);
  if (dishFor && splitThings(dishFor[3]!).length >= 2) {
    name = dishFor[1]!;
    listed = splitThings(dishFor[3]!);
    servings = parseYield(dishFor[2]!) ?? servings;
  } else if (colon) {
    const label = colon[1]!;
    const things = splitThings(colon[2]!);
    // 'Taco Tuesday: tortillas, beef, cheese' names the dish, then lists it; 'kids lunch: corn dogs' is the dish.
    if (onlyFillers(label) || things.length < 2) name = colon[2]!;
    else {
      name = label;
      listed = things;
    }
  }
  // 'fish tacos with cabbage slaw, lime and tortillas': the dish, then what goes in it.
  const withParts = /^(.*?)\s+\b(?:with|w\/|and\s+a\s+side\s+of|served with)\s+(.+)$/i.exec(name);
  let description: string | null = null;
  if (withParts && !listed.length) {
    name = withParts[1]!;
    listed = splitThings(withParts[2]!);
    description = `${capitalize(cleanName(name))} with ${withParts[2]!.trim().replace(/[.,;\s]+$/, '')}`;
  }
  name = cleanName(name.replace(FILLERS_AT_EDGES, '').replace(/^[,;:\-–\s]+|[,;:\-–\s]+$/g, ''));
  let ingredients = listed.map(ingredient).filter((i) => i.name);
  if (!ingredients.length && name) ingredients = foodsOfDish(name);
  return {
    name: capitalize(name) || 'Meal',
    description,
    servings: servings ?? MEAL_PLAN_DEFAULT_SERVINGS,
    prepTime: numbers.prepTime,
    cookTime: numbers.cookTime,
    instructions: null,
    ingredients,
    plannedDate: when.plannedDate,
    mealType: when.mealType,
  };
}

const FILLERS_AT_EDGES =
  /^(?:(?:for|on|at|this|next|a|an|the|some|our|we|have|having|do|make|making|to|night|nite)\s+)+|(?:\s+(?:for|on|at|this|next|the|a|an|to|and))+$/gi;
