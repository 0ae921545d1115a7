import type { AnalyzeResponse, CookDish, SmartAddResult } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { addedToast, editDraft, previewFromAnalysis, validateDraft, withPreview } from './quick-add.helper';
import {
  type CookReading,
  chooseDish,
  cookPreviewBody,
  dishOption,
  heldText,
  maySend,
  outcomeText,
  reasonChoices,
  type StockUseReading,
  stockAddLabel,
  takeAmount,
  withTakeAmount,
} from './quick-add-stock.helper';

const chef = { id: 1, role: 1, familyId: 1 };
const helper = { id: 2, role: 4, familyId: 1 };
const tonight: CookDish = {
  kind: 'planned_meal',
  id: 31,
  name: 'Lasagne',
  plannedDate: '2026-11-24',
  mealType: 'dinner',
};
const recipe: CookDish = { kind: 'recipe', id: 1, name: 'Lasagne', plannedDate: null, mealType: null };

const eggs = withPreview(
  {
    type: 'stock_use',
    data: { items: [{ name: 'Eggs', quantity: '6', unit: 'each', reason: 'used' }] },
    stock: [{ name: 'Eggs', quantity: '12', unit: 'each' }],
  },
  0.9,
) as StockUseReading;
const binned = withPreview(
  {
    type: 'stock_use',
    data: {
      items: [
        { name: 'Baby spinach', quantity: '1', unit: 'bags', reason: 'wasted' },
        { name: 'Yoghurt', quantity: '2', unit: 'each', reason: 'expired' },
      ],
    },
    stock: [{ name: 'Baby spinach', quantity: '1', unit: 'bags' }],
  },
  0.9,
) as StockUseReading;
const cook = withPreview(
  {
    type: 'cook',
    data: { plannedMealId: 31, servings: 6 },
    dish: { said: 'lasagne', match: tonight, choices: [recipe] },
  },
  0.95,
) as CookReading;
const unknownDish = withPreview(
  { type: 'cook', data: {}, dish: { said: 'beef stroganoff', match: null, choices: [] } },
  0.6,
) as CookReading;

describe('the preview of stock going out', () => {
  it('says what is taken, why, and what the pantry holds of it', () => {
    expect(eggs.preview).toEqual({
      title: 'Eggs',
      description: 'Take 6 Eggs out of the pantry, used',
      details: [{ label: 'Eggs', value: '6, used (you have 12)' }],
    });
    expect(binned.preview.details).toEqual([
      { label: 'Baby spinach', value: '1 bag, thrown away (you have 1 bag)' },
      { label: 'Yoghurt', value: '2, gone off (not in your pantry)' },
    ]);
    expect(heldText(eggs, 'eggs')).toBe('You have 12');
    expect(heldText(binned, 'Yoghurt')).toBe('Not in your pantry');
    const unread = { ...eggs, stock: undefined };
    expect(heldText(unread, 'Eggs')).toBe('');
  });

  it("a cook's preview names the dish and where it comes from; an unknown dish says so", () => {
    expect(cook.preview).toEqual({
      title: 'Lasagne',
      description: 'Cook Lasagne and take what it needs from the pantry',
      details: [
        { label: 'From', value: 'Dinner planned for Nov 24, 2026' },
        { label: 'Servings', value: '6' },
      ],
    });
    expect(unknownDish.preview.description).toBe(
      'No recipe or meal plan of your family is called "beef stroganoff". Keep it as a recipe or a meal plan instead.',
    );
    expect(dishOption(recipe)).toBe('Lasagne · Recipe');
  });

  it('the button says what happens', () => {
    expect(stockAddLabel(eggs)).toBe('Take from pantry');
    expect(stockAddLabel(binned)).toBe('Mark as thrown away');
    expect(stockAddLabel(cook)).toBe('Cook it');
  });
});

describe('who may send what', () => {
  it('a Kitchen Helper may mark used, never thrown away or gone off', () => {
    expect(reasonChoices(chef)).toEqual(['used', 'wasted', 'expired']);
    expect(reasonChoices(helper)).toEqual(['used']);
    expect(maySend(helper)(eggs)).toBe(true);
    expect(maySend(helper)(binned)).toBe(false);
    expect(maySend(helper)(cook)).toBe(true);
    const answer = { result: binned, alternatives: [eggs, cook] } as Pick<
      AnalyzeResponse,
      'result' | 'alternatives'
    >;
    const all = ['inventory', 'grocery_list', 'stock_use', 'cook'] as const;
    expect(previewFromAnalysis(answer, all, maySend(helper))?.readings.map((r) => r.type)).toEqual([
      'stock_use',
      'cook',
    ]);
    expect(previewFromAnalysis(answer, all, maySend(helper))?.readings[0]).toBe(eggs);
  });
});

describe('checking before sending', () => {
  it("each take with the take call's messages, at least one", () => {
    expect(validateDraft(eggs)).toEqual({});
    const bad = {
      ...eggs,
      data: { items: [{ name: ' ', quantity: '-1', unit: 'each', reason: 'used' as const }] },
    };
    expect(validateDraft(bad)).toEqual({
      'items.0.name': 'Item name is required',
      'items.0.quantity': 'Quantity cannot be negative',
    });
    expect(validateDraft({ ...eggs, data: { items: [] } })).toEqual({ items: 'Add at least one item' });
  });

  it('a cook needs its dish', () => {
    expect(validateDraft(cook)).toEqual({});
    expect(validateDraft(unknownDish)).toEqual({ dish: 'Pick the dish you cooked' });
    expect(validateDraft({ ...cook, data: { recipeId: 1, servings: 0 } })).toEqual({
      servings: 'Servings must be at least 1',
    });
  });
});

describe('editing a cook', () => {
  it('picking another dish names it in the body and keeps the one read among the choices', () => {
    const picked = chooseDish(cook, recipe);
    expect(picked.data).toEqual({ recipeId: 1, servings: 6 });
    expect(picked.dish).toEqual({ said: 'lasagne', match: recipe, choices: [tonight] });
    const state = {
      readings: [cook as SmartAddResult],
      current: 'cook' as const,
      source: 'text' as const,
      needsCategory: false,
    };
    const edited = editDraft(state, picked.data, { dish: picked.dish }).readings[0] as CookReading;
    expect(edited.dish.match).toBe(recipe);
    expect(edited.preview.details[0]).toEqual({ label: 'From', value: 'Recipe' });
  });

  it("the preview call sends the dish and servings, and the cook's own amounts go with the body", () => {
    const preview = {
      takes: [
        { itemId: 5, batchId: 50, name: 'Eggs', quantity: '2', unit: 'each', expirationDate: null },
        {
          itemId: 6,
          batchId: 60,
          name: 'Milk',
          quantity: '0.5',
          unit: 'liters',
          expirationDate: '2026-11-26',
        },
      ],
    };
    const edited = withTakeAmount(cook.data, preview, 60, '0.75');
    expect(edited.takes).toEqual([
      { batchId: 50, quantity: '2' },
      { batchId: 60, quantity: '0.75' },
    ]);
    expect(takeAmount(edited, preview.takes[1]!)).toBe('0.75');
    expect(takeAmount(cook.data, preview.takes[1]!)).toBe('0.5');
    expect(cookPreviewBody(edited)).toEqual({ plannedMealId: 31, servings: 6, preview: true });
    expect(withTakeAmount(edited, preview, 50, '3').takes).toEqual([
      { batchId: 50, quantity: '3' },
      { batchId: 60, quantity: '0.75' },
    ]);
  });
});

describe('after sending', () => {
  it('the toast says what was taken and what the pantry lacked', () => {
    const take = { itemId: 1, batchId: 1, name: 'Eggs', quantity: '6', unit: 'each', expirationDate: null };
    expect(outcomeText([{ takes: [take, { ...take, batchId: 2 }], missing: [] }])).toBe('Taken: Eggs');
    expect(
      outcomeText([
        { takes: [take], missing: [] },
        { takes: [], missing: [{ name: 'Yoghurt', quantity: '2', unit: 'each' }] },
      ]),
    ).toBe('Taken: Eggs. Not in the pantry: Yoghurt');
    const { confidence: _c, preview: _p, ...typed } = cook;
    expect(addedToast(typed, 'Taken: Eggs')).toEqual({ title: 'Cooked Lasagne', description: 'Taken: Eggs' });
    const { confidence: _c2, preview: _p2, ...thrown } = binned;
    expect(addedToast(thrown, '').title).toBe('Marked as thrown away');
  });
});
