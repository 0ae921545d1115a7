import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
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

describe('starting with a wrong setting', () => {
  it('exits 1 with a line per wrong variable, and no stack trace', { timeout: 30_000 }, async () => {
    const server = path.resolve(import.meta.dirname, 'server.ts');
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, TRUST_PROXY: 'yes', PORT: 'eighty' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    const lines = String((failed as { stderr: string }).stderr)
      .split('\n')
      .filter((line) => line.trim());
    expect(lines).toEqual([
      '  Kitching did not start. Invalid configuration:',
      '  PORT: Invalid input: expected number, received NaN',
      "  TRUST_PROXY: expected a number of proxy hops, or proxy addresses and ranges separated by commas; not 'yes'",
    ]);
  });
});
