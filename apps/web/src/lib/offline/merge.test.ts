import { describe, expect, it } from 'vitest';
import {
  afterConfirmed,
  backoffMs,
  classify,
  lostNote,
  MAX_CONFLICTS,
  overlayItems,
  resolveConflict,
} from './merge';
import type { OutboxEntry, VersionedEntity } from './outbox.types';

const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: 1,
  clientId: 'c1',
  idempotencyKey: 'k1',
  userId: 1,
  familyId: 1,
  kind: 'grocery.update',
  method: 'PATCH',
  path: '/api/grocery-list-items/7',
  body: { purchased: true },
  entityId: 7,
  listId: 3,
  ifMatch: 2,
  base: { purchased: false },
  label: 'Milk',
  madeAt: '2026-01-01T10:00:00.000Z',
  attempts: 0,
  conflicts: 0,
  ...over,
});

const line = (over: Partial<VersionedEntity> = {}): VersionedEntity => ({
  id: 7,
  version: 3,
  updatedAt: '2026-01-01T09:00:00.000Z',
  name: 'Milk',
  quantity: '1',
  unit: 'each',
  category: 'Dairy',
  purchased: false,
  ...over,
});

describe('classify: what an answer means for a queued change', () => {
  it('a 2xx confirms it', () => expect(classify(entry(), 200).type).toBe('confirmed'));
  it.each([0, 401, 408, 429, 500, 502, 503])('status %i keeps it for a later try', (status) =>
    expect(classify(entry(), status).type).toBe('retry'),
  );
  it('a 404 drops an edit with the note that the item was deleted by someone else', () =>
    expect(classify(entry(), 404)).toEqual({
      type: 'drop',
      note: 'Milk was deleted by someone else; your change was dropped',
    }));
  it('a 404 to a delete counts as done: the item is gone either way', () =>
    expect(classify(entry({ method: 'DELETE', kind: 'grocery.delete' }), 404).type).toBe('confirmed'));
  it('a 409 "idempotency.in_progress" (the first try of this key still running) is tried again', () =>
    expect(classify(entry(), 409, undefined, '', 'idempotency.in_progress').type).toBe('retry'));
  it('a 409 with the current entity is a conflict to merge', () =>
    expect(classify(entry(), 409, line())).toEqual({ type: 'conflict', current: line() }));
  it('a 409 without an entity, and any other 4xx, drop it with a note instead of looping', () => {
    expect(classify(entry(), 409).type).toBe('drop');
    const refused = classify(entry(), 400, undefined, 'Item name is required');
    expect(refused).toEqual({
      type: 'drop',
      note: 'Milk: the server refused your change (Item name is required); it was dropped',
    });
  });
});

describe('resolveConflict: the sync rules on a 409', () => {
  it('a tick wins over an older edit of another field: resent at the current version, new key', () => {
    const r = resolveConflict(entry(), line({ name: 'Oat milk', version: 4 }), 'k2');
    expect(r.type).toBe('resend');
    if (r.type !== 'resend') return;
    expect(r.entry.body).toEqual({ purchased: true });
    expect(r.entry.ifMatch).toBe(4);
    expect(r.entry.idempotencyKey).toBe('k2');
    expect(r.entry.conflicts).toBe(1);
    expect(r.lost).toEqual([]);
  });

  it('edits of different fields both apply: only the fields still at their base are taken', () => {
    const mine = entry({ body: { quantity: '3' }, base: { quantity: '1' } });
    const r = resolveConflict(mine, line({ category: 'Bakery', version: 5 }), 'k2');
    expect(r).toMatchObject({ type: 'resend', entry: { body: { quantity: '3' }, base: { quantity: '1' } } });
  });

  it('the same field changed on both sides: mine wins when made later than their change', () => {
    const mine = entry({ body: { quantity: '3' }, base: { quantity: '1' }, madeAt: '2026-01-01T10:00:00Z' });
    const r = resolveConflict(mine, line({ quantity: '5', updatedAt: '2026-01-01T09:59:00Z' }), 'k2');
    expect(r).toMatchObject({
      type: 'resend',
      entry: { body: { quantity: '3' }, base: { quantity: '5' } },
      lost: [],
    });
  });

  it('the same field changed on both sides: theirs wins when made later, and mine is reported lost', () => {
    const mine = entry({ body: { quantity: '3' }, base: { quantity: '1' }, madeAt: '2026-01-01T10:00:00Z' });
    const r = resolveConflict(mine, line({ quantity: '5', updatedAt: '2026-01-01T10:05:00Z' }), 'k2');
    expect(r).toEqual({ type: 'done', lost: [{ field: 'quantity', theirs: '5', mine: '3' }] });
    expect(lostNote('Milk', [{ field: 'quantity', theirs: '5', mine: '3' }])).toBe(
      'Milk was changed later by someone else; theirs was kept: quantity is 5 (yours: 3)',
    );
  });

  it('a tick is never undone by their change: ticked is still at its base (mine applies) or already mine', () => {
    const stillBase = resolveConflict(
      entry(),
      line({ purchased: false, updatedAt: '2026-01-01T11:00:00Z' }),
      'k2',
    );
    expect(stillBase).toMatchObject({ type: 'resend', entry: { body: { purchased: true } } });
    const untick = entry({ body: { purchased: false }, base: { purchased: true } });
    const already = resolveConflict(
      untick,
      line({ purchased: false, updatedAt: '2026-01-01T11:00:00Z' }),
      'k2',
    );
    expect(already).toEqual({ type: 'done', lost: [] });
  });

  it('a mixed edit keeps my fields that still apply and reports the one lost', () => {
    const mine = entry({
      body: { quantity: '3', unit: 'bottles' },
      base: { quantity: '1', unit: 'each' },
      madeAt: '2026-01-01T10:00:00Z',
    });
    const r = resolveConflict(mine, line({ quantity: '5', updatedAt: '2026-01-01T10:05:00Z' }), 'k2');
    expect(r).toMatchObject({
      type: 'resend',
      entry: { body: { unit: 'bottles' } },
      lost: [{ field: 'quantity', theirs: '5', mine: '3' }],
    });
  });

  it('numeric strings that are one amount count as the same ("2" and "2.0")', () => {
    const mine = entry({ body: { quantity: '3' }, base: { quantity: '2' } });
    expect(resolveConflict(mine, line({ quantity: '2.0', name: 'x' }), 'k2').type).toBe('resend');
  });

  it('an inventory step is added to the quantity stored now', () => {
    const step = entry({
      kind: 'inventory.update',
      body: { quantity: '3' },
      base: { quantity: '2' },
      delta: 1,
    });
    const r = resolveConflict(step, line({ quantity: '6', version: 9 }), 'k2');
    expect(r).toMatchObject({
      type: 'resend',
      entry: { body: { quantity: '7' }, base: { quantity: '6' }, ifMatch: 9 },
    });
  });

  it('a delete made after their edit is resent; one made before it keeps the item, with a note', () => {
    const del = entry({ method: 'DELETE', kind: 'grocery.delete', body: undefined, base: {} });
    expect(resolveConflict(del, line({ updatedAt: '2026-01-01T09:00:00Z' }), 'k2').type).toBe('resend');
    expect(resolveConflict(del, line({ updatedAt: '2026-01-01T11:00:00Z' }), 'k2')).toEqual({
      type: 'drop',
      note: 'Milk was changed by someone else after you deleted it, so it was kept',
    });
  });

  it('after a few conflicts for one change it is dropped with a note, never a loop', () =>
    expect(resolveConflict(entry({ conflicts: MAX_CONFLICTS }), line(), 'k2').type).toBe('drop'));
});

describe('afterConfirmed: the changes behind a confirmed one', () => {
  it('an item added offline: later changes get its server id, path and version', () => {
    const add = entry({
      kind: 'grocery.add',
      method: 'POST',
      entityId: -5,
      path: '/api/grocery-lists/3/items',
      ifMatch: undefined,
    });
    const tick = entry({ seq: 2, entityId: -5, path: '/api/grocery-list-items/-5', ifMatch: undefined });
    const other = entry({ seq: 3, entityId: 8, path: '/api/grocery-list-items/8' });
    expect(afterConfirmed(add, { id: 41, version: 1 }, [tick, other])).toEqual([
      { ...tick, entityId: 41, path: '/api/grocery-list-items/41', ifMatch: 1 },
    ]);
  });

  it('a change confirmed at its own version passes the new version to later changes made against it', () => {
    const first = entry();
    const second = entry({ seq: 2, body: { purchased: false }, base: { purchased: true } });
    expect(afterConfirmed(first, { id: 7, version: 3 }, [second])).toEqual([{ ...second, ifMatch: 3 }]);
  });

  it('after a conflict the later changes keep their version, so they are merged against the server too', () => {
    const first = entry({ conflicts: 1, ifMatch: 4 });
    const second = entry({ seq: 2, ifMatch: 2 });
    expect(afterConfirmed(first, { id: 7, version: 5 }, [second])).toEqual([]);
  });

  it('an inventory item and a grocery line with the same id are different items', () => {
    const inv = entry({ kind: 'inventory.update', path: '/api/inventory/7' });
    expect(afterConfirmed(inv, { id: 7, version: 3 }, [entry({ seq: 2 })])).toEqual([]);
  });
});

describe('overlayItems: queued changes shown on a fetched list', () => {
  const items = [
    { id: 7, name: 'Milk', purchased: false },
    { id: 8, name: 'Eggs', purchased: false },
  ];
  const belongs = () => true;
  it('applies ticks, deletes and adds, and applying twice changes nothing', () => {
    const queue = [
      entry(),
      entry({ seq: 2, method: 'DELETE', kind: 'grocery.delete', entityId: 8, body: undefined }),
      entry({
        seq: 3,
        method: 'POST',
        kind: 'grocery.add',
        entityId: -1,
        shown: { id: -1, name: 'Tea', purchased: false },
      }),
    ];
    const once = overlayItems(items, queue, belongs);
    expect(once).toEqual([
      { id: 7, name: 'Milk', purchased: true },
      { id: -1, name: 'Tea', purchased: false },
    ]);
    expect(overlayItems(once, queue, belongs)).toBe(once);
  });
  it('returns the same list when nothing queued touches it', () =>
    expect(overlayItems(items, [entry({ entityId: 99 })], belongs)).toBe(items));
});

describe('backoffMs', () => {
  it('grows from 1 s, doubling, to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
