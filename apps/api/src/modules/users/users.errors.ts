import { AppError } from '../../app/errors';

export const userErrors = {
  usernameTaken: () =>
    new AppError(409, 'users.username_taken', 'This username is already taken. Please choose another.', {
      username: 'This username is already taken',
    }),
  familyNotAllowed: () =>
    new AppError(403, 'users.family_not_allowed', 'You can only join a family you created or belong to.'),
  notFound: () => new AppError(404, 'users.not_found', 'User not found'),
};
