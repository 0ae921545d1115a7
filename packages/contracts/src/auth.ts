import { z } from 'zod';
import { userSchema } from './users';

export const PASSWORD_MIN = 6;
export const MAGIC_LINK_TTL_MINUTES = 15;

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

/** Login accepts an email or a username in `email` (spec 7 keeps the field name). */
export const loginBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The Register tab's form: the spec has no match check there, only required fields. */
export const registerForm = z.object({
  email: emailField,
  password: newPasswordField,
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});

export const magicLinkBody = z.object({ email: emailField });
export const exchangeBody = z.object({
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(200),
});

export const authResult = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string(), user: userSchema }),
});
export type AuthResult = z.infer<typeof authResult>;

export const registerResult = z.union([
  authResult,
  z.object({
    success: z.literal(true),
    data: z.object({ verificationRequired: z.literal(true), email: z.string() }),
  }),
]);

export const sessionResult = z.object({ data: z.object({ user: userSchema.nullable() }) });

export const passwordChangeBody = z.object({
  newPassword: newPasswordField,
  currentPassword: z.string().max(200).optional(),
});
