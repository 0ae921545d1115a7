import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson } from './request-hash';

describe('the canonical body of an idempotent request', () => {
  it('reads one body the same whatever the order of its keys, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } })).toBe(
      '{"a":{"c":"é","d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(bodyHash({ name: 'Milk', quantity: 2 })).toBe(bodyHash({ quantity: 2, name: 'Milk' }));
  });

  it('tells different bodies apart, and no body from an empty one', () => {
    expect(bodyHash({ name: 'Milk' })).not.toBe(bodyHash({ name: 'Eggs' }));
    expect(bodyHash({ quantity: 2 })).not.toBe(bodyHash({ quantity: '2' }));
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson([undefined, null])).toBe('[null,null]');
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });

  it('matches JSON.stringify for plain values', () => {
    const value = { s: 'a"b\\c\n', n: -1.5e-7, t: true, f: false, z: null, list: [], obj: {} };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });

  it('hashes a body nested 100,000 deep without exhausting the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(bodyHash(deep)).toMatch(/^[0-9a-f]{64}$/);
  });
});
