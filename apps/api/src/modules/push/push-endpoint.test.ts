import { describe, expect, it } from 'vitest';
import { isUsableEndpoint } from './push-endpoint';

describe('isUsableEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['http://127.0.0.1:8080/push', false],
    ['https://127.0.0.1/push', false],
    ['https://10.1.2.3/push', false],
    ['https://[::1]/push', false],
    ['https://169.254.169.254/latest', false],
    ['https://localhost/push', false],
    ['https://user:pass@push.example.com/x', false],
    ['ftp://push.example.com/x', false],
    ['not a url', false],
  ])('%s -> %s (production)', (endpoint, usable) => {
    expect(isUsableEndpoint(endpoint, false)).toBe(usable);
  });

  it.each([
    ['http://127.0.0.1:8080/push', true],
    ['http://localhost:8080/push', true],
    ['http://[::1]:8080/push', true],
    ['http://10.0.0.5/push', false],
    ['http://push.example.com/push', false],
  ])('%s -> %s with ALLOW_PRIVATE_FETCH (tests)', (endpoint, usable) => {
    expect(isUsableEndpoint(endpoint, true)).toBe(usable);
  });
});
