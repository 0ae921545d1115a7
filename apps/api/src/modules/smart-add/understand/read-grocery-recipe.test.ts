import { describe, expect, it } from 'vitest';
import { understandText } from './understand-text';

const TODAY = '2026-11-24';
/** The grocery reading of a text, whatever the best guess (a Kitchen Helper sees only this one). */
const shopping = (text: string) => {
  const reading = understandText(text, TODAY).find((r) => r.type === 'grocery_list');
  if (reading?.type !== 'grocery_list') throw new Error('no grocery reading');
  return reading.data;
};
const itemNames = (text: string) => shopping(text).items.map((i) => i.name.toLowerCase());

describe('a recipe read as a shopping list: steps are never items (issue 24)', () => {
  it('the issue: a pasted lentil soup gives its ingredients by name, none of its steps', () => {
    const text = [
      'Red lentil soup',
      '1 cup red lentils, rinsed',
      '1 onion, large, chopped',
      '2 cloves garlic, minced',
      '4 cups vegetable stock',
      'Preheat a large pot over medium heat.',
      'Fry the onion and garlic in a little oil until soft.',
      'Add the lentils and stock, then simmer for 20 minutes.',
      'The soup is ready when the lentils have broken down.',
    ].join('\n');
    expect(itemNames(text)).toEqual(['red lentils', 'onion', 'garlic', 'vegetable stock']);
    expect(shopping(text).name).toBe('Red lentil soup');
  });

  it('with section headers and numbered steps', () => {
    const text = [
      'Pancakes',
      'Ingredients:',
      '- 2 cups flour',
      '- 2 eggs',
      '- 1 1/2 cups milk',
      'Method:',
      '1. Whisk everything together.',
      '2. Rest 10 minutes',
      '3. Cook in a hot pan',
    ].join('\n');
    expect(itemNames(text)).toEqual(['flour', 'eggs', 'milk']);
  });

  it('asked as shopping ("buy for the curry:"), steps still left out', () => {
    const text = [
      'Buy for the curry:',
      '2 tins chopped tomatoes',
      '1 tbsp curry powder',
      '500 g chicken thighs',
      'Brown the chicken, then add the rest and simmer 30 mins',
      'Serve with rice.',
    ].join('\n');
    const names = itemNames(text);
    expect(names).toEqual(expect.arrayContaining(['curry powder', 'chicken thighs']));
    expect(names.some((n) => /brown|serve|simmer/.test(n))).toBe(false);
  });

  it('a plain list stays a list: every line an item, its name kept', () => {
    expect(itemNames('Shopping list:\nmilk\neggs\nbread\ncream cheese')).toEqual([
      'milk',
      'eggs',
      'bread',
      'cream cheese',
    ]);
  });
});
