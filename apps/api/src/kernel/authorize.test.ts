import { describe, expect, it } from 'vitest';
import { authorize, refuseWith } from './authorize';
import { AppError } from './errors';

const member = (role: number, familyId = 1) => ({ id: 10 + role, role, familyId });

function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    return error instanceof AppError
      ? { status: error.status, code: error.code, message: error.message }
      : error;
  }
  return 'allowed';
}

describe('authorize: each policy line refuses with its own answer', () => {
  it('lets an allowed actor through', () => {
    expect(refusal(() => authorize(member(3), 'inventory.delete'))).toBe('allowed');
    expect(refusal(() => authorize(member(4), 'family.view', 1))).toBe('allowed');
  });

  it("answers a refused role with the line's 403", () => {
    expect(refusal(() => authorize(member(4), 'inventory.delete'))).toEqual({
      status: 403,
      code: 'inventory.delete_forbidden',
      message: 'Only a Head Chef, Sous Chef or Cook can delete items.',
    });
    expect(refusal(() => authorize(member(4), 'recipes.import'))).toMatchObject({
      status: 403,
      code: 'smart_add.forbidden',
    });
  });

  it('picks the refusal by actor where the line says so (adding a Head Chef)', () => {
    expect(refusal(() => authorize(member(2), 'members.add', 1))).toMatchObject({
      code: 'users.add_head_chef_forbidden',
    });
    expect(refusal(() => authorize(member(3), 'members.add', 3))).toMatchObject({
      code: 'users.add_forbidden',
    });
  });

  it('answers another family as a missing family, or as the missing entity when given its 404', () => {
    expect(refusal(() => authorize(member(1), 'family.view', 2))).toEqual({
      status: 404,
      code: 'families.not_found',
      message: 'Family not found',
    });
    const recipeNotFound = () => new AppError(404, 'recipes.not_found', 'Recipe not found');
    expect(refusal(() => authorize(member(1), 'family.view', 2, refuseWith(recipeNotFound)))).toMatchObject({
      code: 'recipes.not_found',
    });
    // The entity's own refusal changes the answer, never the rule.
    expect(refusal(() => authorize(member(1), 'family.view', 1, refuseWith(recipeNotFound)))).toBe('allowed');
  });
});
