import type { CreatedWebhook, Webhook, WebhookBody, WebhookDelivery } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData, sendData, sendDelete } from '../../lib/api';

/** Issue 29: the family's webhooks and each one's delivery log (Head Chef and Sous Chef). */
export const webhookQueries = {
  all: () => ['webhooks'] as const,
  list: (familyId: number) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'list', familyId] as const,
      queryFn: () => fetchData<Webhook[]>(`/api/families/${familyId}/webhooks`, 'Failed to fetch webhooks'),
    }),
  deliveries: (webhookId: number) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'deliveries', webhookId] as const,
      queryFn: () =>
        fetchData<WebhookDelivery[]>(`/api/webhooks/${webhookId}/deliveries`, 'Failed to fetch deliveries'),
    }),
};

export const createWebhook = (familyId: number, body: WebhookBody) =>
  sendData<CreatedWebhook>(`/api/families/${familyId}/webhooks`, { method: 'POST', body });

export const deleteWebhook = (webhookId: number) => sendDelete(`/api/webhooks/${webhookId}`);

export const enableWebhook = (webhookId: number) =>
  sendData<Webhook>(`/api/webhooks/${webhookId}/enable`, { method: 'POST' });
