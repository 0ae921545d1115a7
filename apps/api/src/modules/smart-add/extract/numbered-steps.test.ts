import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../../../../test/shared-data';
import { extractRecipe } from './extract-recipe';
import { splitNumberedSteps } from './numbered-steps';

const page = (id: string) => {
  const dir = path.join(sharedDataDir(), 'recipe-pages');
  return {
    html: readFileSync(path.join(dir, `${id}.html`), 'utf8'),
    expected: JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as {
      instructions_list: string[];
    },
  };
};

describe('numbered steps in one paragraph become separate steps (issue 16)', () => {
  it("splits '1.… 2.… 3.… 4. 5.' at each number, dropping the empty trailing steps", () => {
    expect(splitNumberedSteps(['1.软化奶酪 2.六寸模具垫油纸 3.烤28分钟 4. 5.'])).toEqual([
      '软化奶酪',
      '六寸模具垫油纸',
      '烤28分钟',
    ]);
  });

  it("reads '1、' and '1)' too, and joins a line broken inside a step (no space between Chinese text)", () => {
    expect(splitNumberedSteps(['1、面粉加水 2、揉面\n醒发 3、擀开'])).toEqual([
      '面粉加水',
      '揉面醒发',
      '擀开',
    ]);
    expect(splitNumberedSteps(['1) Mix the flour. 2) Add\nthe milk. 3) Bake.'])).toEqual([
      'Mix the flour.',
      'Add the milk.',
      'Bake.',
    ]);
  });

  it('leaves steps alone that are already lines, numbers that do not count up from 1, and decimals', () => {
    const lines = ['1: Cook the rice noodles', '2: Make the sauce'];
    expect(splitNumberedSteps(lines)).toBe(lines);
    expect(splitNumberedSteps(['Add 2. Then 3. More'])).toEqual(['Add 2. Then 3. More']);
    expect(splitNumberedSteps(['1.5 cups of flour, then 2.5 cups of milk'])).toEqual([
      '1.5 cups of flour, then 2.5 cups of milk',
    ]);
  });

  it('dev001 (xiachufang.com, Chinese): ten steps as the page numbers them, not one paragraph', () => {
    const { html, expected } = page('dev001');
    const steps = extractRecipe(html)!.recipe.instructions!.split('\n');
    expect(steps).toEqual(expected.instructions_list);
    expect(steps).toHaveLength(10);
    expect(steps.at(-1)).toBe('装饰几颗蓝莓🫐');
  });
});

describe('units written in another language on a real page (issue 16)', () => {
  it("dev001 (Chinese): '250克 奶油奶酪' is 250 g of cream cheese, '2个 鸡蛋' two eggs", () => {
    const { ingredients } = extractRecipe(page('dev001').html)!.recipe;
    expect(ingredients[0]).toMatchObject({
      quantity: '250',
      unit: 'g',
      name: '奶油奶酪',
      raw: '250克 奶油奶酪',
    });
    expect(ingredients[2]).toMatchObject({ quantity: '2', unit: 'each', name: '鸡蛋' });
    expect(ingredients[3]).toMatchObject({ quantity: '120', unit: 'g', name: '淡奶油' });
    expect(ingredients.filter((i) => i.unit === 'g')).toHaveLength(10);
    expect(ingredients.some((i) => /克/.test(i.name))).toBe(false);
  });

  it("dev034 (Italian) and dev053 (German): ml, g, kg and 'EL' read as units", () => {
    const italian = extractRecipe(page('dev034').html)!.recipe.ingredients;
    expect(italian[0]).toMatchObject({ quantity: '200', unit: 'ml', name: 'Latte intero' });
    expect(italian.find((i) => i.name === 'Fragole')).toMatchObject({ quantity: '1.1', unit: 'kg' });
    const german = extractRecipe(page('dev053').html)!.recipe.ingredients;
    expect(german.find((i) => /Butter/.test(i.name))).toMatchObject({ quantity: '4', unit: 'tbsp' });
  });
});
