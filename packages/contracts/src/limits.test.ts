import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { maxLengthOf, maxLengths, tooLongMessage } from './limits';

const KITCHING_SENTENCE = /^[A-Z][a-z]*( [a-z]+)* must be \d+ characters? or fewer\.$/;
/**
 * The spec's own words for its one limit (spec 5), kept word for word, and a pasted page's size, which
 * is counted in megabytes, not characters.
 */
const SPEC_TEXTS = new Set([
  'Middle initial must be 1 character',
  'The pasted page is too large (at most 5 MB).',
]);

const isSchema = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v;

/** Every exported schema with fields (a body or a form), by its export name. */
function objectSchemas() {
  return Object.entries(contracts).filter(
    ([, v]) => isSchema(v) && Object.keys(maxLengths(v as unknown as z.ZodType)).length > 0,
  ) as [string, z.ZodType][];
}

describe('tooLongMessage', () => {
  it("says a limit in Kitching's voice, with the field's name", () => {
    expect(tooLongMessage('Family name', 100)).toBe('Family name must be 100 characters or fewer.');
    expect(tooLongMessage('Initial', 1)).toBe('Initial must be 1 character or fewer.');
  });
});

describe('maxLengthOf', () => {
  it('reads a limit through the wrappers a field schema uses', () => {
    expect(maxLengthOf(contracts.familyNameField)).toBe(100);
    expect(maxLengthOf(contracts.usernameField)).toBe(40);
    expect(maxLengthOf(contracts.middleInitialField)).toBe(1);
    expect(maxLengthOf(contracts.dietaryGoalsField)).toBe(500);
    expect(maxLengthOf(contracts.emailField)).toBe(254);
    expect(maxLengthOf(contracts.ingredientQuantityField)).toBe(40);
    expect(maxLengthOf(contracts.recipeDescriptionField)).toBe(2000);
    expect(maxLengthOf(contracts.groceryListNameField)).toBe(100);
    expect(maxLengthOf(contracts.itemNameField)).toBe(200);
  });

  it('has none for a field without a text limit', () => {
    expect(maxLengthOf(contracts.recipeServingsField)).toBeUndefined();
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(undefined)).toBeUndefined();
  });

  it('gives a form its fields by name, the refined register form included', () => {
    expect(maxLengths(contracts.registerForm)).toEqual({ email: 254, password: 200 });
    expect(maxLengths(contracts.profileSetupForm)).toMatchObject({
      familyName: 100,
      username: 40,
      firstName: 60,
      lastName: 60,
      middleInitial: 1,
      dietaryGoals: 500,
    });
  });
});

describe('every text limit of every contract has a sentence (issue 24: no "Too big: expected string")', () => {
  const schemas = objectSchemas();

  it('finds the forms and bodies', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  for (const [name, schema] of schemas) {
    it(`${name}: one character past each limit is refused with the field's sentence`, () => {
      for (const [field, max] of Object.entries(maxLengths(schema)) as [string, number][]) {
        const result = schema.safeParse({ [field]: 'a'.repeat(max + 1) });
        const issue = result.error?.issues.find((i) => i.path[0] === field);
        expect(issue?.message, `${name}.${field}`).toBeDefined();
        const message = issue!.message;
        expect(
          KITCHING_SENTENCE.test(message) || SPEC_TEXTS.has(message),
          `${name}.${field}: "${message}"`,
        ).toBe(true);
      }
    });
  }

  it('a value at the limit is not refused for its length', () => {
    const at = contracts.createFamilyBody.safeParse({ name: 'a'.repeat(100) });
    expect(at.success).toBe(true);
    const past = contracts.createFamilyBody.safeParse({ name: 'a'.repeat(101) });
    expect(past.error?.issues[0]?.message).toBe('Family name must be 100 characters or fewer.');
  });
});
