import type {
  AddRecipeToListBody,
  GroceryItem,
  GroceryList,
  GrocerySettings,
  InventoryItem,
  ProductLink,
  ProductLinkBody,
} from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { sendData, sendDelete } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { cachedList, forgetGroceryList, listRef, showGroceryList } from './grocery.cache';
import { groceryQueries } from './grocery.queries';

/**
 * The grocery lists' writes that need the network (a line's own changes work offline:
 * grocery-items.mutations.ts). Each answer goes through the event table (app/live/event-invalidations.ts)
 * as the event the write raises, like another member's change.
 */

export const useCreateGroceryList = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) =>
      sendData<GroceryList>(`/api/families/${familyId}/grocery-lists`, { method: 'POST', body }),
    onSuccess: (list) => applyOwnEvent(queryClient, 'grocery.list_created', { list }),
  });
};

export const useRenameGroceryList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list, name }: { list: GroceryList; name: string }) =>
      sendData<GroceryList>(`/api/grocery-lists/${list.id}`, {
        method: 'PATCH',
        body: { name },
        version: list.version,
      }),
    onSuccess: (list, { list: before }) =>
      applyOwnEvent(queryClient, 'grocery.list_renamed', { list, previousName: before.name }),
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
    mutationFn: (id: number) => sendDelete(`/api/grocery-lists/${id}`),
    onSuccess: (_answer, id) => {
      const list = cachedList(queryClient, id);
      if (list) applyOwnEvent(queryClient, 'grocery.list_deleted', { list });
      else forgetGroceryList(queryClient, id);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() }),
  });
};

export interface PutAwayResult {
  added: InventoryItem[];
  updated: InventoryItem[];
  /** Issue 23: the dates Kitching suggested for what came without one (shown, editable in the batches). */
  suggested?: { itemId: number; batchId: number; name: string; expirationDate: string }[];
  /** The stock action (the toast's Undo). */
  actionId?: number;
}

/** 'Put away': the bought lines leave the list and go into the inventory (one transaction). */
export const usePutAway = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) =>
      sendData<PutAwayResult>(`/api/grocery-lists/${listId}/put-away`, { method: 'POST' }),
    onSuccess: ({ added, updated, suggested, actionId }, listId) =>
      applyOwnEvent(queryClient, 'grocery.put_away', {
        list: listRef(queryClient, listId),
        added,
        updated,
        suggested,
        actionId,
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: groceryQueries.allLists() }),
  });
};

export const useAddLowStock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) =>
      sendData<{ items: GroceryItem[] }>(`/api/grocery-lists/${listId}/add-low-stock`, { method: 'POST' }),
    onSuccess: ({ items }, listId) =>
      applyOwnEvent(queryClient, 'grocery.items_added', {
        list: listRef(queryClient, listId),
        from: 'low_stock',
        items,
      }),
  });
};

export const useAddRecipeToList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, body }: { listId: number; body: AddRecipeToListBody }) =>
      sendData<{ items: GroceryItem[]; skipped: number[] }>(`/api/grocery-lists/${listId}/add-recipe`, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ items }, { listId }) =>
      applyOwnEvent(queryClient, 'grocery.items_added', {
        list: listRef(queryClient, listId),
        from: 'recipe',
        items,
      }),
  });
};

/** The family's aisle order, every category once. */
export const useSetShopOrder = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.shopOrders(familyId);
  return useMutation({
    mutationFn: (order: string[]) =>
      sendData<string[]>(`/api/families/${familyId}/shop-order`, { method: 'PUT', body: { order } }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, order);
    },
    onSuccess: (order) => applyOwnEvent(queryClient, 'family.shop_order_changed', { order }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/** 'Put away when ticked': shown at once, the server's answer kept; a refusal fetches it again. */
export const useSetGrocerySettings = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.settings(familyId).queryKey;
  return useMutation({
    mutationFn: (settings: GrocerySettings) =>
      sendData<GrocerySettings>(`/api/families/${familyId}/grocery-settings`, {
        method: 'PUT',
        body: settings,
      }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, settings);
    },
    onSuccess: (settings) => applyOwnEvent(queryClient, 'family.grocery_settings_changed', { settings }),
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
      // Read before sending: the live stream may bring this very link before the answer arrives.
      const known = new Set(queryClient.getQueryData(key)?.map((l) => l.id));
      const link = await sendData<ProductLink>(`/api/families/${familyId}/product-links`, {
        method: 'POST',
        body,
      });
      return { link, created: !known.has(link.id) };
    },
    onSuccess: ({ link }) => applyOwnEvent(queryClient, 'product.names_linked', { link }),
  });
};

export const useUnlinkProductNames = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = groceryQueries.productLinks(familyId).queryKey;
  return useMutation({
    mutationFn: (id: number) => sendDelete(`/api/product-links/${id}`),
    onSuccess: (_answer, id) => {
      const link = queryClient.getQueryData(key)?.find((l) => l.id === id);
      if (link) applyOwnEvent(queryClient, 'product.names_unlinked', { link });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
