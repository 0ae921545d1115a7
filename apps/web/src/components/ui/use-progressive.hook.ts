import { startTransition, useEffect, useState } from 'react';

/** Rows rendered at once: more than a phone's or a laptop's first screen holds. */
export const PROGRESSIVE_FIRST = 12;
/** Rows added per step after that (each step is its own short task). */
export const PROGRESSIVE_STEP = 12;

/**
 * A long list's first rows at once, the rest a step at a time after the first paint (issue 27): 100
 * recipe cards built and laid out in one go kept a phone's main thread busy for a second, taps
 * waiting. Each step is a transition started from a timer, so a tap or a key goes first. Once the
 * whole list has shown, it stays whole: a search, a live change or a new row renders at once.
 */
export function useProgressive<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState(PROGRESSIVE_FIRST);
  const [whole, setWhole] = useState(false);
  const complete = whole || shown >= items.length;
  useEffect(() => {
    if (whole) return;
    // Only once there is something longer than the first step: an empty list while loading waits.
    if (items.length && shown >= items.length) return setWhole(true);
    if (!items.length) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + PROGRESSIVE_STEP)), 0);
    return () => clearTimeout(timer);
  }, [whole, shown, items.length]);
  return complete ? items : items.slice(0, shown);
}
