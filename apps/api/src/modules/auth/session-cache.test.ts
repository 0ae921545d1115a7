import { describe, expect, it } from 'vitest';
import type { UserWithFamily } from '../users/users.dto';
import { sessionCache } from './session-cache';

const user = (id: number, familyId: number | null = 7) =>
  ({ id, familyId, role: 1, family: familyId ? { id: familyId, name: 'F' } : null }) as UserWithFamily;
const later = new Date(Date.now() + 86_400_000);

function listeningCache(options: Parameters<typeof sessionCache>[0] = {}) {
  const cache = sessionCache(options);
  cache.setListening(true);
  return cache;
}

describe('the session cache', () => {
  it('holds a user for its time to live, then asks again', () => {
    let now = 1_000;
    const cache = listeningCache({ ttlMs: 100, now: () => now });
    cache.set('a', user(1), later, cache.generation());
    expect(cache.get('a')?.id).toBe(1);
    now += 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    let now = Date.now();
    const cache = listeningCache({ ttlMs: 60_000, now: () => now });
    cache.set('a', user(1), new Date(now + 10), cache.generation());
    now += 10;
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds nothing while it cannot hear other processes', () => {
    const cache = sessionCache();
    cache.set('a', user(1), later, cache.generation());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.set('a', user(1), later, cache.generation());
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep what a lookup read before something was forgotten', () => {
    const cache = listeningCache();
    const since = cache.generation();
    cache.forgetUser(99); // a change committed while the lookup was reading
    cache.set('a', user(1), later, since);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets by token, by user and by family, and on notifications', () => {
    const cache = listeningCache();
    const fill = () => {
      for (const [hash, u] of [
        ['a', user(1, 7)],
        ['b', user(1, 7)],
        ['c', user(2, 7)],
        ['d', user(3, 8)],
      ] as const)
        cache.set(hash, u, later, cache.generation());
    };
    fill();
    cache.forgetToken('a');
    expect([cache.get('a'), cache.get('b')?.id]).toEqual([undefined, 1]);
    cache.forgetUser(1);
    expect([cache.get('b'), cache.get('c')?.id]).toEqual([undefined, 2]);
    cache.forgetFamily(7);
    expect([cache.get('c'), cache.get('d')?.id]).toEqual([undefined, 3]);
    fill();
    cache.handleNotification('user:2');
    expect([cache.get('c'), cache.get('a')?.id]).toEqual([undefined, 1]);
    cache.handleNotification('family:8');
    expect(cache.get('d')).toBeUndefined();
    cache.handleNotification('something new');
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = listeningCache({ maxEntries: 2 });
    for (const hash of ['a', 'b', 'c']) cache.set(hash, user(1), later, cache.generation());
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 1, 1]);
  });

  it('keeps its indexes true when entries are evicted or replaced', () => {
    const cache = listeningCache({ maxEntries: 2 });
    cache.set('a', user(1, 7), later, cache.generation());
    cache.set('a', user(2, 8), later, cache.generation()); // the token now names another user
    cache.set('b', user(3, 8), later, cache.generation());
    cache.forgetUser(1);
    cache.forgetFamily(7);
    expect([cache.get('a')?.id, cache.get('b')?.id]).toEqual([2, 3]);
    cache.set('c', user(4, 9), later, cache.generation()); // evicts 'a', the least recently used
    cache.forgetFamily(8);
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.id]).toEqual([undefined, undefined, 4]);
    expect(cache.size).toBe(1);
  });
});
