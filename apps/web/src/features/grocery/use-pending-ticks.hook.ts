import type { GroceryItem } from '@kitching/contracts';
import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { groceryQueries } from './grocery.queries';

/** The ticks made here and not yet answered, line id to purchased (the last one made wins). */
export function usePendingTicks(): ReadonlyMap<number, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: groceryQueries.toggles(), status: 'pending' },
    select: (mutation) => mutation.state.variables as { item: GroceryItem; purchased: boolean } | undefined,
  });
  const signature = pending.map((p) => (p ? `${p.item.id}:${p.purchased}` : '')).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for `pending`'s contents.
  return useMemo(() => {
    const ticks = new Map<number, boolean>();
    for (const p of pending) if (p) ticks.set(p.item.id, p.purchased);
    return ticks;
  }, [signature]);
}
