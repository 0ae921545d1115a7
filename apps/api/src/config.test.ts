import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('unset, empty, 0 or false: no proxy is trusted', () => {
    for (const value of [undefined, '', '0', 'false']) expect(trustProxy(value)).toBe(false);
  });

  it('a number is that many proxy hops; 1 (the README of old) and true mean one', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('true')).toBe(1);
  });

  it('a list of proxy addresses and ranges, IPv4 or IPv6, or proxy-addr range names', () => {
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxy(' 10.0.0.5, 172.16.0.0/12 ,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('anything else is refused at start with what was wrong', () => {
    expect(() => trustProxy('yes')).toThrow(/TRUST_PROXY: expected a number of proxy hops.*not 'yes'/);
    expect(() => trustProxy('10.0.0.0/33, proxy.local')).toThrow(/not '10\.0\.0\.0\/33', 'proxy\.local'/);
    expect(() => trustProxy('10.0.0.1,')).toThrow(/not ''/);
  });
});
