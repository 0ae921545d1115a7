import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readMicrodataRecipe } from './microdata';

describe('readMicrodataRecipe: a tip marked as a step', () => {
  const page = (tipHeading: string) => `<html><body>
    <div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Rice Pudding</h1>
      <ul><li itemprop="recipeIngredient">100 g rice</li><li itemprop="recipeIngredient">1 l milk</li></ul>
      <h2>Method</h2>
      <p itemprop="recipeInstructions">Simmer the rice in the milk for 40 minutes.</p>
      <h2>${tipHeading}</h2>
      <p itemprop="recipeInstructions">Stir in a spoon of jam just before serving.</p>
    </div></body></html>`;

  it('leaves out a step property under a heading that names a tip or a note', () => {
    expect(readMicrodataRecipe(load(page('Tips for this pudding')))?.instructionLines).toEqual([
      'Simmer the rice in the milk for 40 minutes.',
    ]);
    expect(readMicrodataRecipe(load(page('Astuce')))?.instructionLines).toHaveLength(1);
  });

  it('keeps steps under other headings', () => {
    expect(readMicrodataRecipe(load(page('To serve')))?.instructionLines).toEqual([
      'Simmer the rice in the milk for 40 minutes.',
      'Stir in a spoon of jam just before serving.',
    ]);
  });
});
