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

describe('readHtmlRecipe: steps as paragraphs after their heading', () => {
  it('keeps each paragraph one step, a line break inside it too', () => {
    const body = `
      <h2>Ingredients</h2><ul><li>1 cauliflower</li><li>2 tbsp oil</li></ul>
      <h2>Method</h2>
      <p>Heat the oven to 220 °C.</p>
      <p>Cut the cauliflower into florets. <br><br>Toss them with the oil.</p>
      <p>Roast for 25 minutes.</p>`;
    expect(read(body)?.instructionLines).toEqual([
      'Heat the oven to 220 °C.',
      'Cut the cauliflower into florets. Toss them with the oil.',
      'Roast for 25 minutes.',
    ]);
  });

  it('reads one paragraph broken by <br> as one step a line', () => {
    const body = `
      <h2>Ingredients</h2><ul><li>1 cauliflower</li><li>2 tbsp oil</li></ul>
      <h2>Method</h2><p>Cut the cauliflower.<br>Toss with the oil.<br>Roast for 25 minutes.</p>`;
    expect(read(body)?.instructionLines).toEqual([
      'Cut the cauliflower.',
      'Toss with the oil.',
      'Roast for 25 minutes.',
    ]);
  });

  it('keeps ingredient lines broken by <br> apart', () => {
    const body = `
      <h2>Ingredients</h2><p>1 cauliflower<br>2 tbsp oil</p><p>salt<br>pepper</p>
      <h2>Method</h2><p>Roast everything.</p><p>Serve.</p>`;
    expect(read(body)?.ingredientLines).toEqual(['1 cauliflower', '2 tbsp oil', 'salt', 'pepper']);
  });
});

describe('readHtmlRecipe: ingredients shown as a name over its amount', () => {
  const card = (name: string, amount: string) =>
    `<div><img alt=""><div><div class="name">${name}</div><div class="qty">${amount}</div></div></div>`;

  it('reads each as one line, amount first', () => {
    const body = `<h2>Zutaten</h2><div class="grid">${card('Rote Linsen', '200 g')}${card('Karotten', '3 Stk.')}${card('Salz', '')}</div>
      <h2>Zubereitung</h2><p>Linsen waschen.</p><p>Alles 20 Minuten köcheln.</p>`;
    expect(read(body)?.ingredientLines).toEqual(['200 g Rote Linsen', '3 Stk. Karotten', 'Salz']);
  });

  it('leaves a heading over a lone ingredient as it is', () => {
    const body = `<h2>Ingredients</h2><div><div><p>Dough</p><p>2 eggs</p></div><div>1 cup flour</div></div>
      <h2>Method</h2><p>Mix.</p><p>Bake.</p>`;
    expect(read(body)?.ingredientLines).toEqual(['Dough', '2 eggs', '1 cup flour']);
  });
});

describe('readHtmlRecipe: a note inside the steps container', () => {
  const page = (heading: string) => `<html><body><main>
    <div class="ingredients"><ul><li>200 g rice</li><li>1 lemon</li></ul></div>
    <div class="instructions">
      <ol><li>Cook the rice in salted water.</li><li>Stir in the lemon zest.</li></ol>
      <h3>${heading}</h3><ul><li>Credits: our test kitchen</li></ul>
    </div></main></body></html>`;

  it('ends the steps at a heading naming notes or more information', () => {
    for (const heading of ['Additional information', 'Informações Adicionais', 'Informazioni aggiuntive'])
      expect(readHtmlRecipe(load(page(heading)))?.instructionLines, heading).toEqual([
        'Cook the rice in salted water.',
        'Stir in the lemon zest.',
      ]);
  });

  it('keeps the lines under a heading naming a part of the dish', () => {
    expect(readHtmlRecipe(load(page('To serve')))?.instructionLines).toContain('Credits: our test kitchen');
  });
});

describe('readHtmlRecipe: a note inside the block under the steps heading', () => {
  it('ends a single step at a heading naming more information', () => {
    const body = `<h2>Ingredients</h2><ul><li>200 g rice</li><li>1 lemon</li></ul>
      <h2>Method</h2>
      <div><ol><li>Cook the rice, then stir in the lemon zest.</li></ol>
      <h3>Additional information</h3><ul><li>Credits: our test kitchen</li></ul></div>`;
    expect(read(body)?.instructionLines).toEqual(['Cook the rice, then stir in the lemon zest.']);
  });
});
