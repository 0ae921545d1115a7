import { describe, expect, it } from 'vitest';
import { needsOf } from './token-areas';

describe('the area of each route', () => {
  it('reads by method: GET and HEAD read, the rest write', () => {
    expect(needsOf('GET', '/api/families/:familyId/inventory')).toEqual([['inventory', 'read']]);
    expect(needsOf('HEAD', '/api/inventory/:id/ledger')).toEqual([['inventory', 'read']]);
    expect(needsOf('PATCH', '/api/inventory/:id')).toEqual([['inventory', 'write']]);
    expect(needsOf('POST', '/api/grocery-lists/:listId/items')).toEqual([['lists', 'write']]);
    expect(needsOf('DELETE', '/api/planned-meals/:id')).toEqual([['meal-plans', 'write']]);
    expect(needsOf('GET', '/api/recipes/:id')).toEqual([['recipes', 'read']]);
  });
  it('a route that reaches two areas needs both', () => {
    expect(needsOf('POST', '/api/grocery-lists/:listId/add-recipe')).toEqual([
      ['lists', 'write'],
      ['recipes', 'read'],
    ]);
    expect(needsOf('POST', '/api/families/:familyId/planned-meals/shopping')).toEqual([
      ['meal-plans', 'write'],
      ['lists', 'write'],
    ]);
  });
  it("anything outside the four areas needs '*', and a prefix is never a partial word", () => {
    expect(needsOf('GET', '/api/families/:familyId/users')).toEqual([['*', 'read']]);
    expect(needsOf('POST', '/api/users/:id/tokens')).toEqual([['*', 'write']]);
    expect(needsOf('PATCH', '/api/families/:familyId')).toEqual([['*', 'write']]);
    expect(needsOf('GET', '/api/inventory-batchesX')).toEqual([['*', 'read']]);
  });
});
