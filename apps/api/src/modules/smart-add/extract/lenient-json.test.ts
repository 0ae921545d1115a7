import { describe, expect, it } from 'vitest';
import { parseLenientJson } from './lenient-json';

describe('parseLenientJson', () => {
  it('reads strict JSON as it is', () => {
    expect(parseLenientJson('{"a":[1,2],"b":"x"}')).toEqual({ a: [1, 2], b: 'x' });
  });

  it('unwraps CDATA and HTML comment wrappers', () => {
    expect(parseLenientJson('//<![CDATA[\n{"a":1}\n//]]>')).toEqual({ a: 1 });
    expect(parseLenientJson('/*<![CDATA[*/{"a":1}/*]]>*/')).toEqual({ a: 1 });
    expect(parseLenientJson('<!-- {"a":1} -->')).toEqual({ a: 1 });
  });

  it('forgives trailing commas, raw newlines and control characters in strings', () => {
    expect(parseLenientJson('{"a":[1,2,],"b":{"c":3,},}')).toEqual({ a: [1, 2], b: { c: 3 } });
    expect(parseLenientJson('{"steps":"Mix.\nBake.\tServe.\u0007"}')).toEqual({
      steps: 'Mix.\nBake.\tServe.',
    });
  });

  it("forgives invalid escapes and comments, but keeps '//' inside strings", () => {
    expect(parseLenientJson(`{"name":"Mom\\'s pie", // comment\n "url":"https://x.test/a"}`)).toEqual({
      name: "Mom's pie",
      url: 'https://x.test/a',
    });
  });

  it('reads several objects in a row as a list', () => {
    expect(parseLenientJson('{"a":1}\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('gives undefined for text that is no JSON at all', () => {
    expect(parseLenientJson('')).toBeUndefined();
    expect(parseLenientJson('window.foo = bar;')).toBeUndefined();
  });
});
