import { AppError } from '../../kernel/errors';

export const pushErrors = {
  /** http only on loopback, and only when the configuration allows private addresses (tests). */
  badEndpoint: () =>
    new AppError(
      400,
      'push.bad_endpoint',
      'This push subscription cannot be used: its address is not https.',
      {
        endpoint: 'The push endpoint must be an https address',
      },
    ),
  subscriptionNotFound: () =>
    new AppError(404, 'push.subscription_not_found', 'This device is not subscribed to push notices.'),
};
