/**
 * Generated request bodies for the fuzz test: a seeded PRNG (the same seed gives the same requests)
 * and JSON values aimed at what breaks servers: deep nesting, huge and odd strings, wrong types,
 * numbers at the limits of ints, floats and dates, and plausible bodies with one part wrong.
 */

export type Random = () => number;

/** mulberry32: small, fast, and good enough to pick test inputs. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (random: Random, max: number) => Math.floor(random() * max);
export const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)]!;

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.000001,
  1e-300,
  255,
  256,
  65535,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1.7976931348623157e308,
  5e-324,
  999999.999,
  123456789.12345679,
];

const STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '2030-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01',
  '-000001-01-01',
  'a@b',
  '@',
  'x@y.z'.repeat(60),
  'https://',
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
  'file:///etc/passwd',
  "'; DROP TABLE users; --",
  '%00',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  'e\u0301\u0301\u0301',
  '😀👨‍👩‍👧‍👦',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ǅ İ ß ﬀ',
  '<script>alert(1)</script>',
  '../../..//',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as written.
  '${jndi:ldap://x}',
  '1/2',
  '1 1/2',
  '½',
  '٣',
  '0x1F',
  '1_000',
];

/** A string: a known troublemaker, random code points, or a long repeat. */
export function randomString(random: Random): string {
  const r = random();
  if (r < 0.45) return pick(random, STRINGS);
  if (r < 0.8) {
    const length = int(random, 40);
    let s = '';
    for (let i = 0; i < length; i++) {
      const kind = random();
      const code =
        kind < 0.6 ? 32 + int(random, 95) : kind < 0.8 ? int(random, 0x800) : int(random, 0x10ffff);
      // Lone surrogates are valid in JSON text as escapes and worth sending.
      s += String.fromCodePoint(code);
    }
    return s;
  }
  const sizes = [255, 256, 1000, 5000, 20_000, 200_000];
  return pick(random, ['x', 'é', '😀', 'ab ', '\\', '"']).repeat(pick(random, sizes));
}

export function randomNumber(random: Random): number {
  const r = random();
  if (r < 0.6) {
    const n = pick(random, NUMBERS);
    return random() < 0.3 ? -n : n;
  }
  if (r < 0.8) return int(random, 1000);
  return (random() - 0.5) * 10 ** int(random, 20);
}

/** Any JSON value, nested up to `depth` levels (deeper ones are built separately: see deepValue). */
export function randomValue(random: Random, depth = 3): unknown {
  const r = random();
  if (depth <= 0 || r < 0.55) {
    const kind = int(random, 6);
    if (kind === 0) return null;
    if (kind === 1) return random() < 0.5;
    if (kind === 2) return randomNumber(random);
    return randomString(random);
  }
  if (r < 0.75) return Array.from({ length: int(random, 5) }, () => randomValue(random, depth - 1));
  return randomObject(random, depth - 1);
}

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '', ' ', '0', 'length', '$gt', 'a.b'];

export function randomObject(
  random: Random,
  depth: number,
  keys: readonly string[] = [],
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = int(random, 6);
  for (let i = 0; i < count; i++) {
    const key =
      keys.length && random() < 0.7
        ? pick(random, keys)
        : random() < 0.3
          ? pick(random, KEYS)
          : randomString(random).slice(0, 30);
    // defineProperty: a plain assignment to "__proto__" would set the prototype, not a key.
    Object.defineProperty(object, key, {
      value: randomValue(random, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** JSON text nested `levels` deep (arrays, objects or both), written as text: too deep to stringify. */
export function deepJson(random: Random, levels: number): string {
  const leaf = JSON.stringify(randomValue(random, 0));
  const kind = int(random, 3);
  if (kind === 0) return `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`;
  if (kind === 1) return `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
  return `${'{"a":['.repeat(levels)}${leaf}${']}'.repeat(levels)}`;
}

/** The plausible body with one to three fields (or parts of array items) replaced by random values. */
export function mutate(random: Random, base: unknown): unknown {
  if (!base || typeof base !== 'object') return randomValue(random);
  const copy = structuredClone(base) as Record<string, unknown>;
  const times = 1 + int(random, 3);
  for (let i = 0; i < times; i++) {
    let target: Record<string, unknown> = copy;
    // Walk into a nested object or array item now and then (ingredients, items).
    for (let d = 0; d < 2; d++) {
      const inner = Object.values(target).filter((v) => v && typeof v === 'object') as Record<
        string,
        unknown
      >[];
      if (!inner.length || random() < 0.5) break;
      const next = pick(random, inner);
      // An array's first item when it is an object; else the array itself (its items by index).
      const item: unknown = Array.isArray(next) ? next[0] : undefined;
      target = (item && typeof item === 'object' ? item : next) as Record<string, unknown>;
    }
    const keys = Object.keys(target);
    const r = random();
    if (keys.length && r < 0.8) target[pick(random, keys)] = randomValue(random, 2);
    else if (keys.length && r < 0.9) delete target[pick(random, keys)];
    else target[randomString(random).slice(0, 20) || 'extra'] = randomValue(random, 1);
  }
  return copy;
}
