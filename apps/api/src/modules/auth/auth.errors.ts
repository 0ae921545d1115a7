import { AppError } from '../../kernel/errors';

export const authErrors = {
  invalidCredentials: () => new AppError(401, 'auth.invalid_credentials', 'Invalid credentials'),
  emailNotVerified: () =>
    new AppError(
      403,
      'auth.email_not_verified',
      'Please verify your email first: check your inbox for the link.',
    ),
  emailTaken: () =>
    new AppError(
      409,
      'auth.email_taken',
      'An account with this email already exists. Please sign in instead.',
      {
        email: 'An account with this email already exists',
      },
    ),
  mailFailed: () =>
    new AppError(
      503,
      'auth.mail_failed',
      'We could not send the email right now. Please try again in a moment.',
    ),
  invalidCode: () =>
    new AppError(400, 'auth.invalid_code', 'This sign-in link is invalid, already used or expired.'),
};
