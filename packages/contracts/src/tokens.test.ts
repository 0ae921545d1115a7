import { describe, expect, it } from 'vitest';
import { createTokenBody, scopesAllow, scopesOfChoices } from './tokens';

describe('token scopes', () => {
  it('write implies read; an area never grants another', () => {
    expect(scopesAllow(['inventory:write'], 'inventory', 'read')).toBe(true);
    expect(scopesAllow(['inventory:write'], 'inventory', 'write')).toBe(true);
    expect(scopesAllow(['inventory:read'], 'inventory', 'write')).toBe(false);
    expect(scopesAllow(['inventory:write'], 'recipes', 'read')).toBe(false);
  });
  it("'*' covers every area and the routes outside them, at its own level", () => {
    expect(scopesAllow(['*:read'], 'meal-plans', 'read')).toBe(true);
    expect(scopesAllow(['*:read'], '*', 'read')).toBe(true);
    expect(scopesAllow(['*:read'], '*', 'write')).toBe(false);
    expect(scopesAllow(['lists:write'], '*', 'read')).toBe(false);
  });
  it('reads the form: none leaves an area out', () => {
    expect(scopesOfChoices({ inventory: 'read', recipes: 'none', lists: 'write' })).toEqual([
      'inventory:read',
      'lists:write',
    ]);
  });
  it('a body needs a name and a known scope; duplicates fold', () => {
    expect(createTokenBody.safeParse({ name: ' ', scopes: ['inventory:read'] }).success).toBe(false);
    expect(createTokenBody.safeParse({ name: 'HA', scopes: ['cellar:read'] }).success).toBe(false);
    expect(createTokenBody.parse({ name: 'HA', scopes: ['lists:read', 'lists:read'] }).scopes).toEqual([
      'lists:read',
    ]);
  });
});
