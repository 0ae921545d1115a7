import { describe, expect, it } from 'vitest';
import { emptyResult } from './import-format';
import {
  image,
  ingredients,
  isHeading,
  joinPath,
  lineTexts,
  MAX_IMAGE_BYTES,
  minutes,
  readEach,
  servings,
  steps,
  tags,
} from './reader-kit';

describe('reader kit', () => {
  it('reads times as minutes', () => {
    expect(minutes('PT30M')).toBe(30);
    expect(minutes('PT1H20M')).toBe(80);
    expect(minutes('1 hour 20 mins')).toBe(80);
    expect(minutes('45 min')).toBe(45);
    expect(minutes('1:30')).toBe(90);
    expect(minutes('30 minutes')).toBe(30);
    expect(minutes('')).toBeUndefined();
    expect(minutes('soon')).toBeUndefined();
  });

  it('reads servings from yields text', () => {
    expect(servings('4 servings')).toBe(4);
    expect(servings('Makes 12')).toBe(12);
    expect(servings(6)).toBe(6);
    expect(servings('a few')).toBeUndefined();
  });

  it('trims and deduplicates tags', () => {
    expect(tags([' Dinner ', 'dinner', { name: 'Quick' }], '#quick', ['Vegan'])).toEqual([
      'Dinner',
      'Quick',
      'Vegan',
    ]);
  });

  it('reads section headings as headings, drops HTML from ingredient lines, numbering from steps', () => {
    expect(isHeading('For the sauce:')).toBe(true);
    expect(isHeading('Salt: to taste 1 tsp')).toBe(false);
    const read = ingredients(
      '## Dough\n- 2 cups <b>flour</b>\n[Topping]\n1 egg\n**For the glaze:**\nFor the sauce:',
    );
    expect(read).toEqual([
      { heading: 'Dough' },
      '2 cups flour',
      { heading: 'Topping' },
      '1 egg',
      { heading: 'For the glaze' },
      { heading: 'For the sauce' },
    ]);
    expect(lineTexts(read)).toEqual(['2 cups flour', '1 egg']);
    expect(steps('1. Mix.\n\n2) Bake.')).toBe('Mix.\nBake.');
  });

  it('keeps only JPEG, PNG and WebP images within the size bound, by their bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(image(png, 'x/photo.jpg')).toMatchObject({ fileName: 'photo.png', contentType: 'image/png' });
    const gif = new TextEncoder().encode('GIF89a......');
    expect(image(gif)).toBeUndefined();
    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    huge.set(png);
    expect(image(huge)).toBeUndefined();
  });

  it('never joins a path outside the archive', () => {
    expect(joinPath('a/b', '../img/x.jpg')).toBe('a/img/x.jpg');
    expect(joinPath('', '../../etc/passwd')).toBeNull();
  });

  it('skips a failing entry by name and reads the others', async () => {
    const result = await readEach(
      emptyResult(),
      ['Soup', 'Bad', ''],
      (n) => n,
      (n) => {
        if (n === 'Bad') throw new Error('no good');
        return { name: n, ingredients: ['1 leek'] };
      },
    );
    expect(result.recipes.map((r) => r.name)).toEqual(['Soup']);
    expect(result.skipped).toEqual([
      { name: 'Bad', reason: 'no good' },
      { name: 'Recipe 3', reason: 'The recipe has no name' },
    ]);
  });
});
