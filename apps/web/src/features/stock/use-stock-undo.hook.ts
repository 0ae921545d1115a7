import { toast } from '../../components/ui/toast.component';
import { undoRefusal } from './stock.helper';
import { type UndoTarget, useUndoStock } from './stock.mutations';

/**
 * Undo of a stock action, said in a toast: 'Undone' with what came back, or the refusal in plain words
 * (409 the stock moved on, 403 another member's change). Resolves whether it was undone. It waits on
 * the call's own promise, not on this component: the toast's Undo is often pressed after the dialog
 * that made the change has closed.
 */
export function useStockUndo(familyId: number) {
  const undo = useUndoStock(familyId);
  return (target: UndoTarget, undone: string): Promise<boolean> =>
    undo.mutateAsync(target).then(
      () => {
        toast({ title: 'Undone', description: undone, variant: 'success' });
        return true;
      },
      (error: unknown) => {
        toast({ title: 'Could not undo', description: undoRefusal(error), variant: 'error' });
        return false;
      },
    );
}

export interface StockToast {
  title: string;
  description?: string;
  /** The action the toast can undo; without one (nothing was taken) no Undo is offered. */
  undo?: UndoTarget | undefined;
  /** What the toast after a successful undo says ('Pancakes: the pantry is back as it was.'). */
  undone: string;
  /** How else to undo, read by screen readers instead of the button (which a dialog may keep them from). */
  altText?: string;
  /** Told once the toast's Undo went through (a screen's own Undo for the same action goes away). */
  onUndone?(): void;
}

/** A stock change said in a toast with 'Undo' for as long as it shows (5 s). */
export function useStockToast(familyId: number) {
  const undo = useStockUndo(familyId);
  return ({ title, description, undo: target, undone, altText, onUndone }: StockToast) =>
    toast({
      title,
      description,
      variant: 'success',
      action: target
        ? {
            label: 'Undo',
            altText: altText ?? 'Undo: press F8 to reach the notification',
            onAction: () => void undo(target, undone).then((done) => done && onUndone?.()),
          }
        : undefined,
    });
}
