import * as A from 'radix-ui/alert-dialog';
import { Button } from './button.component';
import { useReturnFocus } from './return-focus.hook';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A destructive confirmation: focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <A.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <A.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl wrap-break-word focus:outline-none"
        >
          <A.Title className="text-lg font-semibold text-stone-900">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-stone-700">{message}</A.Description>
          <div className="mt-5 flex justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </A.Cancel>
            <A.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
