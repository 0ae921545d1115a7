import { AppError, badRequest, conflict } from '../../kernel/errors';

export const tokenErrors = {
  /** Another member's token, or one already revoked: the same answer. */
  notFound: () => new AppError(404, 'tokens.not_found', 'Not found'),
  expiryInPast: () =>
    badRequest('tokens.invalid_expiry', 'Expiry must be in the future', {
      expiresAt: 'Expiry must be in the future',
    }),
  tooMany: (max: number) =>
    conflict('tokens.too_many', `You can have at most ${max} access tokens. Revoke one to make another.`),
  /** A token without the scope a route needs: its member may have the right, the token does not. */
  scopeMissing: (needed: string) =>
    new AppError(403, 'tokens.scope_missing', `This access token does not allow this (it needs ${needed}).`),
};
