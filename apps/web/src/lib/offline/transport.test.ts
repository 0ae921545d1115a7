import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { overlayAll, showAnswer } from './cache';
import type { OutboxEntry } from './outbox.types';
import { registerOfflineAdapter } from './registry';
import { setOfflineStatus } from './status';
import { sendOrQueue } from './transport';

afterEach(() => setOfflineStatus({ online: true, queued: 0 }));

describe('the transport a mutation hook gets (sendOrQueue)', () => {
  const run = (send: () => Promise<string>, options?: { queueOnNoAnswer?: boolean }) => {
    const queue = vi.fn(async () => undefined);
    return { queue, result: sendOrQueue(send, queue, options) };
  };

  it('online with nothing waiting: sent, the answer returned, nothing queued', async () => {
    const { queue, result } = run(async () => 'answer');
    await expect(result).resolves.toBe('answer');
    expect(queue).not.toHaveBeenCalled();
  });

  it('offline, or online behind queued changes: queued (null), nothing sent', async () => {
    for (const status of [
      { online: false, queued: 0 },
      { online: true, queued: 2 },
    ]) {
      setOfflineStatus(status);
      const send = vi.fn(async () => 'answer');
      const { queue, result } = run(send);
      await expect(result).resolves.toBeNull();
      expect(queue).toHaveBeenCalledOnce();
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('no answer on the way: queued only when the hook asks for it; a refusal is never queued', async () => {
    const noAnswer = async () => {
      throw new ApiError(0, 'network.offline', '');
    };
    const queuedRun = run(noAnswer, { queueOnNoAnswer: true });
    await expect(queuedRun.result).resolves.toBeNull();
    expect(queuedRun.queue).toHaveBeenCalledOnce();
    const plain = run(noAnswer);
    await expect(plain.result).rejects.toBeInstanceOf(ApiError);
    expect(plain.queue).not.toHaveBeenCalled();
    const refused = run(
      async () => {
        throw new ApiError(409, 'things.version_conflict', '');
      },
      { queueOnNoAnswer: true },
    );
    await expect(refused.result).rejects.toMatchObject({ status: 409 });
    expect(refused.queue).not.toHaveBeenCalled();
  });
});

describe("a domain's offline adapter (registry.ts, cache.ts)", () => {
  interface Thing {
    id: number;
    name: string;
    version: number;
  }
  const change = (over: Partial<OutboxEntry>): OutboxEntry => ({
    clientId: 'c',
    idempotencyKey: 'k',
    userId: 1,
    familyId: 1,
    kind: 'things.update',
    method: 'PATCH',
    path: '/api/things/1',
    body: { name: 'Mine' },
    entityId: 1,
    base: { name: 'Old' },
    label: 'Thing',
    madeAt: '2026-01-01T10:00:00.000Z',
    attempts: 0,
    conflicts: 0,
    ...over,
  });
  registerOfflineAdapter<Thing[]>({
    domain: 'things',
    listsKey: ['things', 'list'],
    overlay: (items, entries) =>
      entries.reduce(
        (all, e) =>
          e.kind.startsWith('things.') && e.body
            ? all.map((i) => (i.id === e.entityId && i.name !== e.body?.name ? { ...i, ...e.body } : i))
            : all,
        items,
      ),
    settle: (items, { temporary, answer }) => {
      const rest = items.filter((i) => i.id !== temporary);
      const thing = answer as unknown as Thing | undefined;
      return thing ? [...rest.filter((i) => i.id !== thing.id), thing] : rest;
    },
  });

  it('lays queued changes over the lists under its key only, keeping their age', () => {
    const client = new QueryClient();
    const old = [{ id: 1, name: 'Old', version: 1 }];
    client.setQueryData(['things', 'list', 7], old, { updatedAt: 1_000 });
    client.setQueryData(['others', 'list', 7], old, { updatedAt: 1_000 });
    overlayAll(client, [
      change({}),
      change({ kind: 'stuff.update' as OutboxEntry['kind'], body: { name: 'No' } }),
    ]);
    expect(client.getQueryData<Thing[]>(['things', 'list', 7])?.[0]?.name).toBe('Mine');
    expect(client.getQueryState(['things', 'list', 7])?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(['others', 'list', 7])).toBe(old);
  });

  it("an answer replaces what was shown: an add's temporary id leaves, the server's item stays", () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', 7], [{ id: -5, name: 'New', version: 0 }]);
    const add = change({ method: 'POST', entityId: -5, kind: 'things.add' });
    showAnswer(client, add, { id: 41, name: 'New', version: 1, updatedAt: '' }, []);
    expect(client.getQueryData<Thing[]>(['things', 'list', 7])).toEqual([
      { id: 41, name: 'New', version: 1, updatedAt: '' },
    ]);
    client.setQueryData(['things', 'list', 7], [{ id: -6, name: 'Gone', version: 0 }]);
    showAnswer(client, change({ method: 'POST', entityId: -6, kind: 'things.add' }), undefined, []);
    expect(client.getQueryData<Thing[]>(['things', 'list', 7])).toEqual([]);
  });
});
