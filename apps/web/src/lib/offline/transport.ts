import { ApiError } from '../api';
import { shouldQueue } from './status';

/**
 * The one transport decision for a change that works offline, made in the domain's mutation hook (the
 * screens only call the hook): sent to the server, or kept in the device's queue while offline or
 * while earlier changes still wait (`shouldQueue()`), so changes arrive in the order they were made.
 * Resolves with the server's answer, or null when the change was queued. `queueOnNoAnswer`: a send
 * that finds no network on its way is queued too (`queue` gets the chance to use what it captured).
 */
export async function sendOrQueue<T>(
  send: () => Promise<T>,
  queue: () => Promise<unknown>,
  { queueOnNoAnswer = false }: { queueOnNoAnswer?: boolean } = {},
): Promise<T | null> {
  if (shouldQueue()) {
    await queue();
    return null;
  }
  try {
    return await send();
  } catch (error) {
    if (!(queueOnNoAnswer && error instanceof ApiError && error.status === 0)) throw error;
    await queue();
    return null;
  }
}

/**
 * The options of a mutation that may queue: it runs without a network (TanStack Query would pause it),
 * and the app's offline guard (app/query-client.ts) lets it through.
 */
export const QUEUEABLE = { networkMode: 'always', meta: { queueable: true } } as const;

export const isQueueable = (meta: Record<string, unknown> | undefined) => meta?.queueable === true;
