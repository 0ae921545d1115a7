import { startTransition, useEffect, useState } from 'react';

/** Past this, the content shows even if no frame came (a tab opened in the background gets none). */
const FALLBACK_MS = 500;

let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const show of waiting) show();
  waiting.clear();
}

/** After the browser has painted the app's first screen: a task queued in a frame runs after its paint. */
function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(markPainted, 0));
  setTimeout(markPainted, FALLBACK_MS);
}

/**
 * False until the app's first screen has been painted, then true for good (issue 27). A page opened
 * from an address shows its heading and a placeholder of fixed size in its first paint, and its long
 * part (a list's rows, a grid of cards) in the next render, a transition: the heading, the page's
 * largest text on a phone, no longer waits for every row to be built and laid out. Pages opened later
 * in the app render whole at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    if (painted) return show();
    waiting.add(show);
    schedule();
    return () => {
      waiting.delete(show);
    };
  }, [ready]);
  return ready;
}
