import { INVENTORY_CATEGORIES, UNITS } from '@kitching/contracts/inventory';
import { MEAL_TYPES } from '@kitching/contracts/meal-plans';
import { SMART_ADD_RESULT_TYPES, STOCK_USE_REASONS } from '@kitching/contracts/smart-add';

/**
 * The JSON schema of the AI service's answer `{ type, confidence, data }`, for OpenAI's strict
 * structured outputs (response_format json_schema, strict: true).
 *
 * Written by hand: `z.toJSONSchema` of the zod contract gives a root `oneOf` (strict mode wants a root
 * object, and knows `anyOf` only) and a `$schema` key. Strict mode also wants every property listed in
 * `required` and `additionalProperties: false` on every object; a nullable field is `type: [x, 'null']`.
 * Numeric bounds are left out (not every OpenAI-compatible server takes them): the answer is checked
 * against the zod contract and the create bodies afterwards anyway. The enums come from the contract,
 * and ai-answer.schema.test.ts checks that the fields match the draft schemas.
 */

type JsonSchema = Record<string, unknown>;

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const unit = { type: 'string', enum: [...UNITS] } as const;
const category = { type: 'string', enum: [...INVENTORY_CATEGORIES] } as const;

/** An object as strict mode wants it: every property required, nothing else allowed. */
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export const inventoryAnswerData = object(
  {
    name: str,
    quantity: { ...str, description: "A decimal number as text, e.g. '2' or '1.5'" },
    unit,
    category,
    expirationDate: { ...nullableStr, description: 'YYYY-MM-DD, or null when the text names none' },
    minStockLevel: { ...str, description: "'0' unless the text asks for a minimum" },
    barcode: nullableStr,
  },
  'type inventory: one item to put in the pantry, fridge or freezer',
);

export const groceryAnswerData = object(
  {
    name: { ...str, description: "The list's name, e.g. 'Grocery List'" },
    items: {
      type: 'array',
      items: object({ name: str, quantity: str, unit, category }),
    },
    // Kitching chooses the list in progress itself (issue 24): whatever is answered here is replaced.
    listId: { type: ['integer', 'null'], description: 'Always null' },
  },
  'type grocery_list: things to buy',
);

const ingredient = object({
  name: str,
  quantity: { ...str, description: "A number as text ('2', '1.5', '1/2'), or '' (to taste)" },
  unit: { ...str, description: "e.g. 'cups', 'g', 'each'; '' (to taste) when quantity is ''" },
});

const dishFields: Record<string, JsonSchema> = {
  name: str,
  description: nullableStr,
  servings: { ...int, description: 'At least 1' },
  prepTime: { ...int, description: 'Minutes, 0 when unknown' },
  cookTime: { ...int, description: 'Minutes, 0 when unknown' },
  instructions: nullableStr,
  ingredients: { type: 'array', items: ingredient },
};

export const recipeAnswerData = object(
  { ...dishFields, source: nullableStr, sourceName: nullableStr },
  'type recipe: a recipe to keep',
);

export const mealPlanAnswerData = object(
  {
    ...dishFields,
    plannedDate: { ...nullableStr, description: 'YYYY-MM-DD, or null when the text names no day' },
    mealType: { type: ['string', 'null'], enum: [...MEAL_TYPES, null] },
  },
  'type meal_plan: a meal to cook on a day',
);

export const stockUseAnswerData = object(
  {
    items: {
      type: 'array',
      items: object({
        name: str,
        quantity: { ...str, description: "A decimal number as text; '1' when the text gives none" },
        unit: { ...str, description: "e.g. 'each', 'g', 'cans', 'gallons'" },
        reason: {
          type: 'string',
          enum: [...STOCK_USE_REASONS],
          description: "'used' (eaten, drunk, used up), 'wasted' (thrown away), 'expired' (went off)",
        },
      }),
    },
  },
  'type stock_use: food that went out of the house: eaten, used, thrown away or gone off',
);

/** A cook names its dish in words: the service matches it to the family's recipes and meal plans. */
export const cookAnswerData = object(
  {
    dish: { ...str, description: "The dish as written, e.g. 'lasagne'" },
    servings: { type: ['integer', 'null'], description: 'How many it fed, or null when not said' },
  },
  'type cook: a dish the family cooked (past tense), e.g. "made the lasagne tonight"',
);

/** The whole answer. `data` is the shape of `type` (checked after the answer arrives). */
export const aiAnswerJsonSchema: JsonSchema = object({
  type: { type: 'string', enum: [...SMART_ADD_RESULT_TYPES] },
  confidence: { type: 'number', description: 'From 0 to 1: how sure the type and data are right' },
  data: {
    anyOf: [
      inventoryAnswerData,
      groceryAnswerData,
      recipeAnswerData,
      mealPlanAnswerData,
      stockUseAnswerData,
      cookAnswerData,
    ],
  },
});
