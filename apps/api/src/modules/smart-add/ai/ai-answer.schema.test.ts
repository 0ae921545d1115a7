import { INVENTORY_CATEGORIES, UNITS } from '@kitching/contracts/inventory';
import { MEAL_TYPES } from '@kitching/contracts/meal-plans';
import {
  draftIngredientSchema,
  groceryDraftItemSchema,
  groceryDraftSchema,
  inventoryDraftSchema,
  mealPlanDraftSchema,
  recipeDraftSchema,
  SMART_ADD_RESULT_TYPES,
  STOCK_USE_REASONS,
  stockTakeDraftSchema,
} from '@kitching/contracts/smart-add';
import { describe, expect, it } from 'vitest';
import {
  aiAnswerJsonSchema,
  cookAnswerData,
  groceryAnswerData,
  inventoryAnswerData,
  mealPlanAnswerData,
  recipeAnswerData,
  stockUseAnswerData,
} from './ai-answer.schema';

type Node = Record<string, unknown>;
const props = (node: unknown) => (node as { properties: Record<string, Node> }).properties;
const keys = (node: unknown) => Object.keys(props(node)).sort();

/** Every schema node below `node`, itself included, with its path. */
function* walk(node: unknown, path = '$'): Generator<[string, Node]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* walk(child, `${path}[${i}]`);
    return;
  }
  yield [path, node as Node];
  for (const [key, child] of Object.entries(node))
    if (typeof child === 'object') yield* walk(child, `${path}.${key}`);
}

describe('aiAnswerJsonSchema: what OpenAI strict mode accepts', () => {
  it('is an object at the root, with type, confidence and data', () => {
    expect(aiAnswerJsonSchema.type).toBe('object');
    expect(keys(aiAnswerJsonSchema)).toEqual(['confidence', 'data', 'type']);
    expect(props(aiAnswerJsonSchema).type?.enum).toEqual([...SMART_ADD_RESULT_TYPES]);
  });

  it('requires every property of every object and allows no others', () => {
    const objects = [...walk(aiAnswerJsonSchema)].filter(([, node]) => node.type === 'object');
    expect(objects.length).toBeGreaterThanOrEqual(7);
    for (const [path, node] of objects) {
      expect(node.additionalProperties, path).toBe(false);
      expect([...(node.required as string[])].sort(), path).toEqual(keys(node));
    }
  });

  it('uses no keyword strict mode refuses (oneOf, $schema, const, format)', () => {
    for (const [path, node] of walk(aiAnswerJsonSchema)) {
      for (const keyword of ['oneOf', 'allOf', '$schema', 'const', 'format', 'nullable'])
        expect(node, `${path}.${keyword}`).not.toHaveProperty(keyword);
    }
  });
});

describe('aiAnswerJsonSchema: the drafts of the contract', () => {
  it.each([
    ['inventory', inventoryAnswerData, inventoryDraftSchema],
    ['grocery_list', groceryAnswerData, groceryDraftSchema],
    ['recipe', recipeAnswerData, recipeDraftSchema],
    ['meal_plan', mealPlanAnswerData, mealPlanDraftSchema],
  ] as const)('%s data has the fields of its draft schema', (_, json, draft) => {
    expect(keys(json)).toEqual(Object.keys(draft.shape).sort());
    expect(props(aiAnswerJsonSchema).data?.anyOf).toContain(json);
  });

  it('has the fields of grocery items and ingredients', () => {
    expect(keys(props(groceryAnswerData).items?.items)).toEqual(
      Object.keys(groceryDraftItemSchema.shape).sort(),
    );
    expect(keys(props(recipeAnswerData).ingredients?.items)).toEqual(
      Object.keys(draftIngredientSchema.shape).sort(),
    );
  });

  it('has the fields of a take, and a cook names its dish and servings (matched by the service)', () => {
    expect(keys(props(stockUseAnswerData).items?.items)).toEqual(
      Object.keys(stockTakeDraftSchema.shape).sort(),
    );
    expect(props(props(stockUseAnswerData).items?.items).reason?.enum).toEqual([...STOCK_USE_REASONS]);
    expect(keys(cookAnswerData)).toEqual(['dish', 'servings']);
    expect(props(aiAnswerJsonSchema).data?.anyOf).toEqual(
      expect.arrayContaining([stockUseAnswerData, cookAnswerData]),
    );
  });

  it("takes units, categories and meal types from the contract's lists", () => {
    expect(props(inventoryAnswerData).unit?.enum).toEqual([...UNITS]);
    expect(props(inventoryAnswerData).category?.enum).toEqual([...INVENTORY_CATEGORIES]);
    expect(props(mealPlanAnswerData).mealType?.enum).toEqual([...MEAL_TYPES, null]);
  });
});
