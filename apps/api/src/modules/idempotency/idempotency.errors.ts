import { badRequest, conflict, unprocessable } from '../../kernel/errors';

export const idempotencyErrors = {
  invalidKey: () =>
    badRequest('idempotency.invalid_key', 'Idempotency-Key must be 1 to 200 printable ASCII characters.'),
  /** The key names another request: replaying its answer here would answer a question not asked. */
  keyReused: () =>
    unprocessable(
      'idempotency.key_reused',
      'This Idempotency-Key was already used for a different request (another method, address or body). Send a new key with a new change.',
    ),
  /** The first request with this key has not answered yet: the client retries later and gets its answer. */
  inProgress: () =>
    conflict(
      'idempotency.in_progress',
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    ),
};
