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

describe('readMicrodataRecipe: more information inside the steps property', () => {
  const page = (heading: string) => `<html><body>
    <div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Lemon Rice</h1>
      <ul><li itemprop="recipeIngredient">200 g rice</li></ul>
      <div itemprop="recipeInstructions">
        <ol><li>Cook the rice.</li><li>Stir in the lemon zest.</li></ol>
        <h3>${heading}</h3><ul><li>Credits: our test kitchen</li></ul>
      </div>
    </div></body></html>`;

  it('ends the steps at a heading that names notes or more information, in any of the languages', () => {
    for (const heading of [
      'Additional information',
      'Informações Adicionais',
      'Weitere Informationen',
      'Notes',
    ])
      expect(readMicrodataRecipe(load(page(heading)))?.instructionLines, heading).toEqual([
        'Cook the rice.',
        'Stir in the lemon zest.',
      ]);
  });

  it('keeps the lines under a heading that names a part of the dish', () => {
    expect(readMicrodataRecipe(load(page('For the garnish')))?.instructionLines).toContain(
      'Credits: our test kitchen',
    );
  });
});
