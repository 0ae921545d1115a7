import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { refusesHost, webhookBlockedAddress } from './webhook-guard';

// Issue 29: webhooks reach no loopback, link-local or private address unless WEBHOOK_ALLOW_PRIVATE says.

const allowed = (value: string | undefined) =>
  loadConfig({ WEBHOOK_ALLOW_PRIVATE: value }).WEBHOOK_ALLOW_PRIVATE;

describe('the webhooks outbound guard', () => {
  it('refuses every private address by default, never a public one', () => {
    const blocked = webhookBlockedAddress(allowed(undefined));
    for (const address of ['127.0.0.1', '169.254.169.254', '10.0.0.1', '192.168.1.10', '::1', 'fe80::1'])
      expect(blocked(address), address).toBe(true);
    expect(blocked('93.184.216.34')).toBe(false);
  });

  it('lets through only the addresses and ranges the operator listed', () => {
    const blocked = webhookBlockedAddress(allowed('192.168.1.10, 10.0.0.0/24'));
    expect(blocked('192.168.1.10')).toBe(false);
    expect(blocked('10.0.0.200')).toBe(false);
    expect(blocked('10.0.1.1')).toBe(true);
    expect(blocked('127.0.0.1')).toBe(true);
    expect(blocked('169.254.169.254')).toBe(true);
    expect(webhookBlockedAddress(allowed('true'))('127.0.0.1')).toBe(false);
  });

  it('refuses an address written as a private one, localhost included', () => {
    const blocked = webhookBlockedAddress(false);
    expect(refusesHost('http://localhost:8123/api/webhook/x', blocked)).toBe(true);
    expect(refusesHost('http://[::1]/', blocked)).toBe(true);
    expect(refusesHost('http://169.254.169.254/latest', blocked)).toBe(true);
    expect(refusesHost('https://hooks.example.com/x', blocked)).toBe(false);
  });

  it('says what is wrong with a setting it cannot read', () => {
    expect(() => allowed('my-home-server')).toThrow(/WEBHOOK_ALLOW_PRIVATE: expected true, or addresses/);
  });
});
