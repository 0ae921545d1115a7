import { describe, expect, it } from 'vitest';
import { RecentIds } from './recent-ids';

describe('the ids a live stream sent lately', () => {
  it('remembers the last `capacity` ids, oldest forgotten first, across its growth', () => {
    const recent = new RecentIds(40);
    for (let id = 1; id <= 100; id++) {
      expect(recent.has(id)).toBe(false);
      recent.add(id);
      expect(recent.has(id)).toBe(true);
    }
    const held = Array.from({ length: 100 }, (_, i) => i + 1).filter((id) => recent.has(id));
    expect(held).toEqual(Array.from({ length: 40 }, (_, i) => 61 + i));
  });

  it('keeps every id while it grows', () => {
    const recent = new RecentIds(512);
    for (let id = 1000; id < 1300; id++) recent.add(id);
    for (let id = 1000; id < 1300; id++) expect(recent.has(id)).toBe(true);
  });
});
