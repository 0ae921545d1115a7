import type { InventoryItem } from '@kitching/contracts';
import * as A from 'radix-ui/alert-dialog';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { useReturnFocus } from '../../components/ui/return-focus.hook';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { useDeletedToast } from '../undo/use-deleted-toast.hook';
import { useDeleteInventoryItem } from './inventory.mutations';
import { INVENTORY_TOASTS } from './inventory.toasts';

/** Spec 2.7's confirmation, word for word. */
export const deleteMessage = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/** 'Delete Item': an alert dialog whose focus starts on Cancel; it stays open while deleting. */
export function DeleteItemDialog({ item, onClose }: { item: InventoryItem | null; onClose(): void }) {
  const remove = useDeleteInventoryItem();
  const deletedToast = useDeletedToast();
  const returnFocus = useReturnFocus(Boolean(item));
  // Set at the first click, before React renders the button disabled: a double click sends one delete.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!item || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { undoId } = await remove.mutateAsync(item);
      deletedToast({
        title: INVENTORY_TOASTS.deleted,
        description: item.name,
        undoIds: [undoId],
        restored: item.name,
      });
      onClose();
    } catch {
      toast({
        title: INVENTORY_TOASTS.errorTitle,
        description: INVENTORY_TOASTS.deleteError,
        variant: 'error',
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <A.Root open={Boolean(item)} onOpenChange={(open) => !open && !running.current && onClose()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <A.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none"
        >
          <A.Title className="text-lg font-semibold text-stone-900">Delete Item</A.Title>
          <A.Description className="mt-2 text-sm text-stone-700">
            {deleteMessage(item?.name ?? '')}
          </A.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </A.Cancel>
            {/* A plain button, not A.Action: the dialog closes only once the delete succeeded. */}
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? <Spinner label="Deleting" /> : null}
              Delete
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
