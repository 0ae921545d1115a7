import type { AnalyzeResponse, DraftOf, SmartAddResult } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import {
  addedToast,
  addLabel,
  confidencePercent,
  creatableTypes,
  createBodyOf,
  currentReading,
  editDraft,
  inputTypeHint,
  localToday,
  previewFromAnalysis,
  previewFromProduct,
  removeAt,
  replaceAt,
  validateDraft,
  withPreview,
} from './quick-add.helper';

const beansData: DraftOf<'inventory'> = {
  name: 'black beans',
  quantity: '4',
  unit: 'cans',
  category: 'Pantry',
  expirationDate: null,
  minStockLevel: '0',
  barcode: null,
};
const beans = withPreview({ type: 'inventory', data: beansData }, 0.9);
const list = withPreview(
  {
    type: 'grocery_list',
    data: {
      name: 'Shopping List',
      items: [{ name: 'black beans', quantity: '4', unit: 'cans', category: 'Pantry' }],
    },
  },
  0.4,
);
const dish = {
  description: null,
  servings: 4,
  prepTime: 0,
  cookTime: 0,
  instructions: null,
  ingredients: [{ name: 'rice', quantity: '1', unit: 'cups' }],
};
const recipe = withPreview(
  { type: 'recipe', data: { ...dish, name: 'Rice', source: null, sourceName: null } },
  0.3,
);
const plan = withPreview(
  { type: 'meal_plan', data: { ...dish, name: 'Tacos', plannedDate: '2026-11-27', mealType: 'dinner' } },
  0.3,
);
const answer = (result: SmartAddResult, alternatives: SmartAddResult[]) =>
  ({ result, alternatives }) as Pick<AnalyzeResponse, 'result' | 'alternatives'>;
const all = ['inventory', 'grocery_list', 'recipe', 'meal_plan'] as const;

describe('input hints and dates', () => {
  it('names what the text looks like (spec 5)', () => {
    expect(inputTypeHint('5010251168577')).toBe('Looks like a barcode');
    expect(inputTypeHint('https://example.com/soup')).toBe('Looks like a web address');
    expect(inputTypeHint('2 gallons of milk')).toBe('Short text');
    expect(inputTypeHint('To buy\nceleriac')).toBe('Text');
    expect(inputTypeHint('   ')).toBe('');
  });
  it("writes the browser's own date, not UTC's", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
  it('shows confidence as a rounded percent and the add button with the type in words', () => {
    expect(confidencePercent(0.875)).toBe('88%');
    expect(addLabel('grocery_list')).toBe('Add to Grocery List');
    expect(addLabel('recipe')).toBe('Add to Recipes');
  });
});

describe('who may create what', () => {
  it('a Kitchen Helper adds to the inventory and lists, uses up and cooks (issue 23), no recipes or plans', () => {
    expect(creatableTypes({ id: 1, role: 4, familyId: 1 })).toEqual([
      'inventory',
      'grocery_list',
      'stock_use',
      'cook',
    ]);
    expect(creatableTypes({ id: 1, role: 3, familyId: 1 })).toEqual([...all, 'stock_use', 'cook']);
  });
  it('drops readings of types not allowed, keeping the guess first', () => {
    const state = previewFromAnalysis(answer(recipe, [list, plan, beans]), ['inventory', 'grocery_list']);
    expect(state?.readings.map((r) => r.type)).toEqual(['grocery_list', 'inventory']);
    expect(state?.current).toBe('grocery_list');
    expect(previewFromAnalysis(answer(recipe, [plan]), ['inventory'])).toBeNull();
  });
});

describe('editing the preview', () => {
  it('rebuilds the preview after an edit and keeps the other readings', () => {
    const state = previewFromAnalysis(answer(beans, [list]), all)!;
    const edited = editDraft(state, { ...beansData, quantity: '6' });
    expect(currentReading(edited).preview.details[0]).toEqual({ label: 'Quantity', value: '6 cans' });
    expect(currentReading(edited).confidence).toBe(0.9);
    expect(edited.readings[1]).toBe(list);
  });
  it('switching type keeps each type its own draft', () => {
    const state = { ...previewFromAnalysis(answer(beans, [list]), all)!, current: 'grocery_list' as const };
    expect(currentReading(state).data).toEqual(list.data);
  });
  it('replaces and removes rows', () => {
    expect(replaceAt([{ a: 1 }, { a: 2 }], 1, { a: 3 })).toEqual([{ a: 1 }, { a: 3 }]);
    expect(removeAt(['x', 'y', 'z'], 1)).toEqual(['x', 'z']);
  });
});

describe('a recognised photo', () => {
  it('is an inventory preview at 80% with the brand in the description', () => {
    const state = previewFromProduct({
      name: 'British Whole Milk',
      brand: 'Morrisons',
      category: 'dairy',
      barcode: '5010251168577',
      found: true,
    });
    const reading = currentReading(state);
    expect(confidencePercent(reading.confidence)).toBe('80%');
    expect(reading.data).toMatchObject({
      name: 'British Whole Milk',
      category: 'Dairy',
      barcode: '5010251168577',
    });
    expect(reading.preview.description).toMatch(/^Morrisons\. /);
    expect(state.needsCategory).toBe(false);
    expect(currentReading(editDraft(state, { ...reading.data, quantity: '2' })).preview.description).toMatch(
      /^Morrisons\. Add 2 British Whole Milk/,
    );
  });
  it('asks for a category when the product has none of ours', () => {
    const state = previewFromProduct({
      name: 'Soap',
      brand: null,
      category: 'General',
      barcode: '',
      found: false,
    });
    expect(state.needsCategory).toBe(true);
    expect(validateDraft(currentReading(state), true).category).toBe('Category is required');
  });
});

describe('checking and sending', () => {
  it("uses the create calls' own messages", () => {
    expect(validateDraft({ type: 'inventory', data: { ...beansData, name: '' } }).name).toBe(
      'Item name is required',
    );
    expect(validateDraft({ type: 'grocery_list', data: { name: '', items: [] } })).toEqual({
      name: 'List name is required',
      items: 'Add at least one item',
    });
    expect(
      validateDraft({
        type: 'grocery_list',
        data: {
          name: 'Shop',
          items: [{ name: ' ', quantity: '1', unit: 'each', category: 'Dairy' }],
        } as never,
      }),
    ).toEqual({ 'items.0.name': 'Item name is required' });
    expect(validateDraft({ type: 'recipe', data: { ...recipe.data, name: '' } as never }).name).toBe(
      'Recipe name is required',
    );
    expect(validateDraft({ type: 'meal_plan', data: plan.data as never })).toEqual({});
    expect(
      validateDraft({ type: 'meal_plan', data: { ...(plan.data as object), ingredients: [] } as never })
        .ingredients,
    ).toBe('Add at least one ingredient');
  });
  it("sends a meal plan's dish fields; its day and meal go to the plan-meal call", () => {
    const body = createBodyOf({ type: 'meal_plan', data: plan.data as never });
    expect(body).not.toHaveProperty('plannedDate');
    expect(body).not.toHaveProperty('mealType');
    expect(body).toHaveProperty('name', 'Tacos');
  });
  it("leaves 'Also keep as a recipe' out of the create call (issue 23: it is a call of its own)", () => {
    const kept = createBodyOf({
      type: 'meal_plan',
      data: { ...(plan.data as object), keepAsRecipe: true } as never,
    });
    expect(kept).not.toHaveProperty('keepAsRecipe');
    expect(kept).toHaveProperty('name', 'Tacos');
  });
  it('says what was added and where', () => {
    // Spec 8: 'Successfully added!', today's detail under it.
    expect(addedToast({ type: 'inventory', data: beansData })).toEqual({
      title: 'Successfully added!',
      description: 'Added to Inventory: 4 cans black beans',
    });
    expect(addedToast({ type: 'grocery_list', data: list.data as never })).toEqual({
      title: 'Successfully added!',
      description: 'Added to Grocery List: Shopping List, 1 item',
    });
  });
});
