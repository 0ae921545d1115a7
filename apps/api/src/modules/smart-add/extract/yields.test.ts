import { describe, expect, it } from 'vitest';
import { parseYield, trailingYield } from './yields';

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

describe('parseYield in the languages recipes come in (issue 28)', () => {
  it.each([
    ['4 Portionen', 4],
    ['für vier Personen', 4],
    ['pour 6 personnes', 6],
    ['quatre personnes', 4],
    ['para 4 personas', 4],
    ['Para cuatro personas', 4],
    ['per 4 persone', 4],
    ['6-8 porzioni', 6],
    ['rende 6 porções', 6],
    ['rende seis porções', 6],
    ['4 a 6 pessoas', 4],
    ['2 Dutzend', 24],
    ['1,5 kg', 2],
  ])('reads %j as %i', (text, servings) => {
    expect(parseYield(text)).toBe(servings);
  });

  it('counts people before pieces', () => {
    expect(parseYield('Ergibt 20 Stück, für 12 Personen')).toBe(12);
    expect(parseYield('Makes 24 cookies')).toBe(24);
  });

  it('reads no count from words that only look like one', () => {
    // Portuguese 'doce' is sweet (Spanish twelve); 'une tarte' is one tart, not a count.
    for (const text of ['doce de leite', 'une tarte', 'un peu']) expect(parseYield(text), text).toBeNull();
  });
});

describe('trailingYield', () => {
  it('takes a yield said at the end of the last step off the step', () => {
    expect(trailingYield('Serve with the dip. Serves 4')).toEqual({
      step: 'Serve with the dip.',
      yieldText: 'Serves 4',
    });
    expect(trailingYield('Im Kühlschrank fest werden lassen. Ergibt 12 Stück.')).toEqual({
      step: 'Im Kühlschrank fest werden lassen.',
      yieldText: 'Ergibt 12 Stück',
    });
  });

  it('leaves a step that only mentions a number alone', () => {
    expect(trailingYield('Bake for 20 minutes.')).toBeNull();
    expect(trailingYield('Serves 4')).toBeNull();
    expect(trailingYield('Divide the dough into 12 pieces and shape into rolls.')).toBeNull();
  });
});

describe('trailingYield after a preposition', () => {
  it('needs people after für, pour, para, per or serve', () => {
    expect(trailingYield('Abkühlen lassen. Für 4 Personen.')?.yieldText).toBe('Für 4 Personen');
    expect(trailingYield('Den Ofen vorheizen. Für 20 Minuten backen.')).toBeNull();
    expect(trailingYield('Mélanger. Serve 2 crêpes.')).toBeNull();
  });
});
