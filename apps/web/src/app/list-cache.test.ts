import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeCachedLists, upsert, without } from './list-cache';
import { queryClient } from './query-client';

type Item = { id: number; name: string };
const key = ['things', 'list', 1] as const;

afterEach(() => queryClient.clear());

describe('upsert and without', () => {
  it('replaces an item where it stands, adds a new one at the end, and removes by id', () => {
    const items: Item[] = [
      { id: 1, name: 'Milk' },
      { id: 2, name: 'Eggs' },
    ];
    expect(upsert(items, { id: 1, name: 'Oat milk' }).map((i) => i.name)).toEqual(['Oat milk', 'Eggs']);
    expect(upsert(items, { id: 3, name: 'Flour' }).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(without(items, 2).map((i) => i.id)).toEqual([1]);
  });

  it('keeps a copy at a later version (a live event arriving after a newer save)', () => {
    const items = [{ id: 1, name: 'Milk', version: 3 }];
    expect(upsert(items, { id: 1, name: 'Old milk', version: 2 })[0]?.name).toBe('Milk');
    expect(upsert(items, { id: 1, name: 'Oat milk', version: 4 })[0]?.name).toBe('Oat milk');
  });
});

describe('changeCachedLists', () => {
  it('shows a confirmed change in a cached list without fetching it, keeping the list as old as it was', () => {
    const fetchList = vi.fn(async () => [] as Item[]);
    queryClient.setQueryData<Item[]>(key, [{ id: 1, name: 'Milk' }], { updatedAt: 1_000 });
    queryClient.getQueryCache().find({ queryKey: key })!.setOptions({ queryKey: key, queryFn: fetchList });

    changeCachedLists<Item>(queryClient, ['things'], (items) => upsert(items, { id: 2, name: 'Eggs' }));

    const state = queryClient.getQueryState(key)!;
    expect(queryClient.getQueryData<Item[]>(key)?.map((i) => i.name)).toEqual(['Milk', 'Eggs']);
    // Still due for its refetch when it would have been: other members' changes arrive on time.
    expect(state.dataUpdatedAt).toBe(1_000);
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('leaves a list that is not cached alone, and asks again for one that is being fetched', async () => {
    let answer: (items: Item[]) => void = () => {};
    const pending = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<Item[]>((resolve) => (answer = resolve)),
    });
    changeCachedLists<Item>(queryClient, ['things'], (items) => upsert(items, { id: 2, name: 'Eggs' }));
    changeCachedLists<Item>(queryClient, ['other'], (items) => items);

    // The answer on its way may predate the change: the list is marked to be fetched again.
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    answer([{ id: 1, name: 'Milk' }]);
    await pending;
    expect(queryClient.getQueryData(['other'])).toBeUndefined();
  });
});
