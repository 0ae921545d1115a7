import type { GroceryItem, GroceryList, ListRef } from '@kitching/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { groceryQueries } from './grocery.queries';

/**
 * The grocery lists as this tab caches them: what a confirmed change (an answer, a live event: the
 * event table in app/live/event-invalidations.ts) does to them, and what they say now.
 */
type Lists = GroceryList[];

/** A list as the server now has it (its own fields; its lines too when the answer carries them). */
export const showGroceryList = (queryClient: QueryClient, list: GroceryList) =>
  changeCachedLists<GroceryList>(queryClient, groceryQueries.lists(list.familyId), (lists) =>
    upsert(lists, list),
  );

export const forgetGroceryList = (queryClient: QueryClient, id: number) =>
  changeCachedLists<GroceryList>(queryClient, groceryQueries.allLists(), (lists) => without(lists, id));

/**
 * The newest copy of each line this screen was answered with. A list fetched while a tick was on its way
 * (a live event's refetch) can be answered from before it: the screens show a line at the newest version
 * known (`withConfirmedItems`), and the next tick is sent at that version, so nothing flickers back.
 */
const confirmed = new Map<number, GroceryItem>();
const remember = (item: GroceryItem) => {
  const known = confirmed.get(item.id);
  if (!known || known.version < item.version) confirmed.set(item.id, item);
};

/** The lines, each at the newest version this screen knows of. */
export const withConfirmedItems = (items: GroceryItem[]) =>
  items.map((item) => {
    const known = confirmed.get(item.id);
    return known && known.version > item.version ? known : item;
  });

/** Lines as the server now has them, each in its list, in every cached copy of the family's lists. */
export const showGroceryItems = (queryClient: QueryClient, items: GroceryItem[]) => {
  for (const item of items) remember(item);
  changeCachedLists<GroceryList>(queryClient, groceryQueries.allLists(), (lists) =>
    lists.map((list) => {
      const mine = items.filter((i) => i.groceryListId === list.id);
      return mine.length
        ? { ...list, items: mine.reduce((all, item) => upsert(all, item), list.items) }
        : list;
    }),
  );
};

export const forgetGroceryItem = (queryClient: QueryClient, id: number) =>
  changeCachedLists<GroceryList>(queryClient, groceryQueries.allLists(), (lists) =>
    lists.map((list) =>
      list.items.some((i) => i.id === id) ? { ...list, items: without(list.items, id) } : list,
    ),
  );

/** The line's newest version known here, cached or answered (If-Match is sent at that one). */
export const latestGroceryVersion = (queryClient: QueryClient, id: number): number | undefined => {
  let version = confirmed.get(id)?.version;
  for (const [, lists] of queryClient.getQueriesData<Lists>({ queryKey: groceryQueries.allLists() })) {
    for (const list of lists ?? []) {
      const item = list.items.find((i) => i.id === id);
      if (item && (version === undefined || item.version > version)) version = item.version;
    }
  }
  return version;
};

export const cachedList = (queryClient: QueryClient, listId: number): GroceryList | undefined => {
  for (const [, lists] of queryClient.getQueriesData<Lists>({ queryKey: groceryQueries.allLists() })) {
    const list = lists?.find((l) => l.id === listId);
    if (list) return list;
  }
  return undefined;
};

/** The list as an event names it (its name as cached here). */
export const listRef = (queryClient: QueryClient, listId: number): ListRef => ({
  id: listId,
  name: cachedList(queryClient, listId)?.name ?? '',
});

export const familyOfList = (queryClient: QueryClient, listId: number) =>
  cachedList(queryClient, listId)?.familyId;

/** Whether the family puts a line away when it is ticked, as last known here. */
export const putsAwayOnTick = (queryClient: QueryClient, familyId: number) =>
  queryClient.getQueryData(groceryQueries.settings(familyId).queryKey)?.putAwayOnTick === true;
