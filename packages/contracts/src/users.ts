import { z } from 'zod';
import { idParam, optionalText, requiredText } from './common';
import { FAMILY_NAME_MAX, familyRef } from './families';
import { tooLongMessage } from './limits';
import { roleSchema } from './roles';

export { fullName } from './names';

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;

export const usernameField = requiredText('Username is required', 40).regex(
  USERNAME_PATTERN,
  'Username may use letters, numbers, dots, dashes and underscores',
);

export const firstNameField = requiredText('First name is required', 60);
export const lastNameField = requiredText('Last name is required', 60);
export const middleInitialField = optionalText(1, { message: 'Middle initial must be 1 character' });
export const dietaryGoalsField = optionalText(500, 'Dietary goals');

/** Ids are PostgreSQL integers: a larger number is simply not found (404), never a database error. */
export const userIdParam = idParam;

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
  /**
   * Bumped when anything shown of the member changes; send it back as `If-Match` on PATCH
   * /api/users/:id to be refused (409 users.version_conflict, with the current member) rather than
   * overwrite a change made since.
   */
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/users/profile (spec 7). role and familyId are accepted but never trusted. */
export const profileSetupBody = z.object({
  username: usernameField,
  firstName: firstNameField,
  middleInitial: middleInitialField,
  lastName: lastNameField,
  role: z.unknown().optional(),
  familyId: idParam.optional(),
  dietaryGoals: dietaryGoalsField,
});
export type ProfileSetupBody = z.infer<typeof profileSetupBody>;

export { greetingName } from './names';
export { roleSchema };

/** Username pre-filled from an email (spec 5): the part before '@', kept to allowed characters. */
export function usernameFromEmail(email: string | null | undefined): string {
  const local = email?.split('@')[0] ?? '';
  return local.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 40);
}

/** The profile setup form (spec 2.12, 5): the family fields and the profile fields together. */
export const profileSetupForm = z.object({
  familyName: z.string().trim().max(FAMILY_NAME_MAX, tooLongMessage('Family name', FAMILY_NAME_MAX)),
  familySize: z.string(),
  username: usernameField,
  firstName: firstNameField,
  middleInitial: middleInitialField,
  lastName: lastNameField,
  dietaryGoals: dietaryGoalsField,
});

/** Text a PATCH may clear: blank or null means "remove it" (null); absent means "leave it" (undefined). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    schema.nullable().optional(),
  );

/**
 * A member's optional email (a child has none). The same rule as the sign-in email; written here
 * because auth.ts imports this file (importing it back would be a cycle).
 */
export const memberEmailField = z
  .string()
  .max(254, tooLongMessage('Email', 254))
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());

export const DEFAULT_MEMBER_ROLE = 3;

/** POST /api/families/:familyId/users (spec 5, 7). A password only for a member without email. */
export const createMemberBody = z.object({
  username: usernameField,
  firstName: firstNameField,
  middleInitial: middleInitialField,
  lastName: lastNameField,
  role: roleSchema.default(DEFAULT_MEMBER_ROLE as never),
  dietaryGoals: dietaryGoalsField,
  email: optionalText(254, 'Email').pipe(memberEmailField.optional()),
  password: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .min(6, 'Password must be at least 6 characters')
        .max(200, tooLongMessage('Password', 200))
        .optional(),
    )
    .optional(),
});
export type CreateMemberBody = z.infer<typeof createMemberBody>;

/** PATCH /api/users/:id: only the fields present change; blank optional fields are cleared. */
export const updateMemberBody = z.object({
  username: usernameField.optional(),
  firstName: firstNameField.optional(),
  middleInitial: clearable(z.string().max(1, 'Middle initial must be 1 character')),
  lastName: lastNameField.optional(),
  role: roleSchema.optional(),
  dietaryGoals: clearable(z.string().max(500, tooLongMessage('Dietary goals', 500))),
  email: clearable(memberEmailField),
});
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully.';
