import { toast } from '../../components/ui/toast.component';
import { ApiError, errorMessage } from '../../lib/api';
import { type UndoTarget, useUndoStock } from './stock.mutations';

/** The refusal of an undo in plain words, the server's own message first. */
export function undoRefusal(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409)
      return errorMessage(error, 'The stock changed since, so this can no longer be undone.');
    if (error.status === 403)
      return errorMessage(error, "Your role does not allow undoing someone else's change.");
    if (error.status === 404) return 'This change is gone already: nothing to undo.';
  }
  return errorMessage(error, 'There was an error undoing the change.');
}

export interface StockToast {
  title: string;
  description?: string;
  /** The action the toast can undo; without one (a queued or a preview answer) no Undo is offered. */
  undo?: UndoTarget | undefined;
  /** What the toast after a successful undo says ('Pancakes: the pantry is back as it was.'). */
  undone: string;
}

/**
 * A stock change said in a toast with 'Undo' for as long as it shows (5 s): undo asks the server to
 * put the whole action back; a refusal (409 the stock moved on, 403 another member's change) is said plainly.
 */
export function useStockToast(familyId: number) {
  const undo = useUndoStock(familyId);
  return ({ title, description, undo: target, undone }: StockToast) =>
    toast({
      title,
      description,
      variant: 'success',
      action: target
        ? {
            label: 'Undo',
            altText: 'Undo: press F8 to reach the notification',
            onAction: () =>
              undo.mutate(target, {
                onSuccess: () => toast({ title: 'Undone', description: undone, variant: 'success' }),
                onError: (error) =>
                  toast({ title: 'Could not undo', description: undoRefusal(error), variant: 'error' }),
              }),
          }
        : undefined,
    });
}
