import type { Notice } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import { PUSH_PAYLOAD_MAX_BYTES, pushPayload } from './push-payload';

const notice = (items: Notice['items']): Notice => ({
  id: 1,
  kind: 'low_stock',
  title: 'Running low',
  items,
  href: '/inventory',
  createdAt: '2026-11-20T07:00:00.000Z',
  readAt: null,
});

describe('pushPayload', () => {
  it('names every item when they fit, with the kind’s tag and actions', () => {
    const payload = pushPayload(notice([{ name: 'Eggs', detail: '2 left (min 6)' }, { name: 'Milk' }]));
    expect(payload).toEqual({
      title: 'Running low',
      body: 'Eggs (2 left (min 6)), Milk',
      href: '/inventory',
      tag: 'kitching-low_stock',
      actions: [
        { action: 'add-to-list', title: 'Add to list', href: '/grocery-lists' },
        { action: 'open', title: 'Open', href: '/inventory' },
      ],
    });
  });

  it('stays within the push limit with many long names, saying how many more', () => {
    const items = Array.from({ length: 400 }, (_, i) => ({
      name: `Très “long” item ${i} ${'é'.repeat(40)}`,
    }));
    const payload = pushPayload(notice(items));
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(payload.body).toMatch(/^Très “long” item 0 .*, and \d+ more$/);
  });

  it('cuts a single name too long to send', () => {
    const payload = pushPayload(notice([{ name: 'x'.repeat(10_000) }]));
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(payload.body.endsWith('…')).toBe(true);
  });
});
