import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TOGGLE_MUTATION_KEY } from './grocery.mutations';

/** The ticks made here and not yet answered, line id to purchased (the last one made wins). */
export function usePendingTicks(): ReadonlyMap<number, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: TOGGLE_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as { id: number; purchased: boolean } | undefined,
  });
  const signature = pending.map((p) => (p ? `${p.id}:${p.purchased}` : '')).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for `pending`'s contents.
  return useMemo(() => {
    const ticks = new Map<number, boolean>();
    for (const p of pending) if (p) ticks.set(p.id, p.purchased);
    return ticks;
  }, [signature]);
}
