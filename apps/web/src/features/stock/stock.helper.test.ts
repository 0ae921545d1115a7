import type { BatchTake } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  batchDateText,
  cookedTitle,
  editableTakes,
  openedEffect,
  overridesOf,
  plainNumber,
  REASON_WORDS,
  reasonText,
  shelfLifeChanges,
  shelfLifeText,
  shoppingLine,
  signedAmount,
  takesBody,
  undoRefusal,
} from './stock.helper';

describe('reasonText', () => {
  it('says every reason in plain words', () => {
    expect(reasonText({ reason: 'bought', note: 'Weekly Shop' })).toBe('Bought');
    expect(reasonText({ reason: 'used', note: null })).toBe('Used');
    expect(reasonText({ reason: 'wasted', note: null })).toBe('Thrown away');
    expect(reasonText({ reason: 'expired', note: null })).toBe('Went off');
    expect(reasonText({ reason: 'corrected', note: null })).toBe('Corrected');
    expect(reasonText({ reason: 'moved', note: null })).toBe('Moved');
    expect(reasonText({ reason: 'opened', note: null })).toBe('Opened');
    expect(reasonText({ reason: 'undone', note: null })).toBe('Undone');
    expect(Object.keys(REASON_WORDS)).toHaveLength(9);
  });

  it('names the dish cooked, when the entry knows it', () => {
    expect(reasonText({ reason: 'cooked', note: 'Pancakes' })).toBe("Cooked 'Pancakes'");
    expect(reasonText({ reason: 'cooked', note: null })).toBe('Cooked');
  });
});

describe('signedAmount', () => {
  it('signs what a batch gained or lost, in its unit', () => {
    expect(signedAmount({ quantity: '2', unit: 'cups' })).toBe('+2 cups');
    expect(signedAmount({ quantity: '-1', unit: 'cups' })).toBe('−1 cup');
    expect(signedAmount({ quantity: '-0.5', unit: 'lbs' })).toBe('−1/2 lb');
    expect(signedAmount({ quantity: '0', unit: 'each' })).toBe('');
  });
});

describe('cookedTitle', () => {
  it('counts items, not batches', () => {
    expect(cookedTitle('Pancakes', [{ itemId: 1 }, { itemId: 1 }, { itemId: 2 }])).toBe(
      'Cooked Pancakes: took 2 items',
    );
    expect(cookedTitle('Toast', [{ itemId: 5 }])).toBe('Cooked Toast: took 1 item');
  });
});

describe('batchDateText', () => {
  it("says when Kitching suggested the date, and 'No date' without one", () => {
    expect(batchDateText({ expirationDate: '2026-12-04', expirationSuggested: true })).toBe(
      'Dec 4, 2026 (suggested)',
    );
    expect(batchDateText({ expirationDate: '2026-12-04', expirationSuggested: false })).toBe('Dec 4, 2026');
    expect(batchDateText({ expirationDate: null, expirationSuggested: false })).toBe('No date');
  });
});

describe('openedEffect', () => {
  it('says the sooner date opening gives, and nothing when the date stays', () => {
    // Dairy keeps 5 days once opened.
    expect(openedEffect({ expirationDate: '2026-12-20' }, 'Dairy', '2026-12-01')).toBe(
      'Once opened it keeps until Dec 6, 2026',
    );
    expect(openedEffect({ expirationDate: '2026-12-03' }, 'Dairy', '2026-12-01')).toBeNull();
    expect(openedEffect({ expirationDate: null }, 'Other', '2026-12-01')).toBeNull();
    expect(
      openedEffect({ expirationDate: '2026-12-20' }, 'Dairy', '2026-12-01', { Dairy: { opened: 2 } }),
    ).toBe('Once opened it keeps until Dec 3, 2026');
  });
});

const take = (batchId: number, quantity: string, itemId = batchId): BatchTake => ({
  itemId,
  batchId,
  name: `Item ${itemId}`,
  quantity,
  unit: 'cups',
  expirationDate: null,
});

describe('take editing', () => {
  const preview = [take(1, '2'), take(2, '0.50'), take(3, '1')];

  it('shows the planned amounts as numbers the field takes', () => {
    expect(plainNumber('0.50')).toBe('0.5');
    const lines = editableTakes(preview, new Map());
    expect(lines.map((l) => l.amount)).toEqual(['2', '0.5', '1']);
    expect(lines.some((l) => l.edited)).toBe(false);
    expect(takesBody(lines)).toEqual({});
  });

  it('sends every line at the amount typed once one is edited, leaving out the zeros', () => {
    const lines = editableTakes(
      preview,
      new Map([
        [1, '1.5'],
        [3, '0'],
      ]),
    );
    expect(lines[0]).toMatchObject({ amount: '1.5', edited: true });
    expect(takesBody(lines)).toEqual({
      takes: [
        { batchId: 1, quantity: '1.5' },
        { batchId: 2, quantity: '0.5' },
      ],
    });
  });

  it('does not count retyping the same amount as an edit', () => {
    const lines = editableTakes(preview, new Map([[2, '0.5']]));
    expect(lines[1]?.edited).toBe(false);
    expect(takesBody(lines)).toEqual({});
  });

  it('refuses an amount that is not one, naming the line', () => {
    const negative = editableTakes(preview, new Map([[2, '-1']]));
    expect(negative[1]?.error).toBe('Quantity cannot be negative');
    expect(takesBody(negative)).toEqual({ error: 'Item 2: Quantity cannot be negative' });
    expect(takesBody(editableTakes(preview, new Map([[1, '']])))).toEqual({
      error: 'Item 1: Quantity is required',
    });
    expect(takesBody(editableTakes(preview, new Map([[1, '1.234']])))).toEqual({
      error: 'Item 1: Quantity can have at most 2 decimal places',
    });
  });
});

describe('shoppingLine', () => {
  it('keeps an amount in a unit the list knows, plural or not', () => {
    expect(shoppingLine({ name: 'Chickpeas', quantity: '2', unit: 'can' })).toEqual({
      name: 'Chickpeas',
      quantity: '2',
      unit: 'cans',
      category: 'Pantry',
    });
    expect(shoppingLine({ name: 'Milk', quantity: '1.3333', unit: 'cups' })).toMatchObject({
      quantity: '1.33',
      unit: 'cups',
      category: 'Dairy',
    });
    expect(shoppingLine({ name: 'Eggs', quantity: '6', unit: '' })).toMatchObject({
      quantity: '6',
      unit: 'each',
    });
  });

  it('buys one of what it cannot measure', () => {
    expect(shoppingLine({ name: 'Garlic', quantity: '2.5', unit: 'cloves' })).toMatchObject({
      quantity: '3',
      unit: 'each',
    });
    expect(shoppingLine({ name: 'Zorblax', quantity: 'a pinch', unit: 'pinch' })).toMatchObject({
      quantity: '1',
      unit: 'each',
      category: 'Other',
    });
  });
});

describe('shelf life form', () => {
  const entry = (category: string, fresh: number | null, opened: number | null, custom = false) => ({
    category,
    fresh,
    opened,
    custom,
  });
  const entries = [entry('Dairy', 10, 4, true), entry('Meat', 3, 2), entry('Other', null, null)];

  it("shows each category's days, '' for none", () => {
    expect(shelfLifeText(entries)).toEqual({
      Dairy: { fresh: '10', opened: '4' },
      Meat: { fresh: '3', opened: '2' },
      Other: { fresh: '', opened: '' },
    });
    expect(overridesOf(entries).Dairy).toEqual({ fresh: 10, opened: 4 });
  });

  it("sends only the categories changed; one set back to Kitching's days is a reset", () => {
    const text = shelfLifeText(entries);
    expect(shelfLifeChanges(entries, text)).toEqual({ bodies: [], errors: {} });
    expect(
      shelfLifeChanges(entries, {
        ...text,
        Dairy: { fresh: '10', opened: '5' },
        Meat: { fresh: '4', opened: '2' },
        Other: { fresh: '30', opened: '' },
      }),
    ).toEqual({
      bodies: [
        { category: 'Dairy', reset: true },
        { category: 'Meat', fresh: 4, opened: 2 },
        { category: 'Other', fresh: 30, opened: null },
      ],
      errors: {},
    });
  });

  it('names each field the contract refuses, and sends nothing for that category', () => {
    const text = shelfLifeText(entries);
    expect(
      shelfLifeChanges(entries, {
        ...text,
        Dairy: { fresh: '0', opened: '2.5' },
        Meat: { fresh: 'abc', opened: '99999' },
      }),
    ).toEqual({
      bodies: [],
      errors: {
        'Dairy.fresh': 'Days fresh must be at least 1 day',
        'Dairy.opened': 'Days once opened must be a whole number of days',
        'Meat.fresh': 'Days fresh must be a whole number of days',
        'Meat.opened': 'Days once opened must be at most 3650 days',
      },
    });
  });
});

describe('undoRefusal', () => {
  it("says the server's refusal plainly, with words of its own when the server gave none", () => {
    const refusal = (status: number, message = '') => undoRefusal(new ApiError(status, 'x', message));
    expect(refusal(409, 'The stock changed since: this can no longer be undone.')).toBe(
      'The stock changed since: this can no longer be undone.',
    );
    expect(refusal(409)).toBe('The stock changed since, so this can no longer be undone.');
    expect(refusal(403, "Only a Head Chef, Sous Chef or Cook can undo someone else's change.")).toBe(
      "Only a Head Chef, Sous Chef or Cook can undo someone else's change.",
    );
    expect(refusal(403)).toBe("Your role does not allow undoing someone else's change.");
    expect(refusal(404)).toBe('This change is gone already: nothing to undo.');
    expect(undoRefusal(new Error('boom'))).toBe('There was an error undoing the change.');
  });
});
