import { X } from 'lucide-react';
import * as A from 'radix-ui/alert-dialog';
import * as D from 'radix-ui/dialog';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button.component';
import { openDialogEntry, restoreDialogEntries } from './dialog-history';
import { useReturnFocus } from './return-focus.hook';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** What the dialog is for, read after the title; none rather than the title again. */
  description?: ReactNode;
  /**
   * The form inside has changes: closing by Escape, a click outside, the close button or Back asks
   * 'Discard changes?' first. A form inside can say so itself with useDialogDirty(formState.isDirty).
   */
  dirty?: boolean;
  children: ReactNode;
  className?: string;
}

const DirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/**
 * A form inside a Dialog tells it whether it has unsaved changes (react-hook-form's formState.isDirty):
 * closing it then asks before the changes are lost.
 */
export function useDialogDirty(dirty: boolean) {
  const report = useContext(DirtyContext);
  useEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [report, dirty]);
}

/**
 * A modal dialog: focus trapped, Escape closes, full-height sheet on phones. Back closes it rather than
 * leaving the page; a dialog with unsaved changes asks before it closes.
 */
export function Dialog({ open, onOpenChange, title, description, dirty, children, className }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const formDirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const dirtyNow = () => Boolean(dirty) || formDirty.current;
  const latest = useRef({ onOpenChange, dirtyNow });
  latest.current = { onOpenChange, dirtyNow };

  const requestClose = useCallback((fromBack: boolean) => {
    if (latest.current.dirtyNow()) {
      setConfirming(true);
      // Back took the dialog's entry: it is put back if the person keeps editing.
      if (fromBack) restoreDialogEntries();
      return;
    }
    latest.current.onOpenChange(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    return openDialogEntry({ onBack: () => requestClose(true) });
  }, [open, requestClose]);

  useEffect(() => {
    if (!open) setConfirming(false);
  }, [open]);

  const reportDirty = useCallback((value: boolean) => {
    formDirty.current = value;
  }, []);

  return (
    <D.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose(false))}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-stone-900/40 backdrop-blur-[1px]" />
        <D.Content
          className={cn(
            // Portalled outside main: a name with no spaces wraps here too, ordinary words stay whole.
            'fixed z-50 flex flex-col bg-white shadow-xl wrap-break-word focus:outline-none',
            'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl',
            'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[88dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            className,
          )}
          onCloseAutoFocus={returnFocus}
          // No description: nothing to read after the title (Radix would otherwise point at a missing one).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-100 px-5 py-4">
            <div className="min-w-0">
              <D.Title className="text-lg font-semibold text-stone-900">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-stone-600">{description}</D.Description>
              ) : null}
            </div>
            <D.Close
              // 44 px to tap on a phone, drawn no bigger than before.
              className="-mr-2 -mt-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <DirtyContext.Provider value={reportDirty}>
            <div className="overflow-y-auto px-5 py-4">{children}</div>
          </DirtyContext.Provider>
        </D.Content>
      </D.Portal>
      <A.Root open={confirming} onOpenChange={setConfirming}>
        <A.Portal>
          <A.Overlay className="fixed inset-0 z-[60] bg-stone-900/40" />
          <A.Content className="fixed left-1/2 top-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl wrap-break-word focus:outline-none">
            <A.Title className="text-lg font-semibold text-stone-900">Discard changes?</A.Title>
            <A.Description className="mt-1 text-sm text-stone-600">
              What you changed in this form has not been saved.
            </A.Description>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <A.Cancel asChild>
                <Button variant="secondary">Keep editing</Button>
              </A.Cancel>
              <A.Action asChild>
                <Button
                  variant="danger"
                  onClick={() => {
                    formDirty.current = false;
                    latest.current.onOpenChange(false);
                  }}
                >
                  Discard
                </Button>
              </A.Action>
            </div>
          </A.Content>
        </A.Portal>
      </A.Root>
    </D.Root>
  );
}
