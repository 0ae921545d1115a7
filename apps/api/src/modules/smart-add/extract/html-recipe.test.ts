import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readHtmlRecipe } from './html-recipe';

const read = (body: string) => readHtmlRecipe(load(`<html><body>${body}</body></html>`));

describe('readHtmlRecipe: steps by the names of their containers', () => {
  it('takes the paragraphs named for the steps, not the introduction beside them', () => {
    const body = `
      <ul class="ingredients"><li>2 eggs</li><li>1 cup milk</li></ul>
      <div class="card-body method">
        <p>My grandmother made these every Sunday; the kitchen smelled of butter for hours.</p>
        <h4>Batter</h4>
        <p class="method-step">Whisk the eggs with the milk.</p>
        <h4>Cooking</h4>
        <p class="method-step">Fry ladlefuls in a hot pan.</p>
        <p class="method-step">Serve warm.</p>
      </div>`;
    expect(read(body)?.instructionLines).toEqual([
      'Whisk the eggs with the milk.',
      'Fry ladlefuls in a hot pan.',
      'Serve warm.',
    ]);
  });

  it('takes every paragraph when none is named', () => {
    const body = `
      <ul class="ingredients"><li>2 eggs</li><li>1 cup milk</li></ul>
      <div class="method"><p>Whisk the eggs with the milk.</p><p>Fry ladlefuls in a hot pan.</p></div>`;
    expect(read(body)?.instructionLines).toEqual([
      'Whisk the eggs with the milk.',
      'Fry ladlefuls in a hot pan.',
    ]);
  });
});
