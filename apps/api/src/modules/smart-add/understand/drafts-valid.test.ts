import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cookBody,
  createGroceryListBody,
  createInventoryItemBody,
  createMealPlanBody,
  createRecipeBody,
  type SmartAddResult,
  type SmartAddResultType,
  takeByNameBody,
} from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sharedDataDir } from '../../../../test/shared-data';
import type { Kitchen } from './kitchen';
import { withKitchen } from './understand-stock-out';
import { understandText } from './understand-text';

/** stock_use: one POST /stock/take per item (at least one); cook: the POST /cook body. */
const createBody = {
  inventory: createInventoryItemBody,
  grocery_list: createGroceryListBody,
  recipe: createRecipeBody,
  meal_plan: createMealPlanBody,
  stock_use: z.object({ items: z.array(takeByNameBody).min(1) }),
  cook: cookBody,
} satisfies Record<SmartAddResultType, unknown>;

const benchDir = path.resolve(import.meta.dirname, '../../../../bench');
const kitchen = JSON.parse(readFileSync(path.join(benchDir, 'quick-add-kitchen.json'), 'utf8')) as Kitchen;
const inputs = [
  path.join(sharedDataDir(), 'quick-add/cases.jsonl'),
  ...['-extra', '-extra-2', '-extra-3', '-extra-4', '-stock-out'].map((suffix) =>
    path.join(benchDir, `quick-add${suffix}.jsonl`),
  ),
].flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { input: string }).input),
);

/** A cook of no known dish names none: the dialog cannot send it, and its preview says why. */
const unmatchedCook = (result: SmartAddResult) =>
  result.type === 'cook' &&
  result.dish.match === null &&
  Object.keys(result.data).every((key) => key === 'servings') &&
  result.preview.description.includes(`"${result.dish.said}"`);

describe('every reading is a body its create call takes', () => {
  it('for the best type and every alternative, on all 602 labelled inputs, before and after the kitchen is read', () => {
    const refused: string[] = [];
    let cooks = 0;
    for (const input of inputs) {
      const rules = understandText(input, '2026-11-24');
      for (const results of [rules, withKitchen(input, '2026-11-24', rules, kitchen)])
        for (const result of results) {
          const parsed = createBody[result.type].safeParse(result.data);
          if (result.type === 'cook' && !parsed.success && unmatchedCook(result)) continue;
          if (result.type === 'cook') cooks++;
          if (!parsed.success)
            refused.push(
              `${result.type} ${JSON.stringify(input)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
            );
        }
    }
    expect(inputs.length).toBe(602);
    expect(cooks).toBeGreaterThan(10);
    expect(refused).toEqual([]);
  });

  it("keeps a third as 0.33 on a grocery line (the lines take at most 2 decimals), not '0.3333'", () => {
    const list = understandText('Shopping list:\n1/3 cup walnuts\n2 1/2 lbs apples', '2026-11-24')[0]!;
    expect(list.type).toBe('grocery_list');
    expect((list.data as { items: { quantity: string }[] }).items.map((i) => i.quantity)).toEqual([
      '0.33',
      '2.5',
    ]);
  });
});
