import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto';
import { sessionCache } from '../auth/session-cache';
import type { TokensRepository } from './tokens.repository';
import { tokensService } from './tokens.service';

const GOOD = `kt_${randomBytes(32).toString('base64url')}`;
const user = { id: 7, role: 4, familyId: 3, family: { id: 3, name: 'F' } };

/** A repository that holds GOOD only and records each lookup (what an expired or revoked one finds: none). */
function fakeRepository() {
  const lookups: string[] = [];
  const repo = {
    async findTokenUser(hash: string) {
      lookups.push(hash);
      if (hash !== sha256(GOOD)) return undefined;
      return {
        token: { id: 1, userId: 7, name: 'HA', scopes: ['inventory:read'], tokenHash: hash, expiresAt: null },
        user,
      };
    },
    async touch() {},
  } as unknown as TokensRepository;
  return { repo, lookups };
}

describe('resolving a Bearer token: one path for every bad token', () => {
  it('wrong, altered, malformed and too short tokens are each hashed and looked up once, and all fail alike', async () => {
    const { repo, lookups } = fakeRepository();
    const tokens = tokensService({ tokens: repo, sessionCache: sessionCache() });
    const bad = [
      `kt_${randomBytes(32).toString('base64url')}`,
      `${GOOD.slice(0, -1)}${GOOD.endsWith('A') ? 'B' : 'A'}`,
      'kt_short',
      `kt_${'!'.repeat(43)}`,
    ];
    for (const token of bad) expect(await tokens.resolve(token)).toBeUndefined();
    expect(lookups).toEqual(bad.map(sha256));
    expect(await tokens.resolve(GOOD)).toMatchObject({
      user: { id: 7 },
      grant: { id: 1, scopes: ['inventory:read'] },
    });
  });

  it('a token found by its hash must still be of the right shape (checked after the lookup)', async () => {
    const shapeless = 'kt_has spaces and is forty-six characters long!!';
    const lookups: string[] = [];
    const repo = {
      async findTokenUser(hash: string) {
        lookups.push(hash);
        return { token: { id: 2, userId: 7, scopes: ['*:write'], tokenHash: hash, expiresAt: null }, user };
      },
      async touch() {},
    } as unknown as TokensRepository;
    const tokens = tokensService({ tokens: repo, sessionCache: sessionCache() });
    expect(await tokens.resolve(shapeless)).toBeUndefined();
    expect(lookups).toEqual([sha256(shapeless)]);
  });

  it('writes the last use at most once a minute per token', async () => {
    let now = 1_000_000;
    const touched: number[] = [];
    const { repo } = fakeRepository();
    (repo as { touch: (id: number) => Promise<void> }).touch = async (id) => {
      touched.push(id);
    };
    const tokens = tokensService({ tokens: repo, sessionCache: sessionCache(), now: () => now });
    await tokens.resolve(GOOD);
    now += 30_000;
    await tokens.resolve(GOOD);
    now += 31_000;
    await tokens.resolve(GOOD);
    expect(touched).toEqual([1, 1]);
  });
});
