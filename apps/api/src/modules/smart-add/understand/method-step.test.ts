import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../../../../test/shared-data';
import { isMethodStep } from './method-step';

/** The saved pages' ingredient lines and instructions, and the 500 labelled ingredient lines. */
function sharedLines() {
  const dir = path.join(sharedDataDir(), 'recipe-pages');
  const ingredients: string[] = [];
  const steps: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const page = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      ingredients?: string[];
      instructions_list?: string[];
    };
    ingredients.push(...(page.ingredients ?? []));
    steps.push(...(page.instructions_list ?? []));
  }
  const csv = readFileSync(path.join(sharedDataDir(), 'ingredient-lines/strangetom_dev_500.csv'), 'utf8');
  const labelled = csv
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((row) => (row.startsWith('"') ? row.slice(1, row.indexOf('",')) : row.slice(0, row.indexOf(','))));
  return { ingredients: [...ingredients, ...labelled], steps };
}

describe('isMethodStep: a method step is never an ingredient (issue 24)', () => {
  const { ingredients, steps } = sharedLines();
  // A page's instructions also hold section titles ('For the ganache:'): those are not sentences.
  const sentences = steps.filter(
    (s) =>
      !/:\s*$|^for the\b/i.test(s.trim()) &&
      (s.trim().split(/\s+/).length >= 4 || /[.!]$/.test(s.trim()) || /[\u3400-\u9fff]{6}/.test(s)),
  );

  it('reads none of the 1,640 real ingredient lines as a step', () => {
    expect(ingredients.length).toBeGreaterThan(1500);
    expect(ingredients.filter(isMethodStep)).toEqual([]);
  });

  it('reads at least 97% of the real instructions as steps, in every language of the pages', () => {
    expect(sentences.length).toBeGreaterThan(700);
    const missed = sentences.filter((s) => !isMethodStep(s));
    expect(missed.length / sentences.length).toBeLessThan(0.03);
  });

  it.each([
    'Preheat the oven to 180°C.',
    'Preheat oven to 350',
    '1. Fold in the flour until just combined',
    '2) Bake 25 minutes',
    'Step 3: Let it rest',
    'Meanwhile, cook the pasta in salted water.',
    'Once the butter foams, add the garlic',
    'In a large bowl, whisk the eggs and sugar',
    'Season with salt and pepper',
    'Cream the butter and sugar until pale',
    'Top with the grated cheese and serve',
    'Serve warm.',
    'Stir well',
    'Finely chop the parsley',
    'The dough should feel soft and slightly sticky when it is ready.',
    'Leave the dough somewhere warm until doubled in size, about an hour',
    'Simmer gently for 20 minutes, stirring now and then.',
    'Put everything in a roasting tin and roast at 200C for 40 mins',
    'Den Apfel waschen und schälen, dann in kleine Stücke schneiden.',
    'Faire fondre le beurre dans une casserole à feu doux.',
    '将面粉和鸡蛋搅拌均匀，静置十分钟',
  ])('a step: %s', (line) => {
    expect(isMethodStep(line)).toBe(true);
  });

  it.each([
    '2 large onions, finely chopped',
    'Cream cheese, softened',
    'Top sirloin steak',
    'Brown sugar',
    'Zest of 1 lemon',
    'Squeeze of lime',
    'Dry sherry',
    'Mix of salad leaves',
    'Sea salt and freshly ground black pepper',
    'red lentils, rinsed',
    'onion, large, chopped',
    'Salt, to taste',
    '1 (14 oz) can coconut milk',
    '3 cloves garlic, minced (about 1 tablespoon)',
    'Fresh coriander, to serve',
    'Olive oil, for frying',
    'Eggs',
    '250 g Mehl',
    'a pinch of saffron threads, soaked in 2 tbsp warm water',
    'Butter for greasing the tin',
  ])('an ingredient: %s', (line) => {
    expect(isMethodStep(line)).toBe(false);
  });
});
