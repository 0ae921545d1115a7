import { describe, expect, it } from 'vitest';
import { addMonths, expiryOf, findDates } from './text-dates';

const TODAY = '2026-11-24'; // a Tuesday
const first = (text: string, today = TODAY) => findDates(text, today)[0]?.date;
const expiry = (text: string, today = TODAY) => expiryOf(text, today)?.date ?? null;

describe('addMonths', () => {
  it('keeps the day, or takes the last of a shorter month', () => {
    expect(addMonths('2026-11-24', 1)).toBe('2026-12-24');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 3)).toBe('2026-11-30');
  });
});

describe('findDates: spans and days of the month', () => {
  it.each([
    ['next month', '2026-12-24'],
    ['in a month', '2026-12-24'],
    ['in 3 months', '2027-02-24'],
    ['in a fortnight', '2026-12-08'],
    ['in 2 wks', '2026-12-08'],
    ['in a couple of weeks', '2026-12-08'],
    ['in a few days', '2026-11-27'],
    ["in 2 weeks' time", '2026-12-08'],
    ['end of the month', '2026-11-30'],
    ['end of next month', '2026-12-31'],
    ['end of the week', '2026-11-29'],
    ['end of next week', '2026-12-06'],
    ['the 28th', '2026-11-28'],
    ['the 12th', '2026-12-12'],
    ['the 24th', TODAY],
    ['March 2027', '2027-03-31'],
    ['feb 2028', '2028-02-29'],
    ['25/12/2026', '2026-12-25'],
  ])('%s → %s', (text, date) => {
    expect(first(text)).toBe(date);
  });

  it('the 31st skips months without one', () => {
    expect(first('the 31st', '2026-11-24')).toBe('2026-12-31');
    expect(first('the 30th', '2027-02-10')).toBe('2027-03-30');
  });

  it('keeps what is not a date a word or an amount', () => {
    expect(findDates('12 eggs', TODAY)).toEqual([]);
    expect(findDates('3 days of food', TODAY)).toEqual([]);
    expect(findDates('the 2nd shelf of the fridge', TODAY)).toEqual([]);
    expect(findDates('a fortnight away', TODAY)).toEqual([]);
    expect(findDates('March on', TODAY)).toEqual([]);
    expect(first('12/03/2026')).toBe('2026-12-03'); // month first when it can be, as the app shows dates
  });
});

describe('expiryOf: the date after an item', () => {
  it.each([
    ['chickpeas expiring next month', '2026-12-24'],
    ['yoghurt best before Friday', '2026-11-27'],
    ['cheddar use by the 12th', '2026-12-12'],
    ['salmon, use by 28th', '2026-11-28'],
    ['hummus good till Dec 3', '2026-12-03'],
    ['hummus good til Dec 3', '2026-12-03'],
    ['ham exp next week', '2026-12-01'],
    ['bread expires in 5 days', '2026-11-29'],
    ['chicken, good for 3 months', '2027-02-24'],
    ['pesto, use within 5 days', '2026-11-29'],
    ['soup keeps for a week', '2026-12-01'],
    ['opened jam, lasts 2 months', '2027-01-24'],
    ['ricotta, expiring end of the week', '2026-11-29'],
    ['loaf, best by the weekend', '2026-11-28'],
    ['double cream exp 30/11', '2026-11-30'],
    ['salsa, exp 25/12', '2026-12-25'],
    ['peas, expiring March 2027', '2027-03-31'],
    ['eggs, good until end of the month', '2026-11-30'],
    ['tortillas, expires in a fortnight', '2026-12-08'],
    ['mince bb 1st Dec', '2026-12-01'],
    ['milk exp 12/15', '2026-12-15'],
  ])('%s → %s', (text, date) => {
    expect(expiry(text)).toBe(date);
  });

  it('takes the cue and the date out together (to leave the name)', () => {
    const text = '2 cans of chickpeas expiring next month';
    const found = expiryOf(text, TODAY)!;
    expect(text.slice(0, found.index).trim()).toBe('2 cans of chickpeas');
    expect(found.index + found.length).toBe(text.length);
  });

  it('reads a bare span or a day-first date only after a cue', () => {
    expect(expiry('cooked for 3 days')).toBeNull();
    expect(findDates('ate 30/11 things', TODAY)).toEqual([]);
    expect(expiry('3 yogurts expiring soon')).toBeNull();
  });
});
