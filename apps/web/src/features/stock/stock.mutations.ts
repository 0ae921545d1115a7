import type {
  CookBody,
  CookResult,
  InventoryItem,
  ShelfLifeBody,
  ShelfLifeEntry,
  StockActionKind,
  StockActionResult,
  StockBatch,
  TakeFromItemBody,
  UpdateBatchBody,
} from '@kitching/contracts';
import type { DomainEventDetails } from '@kitching/contracts/events';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { ApiError, sendData, type VersionedChange } from '../../lib/api';
import { groceryQueries } from '../grocery/grocery.queries';
import { inventoryQueries } from '../inventory/inventory.queries';
import { stockQueries } from './stock.queries';

/**
 * The stock writes of issue 23: take from an item (used, thrown away, went off), edit a batch (date,
 * opened, where kept, a correction), cook, undo a stock action, and the family's shelf life. Each
 * answer goes through the event table (app/live/event-invalidations.ts) as the event the write raises.
 */

/** An answer that names the items it changed as they are now (the events carry them; answers may too). */
type WithItems = { items?: InventoryItem[] };

type StockEvent = 'stock.taken' | 'stock.batch_updated' | 'stock.cooked' | 'stock.undone';

/**
 * This tab's stock write, answered: the event's row with what the answer holds. The answers carry the
 * action, not always the items it changed (the event does, and the live stream brings it a moment
 * later); without them the family's inventory is fetched again so this screen never waits for it.
 */
function ownStockEvent<K extends StockEvent>(
  queryClient: QueryClient,
  type: K,
  details: DomainEventDetails[K],
  answer: WithItems,
) {
  applyOwnEvent(queryClient, type, details);
  if (!answer.items) void queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });
}

const ref = (id: number | undefined, kind: StockActionKind, note: string | null = null) => ({
  id: id ?? 0,
  kind,
  note,
});

/** A take or a batch edit refused because the stock moved on (404 gone, 409 changed): show it as it is. */
const refetchWhenStale = (queryClient: QueryClient) => (error: unknown) => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
    void queryClient.invalidateQueries({ queryKey: inventoryQueries.allBatches() });
    void queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });
  }
};

/** 'Use', 'Throw away': some of one item goes, earliest expiry first or from the batch named. */
export const useTakeFromItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TakeFromItemBody }) =>
      sendData<StockActionResult & WithItems>(`/api/inventory/${itemId}/take`, { method: 'POST', body }),
    onSuccess: (answer, { body }) =>
      ownStockEvent(
        queryClient,
        'stock.taken',
        {
          action: ref(answer.actionId, body.reason === 'used' ? 'use' : 'waste'),
          reason: body.reason,
          items: answer.items ?? [],
          takes: answer.takes,
        },
        answer,
      ),
    onError: refetchWhenStale(queryClient),
  });
};

const editKind = (body: UpdateBatchBody): StockActionKind =>
  body.quantity !== undefined
    ? 'correct'
    : body.opened !== undefined
      ? 'open'
      : body.location !== undefined
        ? 'move'
        : 'correct';

/** A batch's date, opened, place or amount, saved at the version shown (a 409 if it moved on since). */
export const useUpdateBatch = (item: InventoryItem) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: VersionedChange<UpdateBatchBody>) =>
      sendData<StockBatch>(`/api/inventory-batches/${id}`, { method: 'PATCH', body, version }),
    onSuccess: (batch, { body }) =>
      ownStockEvent(
        queryClient,
        'stock.batch_updated',
        { action: ref(undefined, editKind(body)), batch, item, changed: Object.keys(body) },
        {},
      ),
    onError: refetchWhenStale(queryClient),
  });
};

/** 'Cook it': takes what the dish needs (or the amounts edited in the preview), maybe keeps leftovers. */
export const useCook = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: CookBody; dish: { name: string; servings: number } }) =>
      sendData<CookResult & WithItems>(`/api/families/${familyId}/cook`, {
        method: 'POST',
        body: { ...body, preview: false },
      }),
    onSuccess: (answer, { dish }) => {
      ownStockEvent(
        queryClient,
        'stock.cooked',
        {
          action: ref(answer.cookId, 'cook', dish.name),
          dish,
          items: answer.items ?? [],
          takes: answer.takes,
          missing: answer.missing,
        },
        answer,
      );
      // The answer names the lines, not the list's new state: the list is fetched again.
      if (answer.addedToList)
        void queryClient.invalidateQueries({ queryKey: groceryQueries.lists(familyId) });
    },
  });
};

/** What undo is asked of: a cook (by its cook id) or any other stock action (by its action id). */
export type UndoTarget = { cookId: number } | { actionId: number };

/** The toast's 'Undo': the whole action back, batches and dates as they were. */
export const useUndoStock = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: UndoTarget) =>
      sendData<StockActionResult & WithItems>(
        'cookId' in target
          ? `/api/families/${familyId}/cook/${target.cookId}/undo`
          : `/api/families/${familyId}/stock-actions/${target.actionId}/undo`,
        { method: 'POST' },
      ),
    onSuccess: (answer, target) =>
      ownStockEvent(
        queryClient,
        'stock.undone',
        {
          action: ref(
            'cookId' in target ? target.cookId : target.actionId,
            'cookId' in target ? 'cook' : 'use',
          ),
          items: answer.items ?? [],
          removedItemIds: [],
        },
        answer,
      ),
    onError: refetchWhenStale(queryClient),
  });
};

/** One category's shelf life (or `reset: true`, back to Kitching's); the answer is every category's. */
export const useSetShelfLife = (familyId: number) => {
  const queryClient = useQueryClient();
  const key = stockQueries.shelfLife(familyId).queryKey;
  return useMutation({
    mutationFn: (body: ShelfLifeBody) =>
      sendData<ShelfLifeEntry[]>(`/api/families/${familyId}/shelf-life`, { method: 'PUT', body }),
    onSuccess: (entries) => queryClient.setQueryData(key, entries),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
