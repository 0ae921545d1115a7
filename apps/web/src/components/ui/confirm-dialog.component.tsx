import * as A from 'radix-ui/alert-dialog';
import { useRef, useState } from 'react';
import { Button } from './button.component';
import { useReturnFocus } from './return-focus.hook';
import { Spinner } from './spinner.component';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /**
   * The action. When it answers a promise the dialog stays open, its buttons disabled, until it settles
   * (the caller closes it): a second click meanwhile does nothing.
   */
  onConfirm(): unknown;
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
  const [busy, setBusy] = useState(false);
  // Set before React renders the disabled button: a double click's second click arrives before that.
  const running = useRef(false);

  const confirm = () => {
    if (running.current) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    void result.finally(() => {
      running.current = false;
      setBusy(false);
    });
  };

  return (
    <A.Root open={open} onOpenChange={(next) => !next && !running.current && onCancel()}>
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
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </A.Cancel>
            {/* A plain button, not A.Action: the dialog closes when the caller says, after the action. */}
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? <Spinner label="Working" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
