import { ApiError } from '../api';

export { formatQuantity, overlayItems } from './merge';
export { NotKeptError, queueChange, temporaryId } from './outbox';
export type { OutboxEntry } from './outbox.types';
export { type OfflineAdapter, registerOfflineAdapter } from './registry';
export { type OfflineOptions, startOffline } from './start';
export { addNote, dismissNote, useOfflineStatus } from './status';
export { requestSync } from './sync';
export { isQueueable, QUEUEABLE, sendOrQueue } from './transport';

/** What a screen says when a change needs the server and the device is offline. */
export const NEEDS_NETWORK = "You're offline: this needs the network. Try again once you're back online.";

/** A toast's second line for a change kept on the device until the network is back. */
export const SAVED_OFFLINE = 'Saved on this device; it will sync when you are back online.';

/** A toast's second line for a change the device could not keep (NotKeptError). */
export const NOT_KEPT = 'This device could not keep the change. Try again.';

/** The words for a write refused because the device is offline (app/query-client.ts), if it was. */
export const offlineMessage = (error: unknown) =>
  error instanceof ApiError && error.code === 'network.offline' && error.serverMessage
    ? error.serverMessage
    : undefined;
