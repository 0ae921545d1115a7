import type { User } from '@kitching/contracts';

/**
 * The toast after a sign-in. The spec's 'Welcome back!' is for someone who has been here before; a
 * first sign-in (a child's first, a member added by the Head Chef) is welcomed as one.
 */
export function signInWelcome(firstSignIn: boolean, user: Pick<User, 'firstName' | 'family'>) {
  if (!firstSignIn) return { title: 'Welcome back!' };
  const name = user.firstName?.trim();
  return {
    title: name ? `Welcome to Kitching, ${name}!` : 'Welcome to Kitching!',
    description: user.family ? `You're part of ${user.family.name}.` : undefined,
  };
}
