import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';
import { readTimesAndYield } from './html-times';

/** The times a page without structured data says in its text (prep, cook, total; null when unsaid). */
const timesOf = (body: string) => {
  const { prepTime, cookTime, totalTime } = readTimesAndYield(load(`<html><body>${body}</body></html>`));
  return [prepTime, cookTime, totalTime];
};

describe('times in the text of a page without structured data', () => {
  it.each([
    // The page of issue 24: one line, two labels, commas between.
    ['<p>Prep 10 mins, bake 25 mins</p>', [10, 25, null]],
    ['<p>Easy and quick. Prep 10 mins, bake 25 mins. Serves 4.</p>', [10, 25, null]],
    ['<p>Prep time: 15 minutes | Cook time: 1 hr 15 min | Total time: 1 hr 30 min</p>', [15, 75, 90]],
    ['<p>Cook time – 1 hr 15 min</p>', [null, 75, null]],
    ['<p>Preparation: 20 minutes</p><p>Cooking: 1 hour</p>', [20, 60, null]],
    ['<p>Hands-on time: 25 minutes · Total: 2 hours</p>', [25, 95, 120]],
    ['<p>10 mins prep · 20 mins cook</p>', [10, 20, null]],
    ['<p>1 hr 15 min total</p>', [null, 75, 75]],
    ['<p>Prep 10 min Cook 20 min</p>', [10, 20, null]],
    // Ranges read as their lower bound, as the structured data's are.
    ['<p>Prep: 10 to 15 minutes</p><p>Bake: 25-30 minutes</p>', [10, 25, null]],
    ['<p>Roast for 1½ hours</p>', [null, 90, null]],
    ['<p>Roasting time: 1h30</p>', [null, 90, null]],
    ['<p>Simmer 2 hours and 10 minutes</p>', [null, 130, null]],
    ['<p>Total time 2 hours and 10 minutes</p>', [null, 130, 130]],
    // Only a total: what the preparation leaves of it is the cooking.
    ['<p>Ready in 45 minutes</p>', [null, 45, 45]],
    ['<p>Ready in under 30 minutes!</p>', [null, 30, 30]],
    ['<p>Prep 15 min. Ready in about 1 hour.</p>', [15, 45, 60]],
    ['<p>Takes 1 hr</p>', [null, 60, 60]],
    // Ways of cooking add up when nothing says 'cook'; 'cook' wins when it does.
    [
      '<ol><li>Simmer for 20 minutes, stirring.</li><li>Then bake for 25 minutes.</li></ol>',
      [null, 45, null],
    ],
    ['<p>Cook: 30 mins</p><ol><li>Bake for 25 minutes.</li></ol>', [null, 30, null]],
    // The same words twice (a phone and a desktop copy of the card) count once.
    ['<div><p>Bake 25 mins</p></div><div><p>Bake 25 mins</p></div>', [null, 25, null]],
    // Labels on one line and their value on the next, as before.
    ['<dl><dt>Prep Time</dt><dd>20 mins</dd><dt>Cook Time</dt><dd>40 mins</dd></dl>', [20, 40, null]],
  ])('%s', (body, expected) => {
    expect(timesOf(body)).toEqual(expected);
  });

  it.each([
    '<p>Let the dough rest 10 minutes.</p>',
    '<p>Bake until golden, about 25 minutes more, then cool.</p>',
    '<p>Total Fat 12g</p><p>Serves 4</p>',
    '<p>Bake at 180 C</p>',
    '<p>Cook the pasta 10 minutes longer than the packet says</p>',
    '<p>Prep 2 medium onions</p>',
  ])('reads no time from %s', (body) => {
    expect(timesOf(body)).toEqual([null, null, null]);
  });

  it('fills prep and cook of an imported page that says "Prep 10 mins, bake 25 mins"', () => {
    const body = `<article><h1>Tray Bake</h1><p>A weeknight favourite. Prep 10 mins, bake 25 mins.</p>
      <h2>Ingredients</h2><ul><li>4 potatoes</li><li>2 tbsp olive oil</li></ul>
      <h2>Method</h2><ol><li>Chop the potatoes.</li><li>Bake until golden.</li></ol></article>`;
    const found = extractRecipe(
      `<!doctype html><html><head><title>Tray Bake</title></head><body>${body}</body></html>`,
    );
    expect(found?.method).toBe('html');
    expect(found?.recipe).toMatchObject({ prepTime: 10, cookTime: 25, totalTime: 35 });
  });
});

describe('times shown in elements named for them, without a label', () => {
  it.each([
    ['<div class="meta"><span class="meta-item zeit">45 Min.</span></div>', [null, 45, 45]],
    [
      '<span class="recipe-prep-time">15 mins</span><span class="recipe-cook-time">1 hr</span>',
      [15, 60, null],
    ],
    ['<span class="entry-time">1 hour</span>', [null, 60, 60]],
  ])('reads %s', (body, want) => {
    expect(timesOf(body)).toEqual(want);
  });

  it.each([
    '<span class="reading-time">5 min</span>',
    '<span class="video-duration">3:45</span>',
    '<time class="post-date">12 May 2024</time>',
  ])('reads no time from %s', (body) => {
    expect(timesOf(body)).toEqual([null, null, null]);
  });
});
