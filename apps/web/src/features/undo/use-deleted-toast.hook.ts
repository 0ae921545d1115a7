import type { DomainEventDetails, DomainEventType } from '@kitching/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { applyOwnEvent } from '../../app/live/event-invalidations';
import { toast } from '../../components/ui/toast.component';
import { errorMessage, sendData } from '../../lib/api';

/** What POST /api/deletions/:id/undo answers: the creation event its restore raised. */
interface Restored {
  type: DomainEventType;
  details: DomainEventDetails[DomainEventType];
}

export interface DeletedToast {
  /** 'Item deleted', 'Grocery list deleted': the screen's own words. */
  title: string;
  description?: string | undefined;
  /**
   * The `undoId` of each delete's answer. None (queued offline, gone already) offers no Undo, as a
   * stock toast with nothing to undo.
   */
  undoIds: (number | undefined)[];
  /** What the toast after the Undo says is back ('Weekly Shop'). */
  restored: string;
}

/**
 * Brings back what the deletes removed, each through the server's undo (same ids), and applies the
 * event it answers as this member's own write (app/live/event-invalidations.ts), so every cached list
 * shows it again at once. It waits on the calls, not on a component: the Undo is often pressed after
 * the dialog that deleted has closed.
 */
async function undoDeletes(queryClient: QueryClient, ids: number[], restored: string) {
  const results = await Promise.allSettled(
    ids.map((id) => sendData<Restored>(`/api/deletions/${id}/undo`, { method: 'POST' })),
  );
  for (const result of results)
    if (result.status === 'fulfilled')
      applyOwnEvent(queryClient, result.value.type, result.value.details as never);
  const failed = results.find((r) => r.status === 'rejected');
  toast(
    failed
      ? {
          title: 'Could not undo',
          description: errorMessage(failed.reason, 'It could not be brought back.'),
          variant: 'error',
        }
      : { title: 'Undone', description: `${restored} is back.`, variant: 'success' },
  );
}

/**
 * Issue 24: every delete in Kitching says so in a toast with 'Undo' for as long as it shows (5 s), the
 * same way everywhere (the stock toasts' Undo, features/stock/use-stock-undo.hook.ts, looks alike).
 */
export function useDeletedToast() {
  const queryClient = useQueryClient();
  return ({ title, description, undoIds, restored }: DeletedToast) => {
    const ids = undoIds.filter((id): id is number => id !== undefined);
    toast({
      title,
      description,
      variant: 'success',
      action: ids.length
        ? {
            label: 'Undo',
            altText: 'Undo: press F8 to reach the notification',
            onAction: () => void undoDeletes(queryClient, ids, restored),
          }
        : undefined,
    });
  };
}
