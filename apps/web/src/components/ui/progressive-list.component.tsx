import { memo, type ReactNode } from 'react';
import { PROGRESSIVE_FIRST, PROGRESSIVE_STEP, useProgressive } from './use-progressive.hook';

interface ProgressiveListProps<T> {
  items: readonly T[];
  /** One item's element, with its key. */
  children(item: T): ReactNode;
}

interface ChunkProps {
  items: readonly unknown[];
  start: number;
  end: number;
  render(item: unknown): ReactNode;
}

/** Items [start, end): unchanged props (the same list, bounds and render) skip it entirely. */
const Chunk = memo(function Chunk({ items, start, end, render }: ChunkProps) {
  return <>{items.slice(start, end).map(render)}</>;
});

/**
 * A long list whose items are not memoised (their callbacks are made per render), shown as
 * useProgressive shows it: each step renders only its new items. The steps' state lives here, so a step
 * does not re-render the page, and each step's items are a chunk the next steps leave alone (the whole
 * list re-rendered at every step cost more than rendering it at once). No element of its own: the
 * items stay the children of the caller's grid or list.
 */
export function ProgressiveList<T>({ items, children }: ProgressiveListProps<T>) {
  const shown = useProgressive(items).length;
  const bounds = [0, Math.min(PROGRESSIVE_FIRST, shown)];
  for (let end = PROGRESSIVE_FIRST + PROGRESSIVE_STEP; bounds.at(-1)! < shown; end += PROGRESSIVE_STEP)
    bounds.push(Math.min(end, shown));
  return (
    <>
      {bounds.slice(1).map((end, i) => (
        <Chunk
          key={bounds[i]}
          items={items}
          start={bounds[i]!}
          end={end}
          render={children as (item: unknown) => ReactNode}
        />
      ))}
    </>
  );
}
