import { WEBHOOKS_PER_FAMILY } from '@kitching/contracts';
import { AppError } from '../../kernel/errors';

export const webhookErrors = {
  notFound: () => new AppError(404, 'webhooks.not_found', 'Webhook not found'),
  blockedAddress: () =>
    new AppError(
      400,
      'webhooks.blocked_address',
      'This address is on a private network. The server operator can allow it with WEBHOOK_ALLOW_PRIVATE.',
      { url: 'This address is on a private network' },
    ),
  tooMany: () =>
    new AppError(
      409,
      'webhooks.too_many',
      `A family can have ${WEBHOOKS_PER_FAMILY} webhooks. Delete one to add another.`,
    ),
};
