import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { familyRef } from './families';
import { roleSchema } from './roles';

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;

export const usernameField = requiredText('Username is required', 40).regex(
  USERNAME_PATTERN,
  'Username may use letters, numbers, dots, dashes and underscores',
);
export const firstNameField = requiredText('First name is required', 60);
export const lastNameField = requiredText('Last name is required', 60);
export const middleInitialField = optionalText(1, 'Middle initial must be 1 character');
export const dietaryGoalsField = optionalText(500, 'Dietary goals must be at most 500 characters');

export const userSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  middleInitial: z.string().nullable(),
  role: z.number().nullable(),
  familyId: z.number().nullable(),
  dietaryGoals: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  family: familyRef.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/users/profile (spec 7). role and familyId are accepted but never trusted. */
export const profileSetupBody = z.object({
  username: usernameField,
  firstName: firstNameField,
  middleInitial: middleInitialField,
  lastName: lastNameField,
  role: z.unknown().optional(),
  familyId: z.coerce.number().int().positive().optional(),
  dietaryGoals: dietaryGoalsField,
});
export type ProfileSetupBody = z.infer<typeof profileSetupBody>;

export { roleSchema };

/** Greeting name (spec 2.5): first name, else the part of the email before '@', else 'Chef'. */
export function greetingName(user: { firstName?: string | null; email?: string | null } | null | undefined) {
  if (user?.firstName?.trim()) return user.firstName.trim();
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'Chef';
}

/** Username pre-filled from an email (spec 5): the part before '@', kept to allowed characters. */
export function usernameFromEmail(email: string | null | undefined): string {
  const local = email?.split('@')[0] ?? '';
  return local.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 40);
}

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'middleInitial'>) {
  return [user.firstName, user.middleInitial ? `${user.middleInitial}.` : null, user.lastName]
    .filter(Boolean)
    .join(' ');
}

/** The profile setup form (spec 2.12, 5): the family fields and the profile fields together. */
export const profileSetupForm = z.object({
  familyName: z.string().trim().max(100),
  familySize: z.string(),
  username: usernameField,
  firstName: firstNameField,
  middleInitial: middleInitialField,
  lastName: lastNameField,
  dietaryGoals: dietaryGoalsField,
});
