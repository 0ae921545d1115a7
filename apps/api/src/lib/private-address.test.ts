import { describe, expect, it } from 'vitest';
import { embeddedIPv4, isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.0.8',
    '198.18.0.1',
    '::1',
    '::',
    '[::1]',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '192.0.32.10',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public address %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('embeddedIPv4', () => {
  it('finds the IPv4 address in mapped, NAT64 and 6to4 forms', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(embeddedIPv4('64:ff9b::c0a8:101')).toBe('192.168.1.1');
    expect(embeddedIPv4('2002:a9fe:a9fe::1')).toBe('169.254.169.254');
    expect(embeddedIPv4('2606:4700::1111')).toBeNull();
    expect(embeddedIPv4('1:2:3')).toBeNull();
  });
});
