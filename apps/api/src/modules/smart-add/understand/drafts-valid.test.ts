import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createGroceryListBody,
  createInventoryItemBody,
  createMealPlanBody,
  createRecipeBody,
  type SmartAddResultType,
} from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../../../../test/shared-data';
import { understandText } from './understand-text';

const createBody = {
  inventory: createInventoryItemBody,
  grocery_list: createGroceryListBody,
  recipe: createRecipeBody,
  meal_plan: createMealPlanBody,
} satisfies Record<SmartAddResultType, unknown>;

const benchDir = path.resolve(import.meta.dirname, '../../../../bench');
const inputs = [
  path.join(sharedDataDir(), 'quick-add/cases.jsonl'),
  ...['', '-2', '-3', '-4'].map((suffix) => path.join(benchDir, `quick-add-extra${suffix}.jsonl`)),
].flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { input: string }).input),
);

describe('every reading is a body its create call takes', () => {
  it('for the best type and every alternative, on all 502 labelled inputs', () => {
    const refused: string[] = [];
    for (const input of inputs) {
      for (const result of understandText(input, '2026-11-24')) {
        const parsed = createBody[result.type].safeParse(result.data);
        if (!parsed.success)
          refused.push(
            `${result.type} ${JSON.stringify(input)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
      }
    }
    expect(inputs.length).toBe(502);
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
