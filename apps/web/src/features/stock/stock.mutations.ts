import type {
  CookBody,
  CookResult,
  StockActionResult,
  StockBatch,
  TakeFromItemBody,
  UpdateBatchBody,
} from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, sendData, type VersionedChange } from '../../lib/api';
import { inventoryQueries } from '../inventory/inventory.queries';
import type { ShelfLifeOverrides } from './stock.helper';
import { stockQueries } from './stock.queries';

/**
 * The stock writes of issue 23: take from an item (used, thrown away, went off), edit a batch (date,
 * opened, where kept, a correction), cook, and undo a stock action. Each answer goes through the event
 * table (app/live/event-invalidations.ts) as the event the write raises.
 */

/** Until the event carries the items, a stock change refetches the inventory and every stock view. */
const settle = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });
  void queryClient.invalidateQueries({ queryKey: stockQueries.all() });
};

/** 'Use', 'Throw away': some of one item goes, earliest expiry first or from the batch named. */
export const useTakeFromItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TakeFromItemBody }) =>
      sendData<StockActionResult>(`/api/inventory/${itemId}/take`, { method: 'POST', body }),
    onSuccess: () => settle(queryClient),
    onError: () => settle(queryClient),
  });
};

/** A batch's date, opened, place or amount, saved at the version shown (a 409 if it moved on since). */
export const useUpdateBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: VersionedChange<UpdateBatchBody>) =>
      sendData<StockBatch>(`/api/inventory-batches/${id}`, { method: 'PATCH', body, version }),
    onSuccess: () => settle(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) settle(queryClient);
    },
  });
};

/** 'Cook it': takes what the dish needs (or the amounts edited in the preview), maybe keeps leftovers. */
export const useCook = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CookBody) =>
      sendData<CookResult>(`/api/families/${familyId}/cook`, {
        method: 'POST',
        body: { ...body, preview: false },
      }),
    onSuccess: () => settle(queryClient),
  });
};

/** The family's shelf life per category: the whole set of overrides at once. */
export const useSetShelfLife = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = stockQueries.shelfLife(familyId).queryKey;
  return useMutation({
    mutationFn: (overrides: ShelfLifeOverrides) =>
      sendData<ShelfLifeOverrides>(`/api/families/${familyId}/shelf-life`, {
        method: 'PUT',
        body: overrides,
      }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/** What undo is asked of: a cook (by its cook id) or any other stock action (by its action id). */
export type UndoTarget = { cookId: number } | { actionId: number };

/** The toast's 'Undo': the whole action back, batches and dates as they were. */
export const useUndoStock = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: UndoTarget) =>
      sendData<StockActionResult>(
        'cookId' in target
          ? `/api/families/${familyId}/cook/${target.cookId}/undo`
          : `/api/families/${familyId}/stock-actions/${target.actionId}/undo`,
        { method: 'POST' },
      ),
    onSuccess: () => settle(queryClient),
    onError: () => settle(queryClient),
  });
};
