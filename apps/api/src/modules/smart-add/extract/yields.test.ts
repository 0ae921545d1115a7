import { describe, expect, it } from 'vitest';
import { parseYield } from './yields';

describe('parseYield', () => {
  it.each([
    ['4 servings', 4],
    ['4-6 servings', 4],
    ['Serves 4 to 6', 4],
    ['Makes 12 cookies', 12],
    ['Makes 2 dozen', 24],
    ['a dozen rolls', 12],
    ['Serves four', 4],
    ['1 (9-inch) pie', 1],
    ['6 Portionen', 6],
    ['2,5 l', 3],
  ])('reads %j as %i', (text, servings) => {
    expect(parseYield(text)).toBe(servings);
  });

  it('reads numbers, lists and { value } objects', () => {
    expect(parseYield(6)).toBe(6);
    expect(parseYield(['4', '4 servings'])).toBe(4);
    expect(parseYield(['', 'Serves 8'])).toBe(8);
    expect(parseYield({ '@type': 'QuantitativeValue', value: 3 })).toBe(3);
  });

  it('gives null when there is no count', () => {
    for (const value of [null, '', 'a few', 0, -2, 'servings', []]) {
      expect(parseYield(value), JSON.stringify(value)).toBeNull();
    }
  });
});
