import { AppError, versionConflict } from '../../kernel/errors';

export const userErrors = {
  usernameTaken: () =>
    new AppError(409, 'users.username_taken', 'This username is already taken. Please choose another.', {
      username: 'This username is already taken',
    }),
  notFound: () => new AppError(404, 'users.not_found', 'User not found'),
  /** If-Match named an older version: someone changed the member since the dialog was opened. */
  versionConflict: (current: unknown) =>
    versionConflict('users', current, 'Someone else changed this member since you opened it.'),
  emailTaken: () =>
    new AppError(409, 'users.email_taken', 'This email is already used by another account.', {
      email: 'This email is already used by another account',
    }),
  lastHeadChef: () =>
    new AppError(
      409,
      'users.last_head_chef',
      'A family always needs at least one Head Chef. Make another member Head Chef first.',
      { role: 'The last Head Chef cannot change role' },
    ),
  currentPasswordRequired: () =>
    new AppError(400, 'users.current_password_required', 'Current password is required', {
      currentPassword: 'Current password is required',
    }),
  currentPasswordIncorrect: () =>
    new AppError(400, 'users.current_password_incorrect', 'Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    }),
};
