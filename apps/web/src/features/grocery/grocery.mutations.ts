import type {
  AddRecipeToListBody,
  CreateGroceryItemInput,
  GroceryItem,
  GroceryList,
  GrocerySettings,
  InventoryItem,
  ProductLink,
  ProductLinkBody,
  UpdateGroceryItemBody,
} from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert, without } from '../../app/list-cache';
import { ApiError, api } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { showInventoryItem } from '../inventory/inventory.mutations';
import { inventoryQueries } from '../inventory/inventory.queries';
import { groceryQueries } from './grocery.queries';

type Lists = GroceryList[];

/** A list as the server now has it (its own fields; its lines too when the answer carries them). */
export const showGroceryList = (queryClient: QueryClient, list: GroceryList) =>
  changeCachedLists<GroceryList>(queryClient, groceryQueries.lists(list.familyId), (lists) =>
    upsert(lists, list),
  );

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

const forgetGroceryItem = (queryClient: QueryClient, id: number) =>
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

/**
 * A line changed or gone elsewhere: a 409 carries the line as stored now, which is shown (the screen
 * takes the server's state); a 404 or any other refusal fetches the lists again.
 */
const takeServerState = (queryClient: QueryClient) => (error: unknown) => {
  const current = conflictCurrent<GroceryItem>(error);
  if (current) showGroceryItems(queryClient, [current]);
  else void queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() });
};

const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { 'if-match': String(version) };

export const useCreateGroceryList = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string }) =>
      (await api<{ data: GroceryList }>(`/api/families/${familyId}/grocery-lists`, { method: 'POST', body }))
        .data,
    onSuccess: (list) => showGroceryList(queryClient, list),
  });
};

export const useRenameGroceryList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ list, name }: { list: GroceryList; name: string }) =>
      (
        await api<{ data: GroceryList }>(`/api/grocery-lists/${list.id}`, {
          method: 'PATCH',
          body: { name },
          headers: ifMatch(list.version),
        })
      ).data,
    onSuccess: (list) => showGroceryList(queryClient, list),
    onError: (error) => {
      const current = conflictCurrent<GroceryList>(error);
      if (current) showGroceryList(queryClient, current);
      else void queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() });
    },
  });
};

export const useDeleteGroceryList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api<{ data: { id: number } }>(`/api/grocery-lists/${id}`, { method: 'DELETE' })).data,
    onSuccess: ({ id }) =>
      changeCachedLists<GroceryList>(queryClient, groceryQueries.allLists(), (lists) => without(lists, id)),
    onError: () => queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() }),
  });
};

/** 'Add Item to List': the answer says whether the amount went to a line already there (`merged`). */
export const useAddGroceryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listId, body }: { listId: number; body: CreateGroceryItemInput }) =>
      api<{ data: GroceryItem; merged: boolean }>(`/api/grocery-lists/${listId}/items`, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ data }) => showGroceryItems(queryClient, [data]),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() });
    },
  });
};

/** 'Edit Item': name, quantity, unit, category, saved at the version the dialog opened at. */
export const useUpdateGroceryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      version,
    }: {
      id: number;
      body: UpdateGroceryItemBody;
      version?: number | undefined;
    }) =>
      (
        await api<{ data: GroceryItem }>(`/api/grocery-list-items/${id}`, {
          method: 'PATCH',
          body,
          headers: ifMatch(version),
        })
      ).data,
    onSuccess: (item) => showGroceryItems(queryClient, [item]),
    onError: takeServerState(queryClient),
  });
};

export const TOGGLE_MUTATION_KEY = ['grocery', 'toggle'] as const;

/**
 * The item circle. Shown at once: the screens overlay the ticks still on their way
 * (`usePendingTicks`), so neither a refetch nor a live event answered meanwhile makes it flicker back.
 * Ticks of one line go one after another (`scope`), each sent at the version the previous one left in
 * the cache; a 409 (someone else changed the line first) shows the line as they left it.
 */
export const useToggleGroceryItem = (itemId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_MUTATION_KEY,
    scope: { id: `grocery-item-${itemId}` },
    mutationFn: async ({ id, purchased }: { id: number; purchased: boolean }) =>
      (
        await api<{ data: GroceryItem }>(`/api/grocery-list-items/${id}`, {
          method: 'PATCH',
          body: { purchased },
          headers: ifMatch(latestGroceryVersion(queryClient, id)),
        })
      ).data,
    onSuccess: (item) => {
      const familyId = familyOfList(queryClient, item.groceryListId);
      if (item.purchased && familyId !== undefined && putsAwayOnTick(queryClient, familyId)) {
        // The family's setting: the server put the line away with the tick (event `grocery.put_away`).
        forgetGroceryItem(queryClient, item.id);
        void queryClient.invalidateQueries({ queryKey: groceryQueries.lists(familyId) });
        void queryClient.invalidateQueries({ queryKey: inventoryQueries.list(familyId).queryKey });
        return;
      }
      showGroceryItems(queryClient, [item]);
    },
    onError: takeServerState(queryClient),
  });
};

const familyOfList = (queryClient: QueryClient, listId: number): number | undefined => {
  for (const [, lists] of queryClient.getQueriesData<Lists>({ queryKey: groceryQueries.allLists() })) {
    const list = lists?.find((l) => l.id === listId);
    if (list) return list.familyId;
  }
  return undefined;
};

/** Whether the family puts a line away when it is ticked, as last known here. */
export const putsAwayOnTick = (queryClient: QueryClient, familyId: number) =>
  queryClient.getQueryData(groceryQueries.settings(familyId).queryKey)?.putAwayOnTick === true;

export const useDeleteGroceryItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api<{ data: { id: number } }>(`/api/grocery-list-items/${id}`, { method: 'DELETE' })).data,
    onSuccess: ({ id }) => forgetGroceryItem(queryClient, id),
    onError: takeServerState(queryClient),
  });
};

export interface PutAwayResult {
  added: InventoryItem[];
  updated: InventoryItem[];
}

/** 'Put away': the bought lines leave the list and go into the inventory (one transaction). */
export const usePutAway = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listId: number) =>
      (await api<{ data: PutAwayResult }>(`/api/grocery-lists/${listId}/put-away`, { method: 'POST' })).data,
    onSuccess: ({ added, updated }) => {
      for (const item of [...added, ...updated]) showInventoryItem(queryClient, item);
      void queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() }),
  });
};

export const useAddLowStock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listId: number) =>
      (
        await api<{ data: { items: GroceryItem[] } }>(`/api/grocery-lists/${listId}/add-low-stock`, {
          method: 'POST',
        })
      ).data,
    onSuccess: ({ items }) => showGroceryItems(queryClient, items),
  });
};

export const useAddRecipeToList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listId, body }: { listId: number; body: AddRecipeToListBody }) =>
      (
        await api<{ data: { items: GroceryItem[]; skipped: number[] } }>(
          `/api/grocery-lists/${listId}/add-recipe`,
          { method: 'POST', body },
        )
      ).data,
    onSuccess: ({ items }) => showGroceryItems(queryClient, items),
  });
};

/** The family's aisle order, every category once. */
export const useSetShopOrder = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.shopOrders(familyId);
  return useMutation({
    mutationFn: async (order: string[]) =>
      (
        await api<{ data: string[] }>(`/api/families/${familyId}/shop-order`, {
          method: 'PUT',
          body: { order },
        })
      ).data,
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, order);
    },
    onSuccess: (order) => queryClient.setQueryData(key, order),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/** 'Put away when ticked': shown at once, the server's answer kept; a refusal fetches it again. */
export const useSetGrocerySettings = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.settings(familyId).queryKey;
  return useMutation({
    mutationFn: async (settings: GrocerySettings) =>
      (
        await api<{ data: GrocerySettings }>(`/api/families/${familyId}/grocery-settings`, {
          method: 'PUT',
          body: settings,
        })
      ).data,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, settings);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/**
 * Two names of one product. The server answers 201 for a new link and 200 when the family had it
 * already; `created` tells them apart by whether the link was in the cached list before.
 */
export const useLinkProductNames = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.productLinks(familyId).queryKey;
  return useMutation({
    mutationFn: async (body: ProductLinkBody) => {
      const link = (
        await api<{ data: ProductLink }>(`/api/families/${familyId}/product-links`, { method: 'POST', body })
      ).data;
      const known = queryClient.getQueryData(key)?.some((l) => l.id === link.id) ?? false;
      return { link, created: !known };
    },
    onSuccess: ({ link }) => queryClient.setQueryData(key, (links = []) => upsert(links, link)),
  });
};

export const useUnlinkProductNames = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.productLinks(familyId).queryKey;
  return useMutation({
    mutationFn: async (id: number) =>
      (await api<{ data: { id: number } }>(`/api/product-links/${id}`, { method: 'DELETE' })).data,
    onSuccess: ({ id }) => queryClient.setQueryData(key, (links = []) => without(links, id)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
