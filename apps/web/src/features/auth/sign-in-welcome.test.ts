import { describe, expect, it } from 'vitest';
import { signInWelcome } from './sign-in-welcome';

const family = { id: 1, name: 'The Garcias' };

describe('signInWelcome', () => {
  it("says the spec's 'Welcome back!' to someone who signed in before", () => {
    expect(signInWelcome(false, { firstName: 'Kim', family })).toEqual({ title: 'Welcome back!' });
  });

  it('welcomes a first sign-in by name, with the family they are part of', () => {
    expect(signInWelcome(true, { firstName: 'Kim', family })).toEqual({
      title: 'Welcome to Kitching, Kim!',
      description: "You're part of The Garcias.",
    });
  });

  it('welcomes a first sign-in without a name or a family plainly', () => {
    expect(signInWelcome(true, { firstName: ' ', family: null })).toEqual({
      title: 'Welcome to Kitching!',
      description: undefined,
    });
  });
});
