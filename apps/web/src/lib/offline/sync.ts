import { ApiError, api } from '../api';
import { overlayAll, showAnswer } from './cache';
import { outboxAll, outboxWrite } from './idb';
import { afterConfirmed, backoffMs, classify, lostNote, resolveConflict } from './merge';
import type { OutboxEntry } from './outbox.types';
import { adapterOf } from './registry';
import { channel, mine, runtime, sessionUser, uuid } from './runtime';
import { addNote, setOfflineStatus } from './status';

/**
 * Replays the queue: strictly in order, one change at a time, one tab at a time (navigator.locks), each
 * removed only once the server has confirmed it (or a rule in merge.ts decided it). Runs on 'online',
 * at start, after each queued change and every few seconds while changes remain.
 */
let running: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

export function requestSync(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const run: Promise<void> = locked()
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        void requestSync();
      }
    });
  running = run;
  return run;
}

const locked = (): Promise<unknown> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('kitching-outbox-sync', drain)
    : drain();

/**
 * Reads the queue again (another tab may have changed it) and shows its size. A change made here and
 * still being written stays in the copy in memory (the screen shows it already).
 */
export async function refreshQueue() {
  const stored = await outboxAll();
  runtime.pending = [...stored, ...runtime.pending.filter((e) => e.seq === undefined)];
  // Before the session is read, the indicator counts whatever this device holds.
  setOfflineStatus({ queued: sessionUser() ? mine(runtime.pending).length : runtime.pending.length });
  return runtime.pending;
}

async function send(
  entry: OutboxEntry,
): Promise<{ status: number; data?: unknown; current?: unknown; message?: string; code?: string }> {
  const headers: Record<string, string> = { 'idempotency-key': entry.idempotencyKey };
  if (entry.ifMatch !== undefined) headers['if-match'] = String(entry.ifMatch);
  try {
    const answer = await api<{ data?: unknown }>(entry.path, {
      method: entry.method,
      body: entry.body,
      headers,
    });
    return { status: 200, data: answer?.data };
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.status, current: error.current, message: error.serverMessage, code: error.code };
    return { status: 0 };
  }
}

/** Writes the queue's changes to IndexedDB and to the copy in memory the screens are drawn from. */
async function write(put: OutboxEntry[], remove: number[]) {
  await outboxWrite(put, remove);
  runtime.pending = runtime.pending
    .filter((e) => e.seq === undefined || !remove.includes(e.seq))
    .map((e) => put.find((p) => p.seq === e.seq) ?? e);
  setOfflineStatus({ queued: mine(runtime.pending).length });
}

async function drain() {
  const queryClient = runtime.queryClient;
  const user = sessionUser();
  if (!queryClient || !user || !navigator.onLine) return;
  clearTimeout(retryTimer);
  const touched = new Set<string>();
  setOfflineStatus({ syncing: true });
  try {
    for (;;) {
      const queue = mine(await refreshQueue()).filter((e) => e.seq !== undefined);
      const entry = queue[0];
      if (!entry?.seq) break;
      const seq = entry.seq;
      touched.add(entry.kind);
      const result = await send(entry);
      const outcome = classify(entry, result.status, result.current, result.message, result.code);
      if (outcome.type === 'retry') {
        await outboxWrite([{ ...entry, attempts: entry.attempts + 1 }], []);
        retryTimer = setTimeout(() => void requestSync(), backoffMs(entry.attempts + 1));
        break;
      }
      if (outcome.type === 'confirmed') {
        const answer = result.data as { id: number; version?: number } | undefined;
        await write(afterConfirmed(entry, answer, queue.slice(1)), [seq]);
        showAnswer(queryClient, entry, answer, runtime.pending);
      } else if (outcome.type === 'drop') {
        await write([], [seq]);
        addNote(outcome.note);
        showAnswer(queryClient, entry, undefined, runtime.pending);
      } else {
        const resolution = resolveConflict(entry, outcome.current, uuid());
        if (resolution.type === 'drop') {
          await write([], [seq]);
          addNote(resolution.note);
        } else {
          if (resolution.lost.length) addNote(lostNote(entry.label, resolution.lost));
          if (resolution.type === 'resend') await write([resolution.entry], []);
          else await write([], [seq]);
        }
        showAnswer(queryClient, { ...entry, method: 'PATCH' }, outcome.current, runtime.pending);
      }
      channel?.postMessage('changed');
    }
  } finally {
    setOfflineStatus({ syncing: false });
    const left = mine(await refreshQueue());
    overlayAll(queryClient, runtime.pending);
    // Emptied: what this device shows is fetched once more (the live stream keeps it current after).
    if (!left.length) {
      const adapters = new Set([...touched].map(adapterOf));
      for (const adapter of adapters)
        if (adapter) void queryClient.invalidateQueries({ queryKey: adapter.listsKey });
    }
  }
}

/** While changes remain, try again now and then (a network that came back without an 'online' event). */
export function startPeriodicSync(everyMs = 15_000) {
  return setInterval(() => {
    if (mine(runtime.pending).length && navigator.onLine) void requestSync();
  }, everyMs);
}
