import { overlayAll } from './cache';
import { outboxAdd } from './idb';
import type { OutboxEntry } from './outbox.types';
import { adapterOf } from './registry';
import { channel, runtime, sessionUser, temporaryId, uuid } from './runtime';
import { addNote, offlineStatus, setOfflineStatus } from './status';
import { requestSync } from './sync';

export type NewChange = Omit<
  OutboxEntry,
  'seq' | 'clientId' | 'idempotencyKey' | 'madeAt' | 'attempts' | 'conflicts' | 'userId' | 'familyId'
> & { familyId?: number };

/**
 * Queues a change: shown on screen at once, written to IndexedDB, and only then offered to the sync
 * (which sends nothing while offline). Resolves once the change is on disk.
 */
export async function queueChange(change: NewChange): Promise<OutboxEntry> {
  const user = sessionUser();
  const queryClient = runtime.queryClient;
  if (!user || !queryClient) throw new NotKeptError('Sign in to make changes');
  const entry: OutboxEntry = {
    ...change,
    clientId: uuid(),
    idempotencyKey: uuid(),
    userId: user.id,
    familyId: change.familyId ?? user.familyId ?? 0,
    madeAt: new Date().toISOString(),
    attempts: 0,
    conflicts: 0,
  };
  runtime.pending = [...runtime.pending, entry];
  setOfflineStatus({ queued: offlineStatus().queued + 1 });
  overlayAll(queryClient, runtime.pending);
  try {
    entry.seq = await outboxAdd(entry);
  } catch (error) {
    runtime.pending = runtime.pending.filter((e) => e !== entry);
    setOfflineStatus({ queued: Math.max(0, offlineStatus().queued - 1) });
    addNote(`${entry.label}: this device could not keep your change offline; it was not saved`);
    const adapter = adapterOf(change.kind);
    if (adapter) void queryClient.invalidateQueries({ queryKey: adapter.listsKey });
    throw new NotKeptError('This device could not keep the change', { cause: error });
  }
  channel?.postMessage('changed');
  if (navigator.onLine) void requestSync();
  return entry;
}

export { temporaryId };

/** A change this device could not keep for later (no IndexedDB, no space, nobody signed in): not saved. */
export class NotKeptError extends Error {}
