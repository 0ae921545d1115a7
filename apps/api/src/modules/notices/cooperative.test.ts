import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inTurns, slicer } from './cooperative';

describe('inTurns: the deliveries in lanes', () => {
  it('runs at most `limit` at once and answers in order', async () => {
    let running = 0;
    let most = 0;
    const results = await inTurns([5, 1, 4, 2, 3, 1, 2], 3, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await sleep(ms);
      running -= 1;
      return ms * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([50, 10, 40, 20, 30, 10, 20]);
  });

  it('starts none once stopped: those are undefined (the caller gives them back)', async () => {
    let started = 0;
    const results = await inTurns(
      [1, 2, 3, 4, 5, 6],
      2,
      async (n) => {
        started += 1;
        await sleep(5);
        return n;
      },
      () => started >= 3,
    );
    expect(results.filter((r) => r !== undefined)).toHaveLength(3);
    expect(results.slice(3)).toEqual([undefined, undefined, undefined]);
  });
});

describe('slicer: a turn for the requests every few milliseconds', () => {
  it('lets a timer run while a long loop works', async () => {
    const slice = slicer(2);
    let ticked = false;
    setTimeout(() => {
      ticked = true;
    }, 0);
    const end = performance.now() + 30;
    while (performance.now() < end && !ticked) await slice();
    expect(ticked).toBe(true);
  });
});
