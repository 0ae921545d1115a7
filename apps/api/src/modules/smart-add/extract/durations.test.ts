import { describe, expect, it } from 'vitest';
import { parseDuration } from './durations';

describe('parseDuration', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT420M', 420],
    ['PT1H30M0S', 90],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['P1DT2H', 1560],
    ['pt20m', 20],
    ['PT20M ', 20],
    ['PT90S', 2],
    ['PT1H30', 90],
    ['P20M', 20],
    ['PT0M', 0],
  ])('reads the ISO 8601 duration %s as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each([
    ['1 hour 30 minutes', 90],
    ['1 hr 30 mins', 90],
    ['1h30', 90],
    ['45 Minuten', 45],
    ['1 1/2 hours', 90],
    ['½ hour', 30],
    ['20-25 minutes', 20],
    ['8 hours on low or 4 hours on high', 480],
    ['1:15 h', 75],
    ['2 uur', 120],
    ['45', 45],
  ])('reads the written duration %j as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it('reads an hour and half an hour written in words, in six languages', () => {
    for (const text of ['an hour', 'une heure', 'eine Stunde', 'una hora', 'uma hora', "un'ora"])
      expect(parseDuration(text), text).toBe(60);
    for (const text of [
      'half an hour',
      'une demi-heure',
      'eine halbe Stunde',
      'media hora',
      'meia hora',
      "mezz'ora",
    ])
      expect(parseDuration(text), text).toBe(30);
    expect(parseDuration('une heure et 15 minutes')).toBe(75);
    expect(parseDuration('Zubereitungszeit: eine Stunde')).toBe(60);
  });

  it('takes numbers as minutes and the first of a list', () => {
    expect(parseDuration(25)).toBe(25);
    expect(parseDuration(['PT10M', 'PT20M'])).toBe(10);
  });

  it('gives null for anything that is not a duration', () => {
    for (const value of [null, undefined, '', 'P', 'PT', 'soon', 'PTXM', -5, { a: 1 }]) {
      expect(parseDuration(value), JSON.stringify(value)).toBeNull();
    }
  });
});
