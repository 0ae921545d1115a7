import { X } from 'lucide-react';
import * as T from 'radix-ui/toast';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { currentToast, dismissToast, subscribeToasts } from './toast.store';

export { type ToastAction, type ToastInput, toast } from './toast.store';

/** Spec 4 and 9: one toast at a time, 5 s, swipe right past 50 px, close button, Escape, F8 focuses. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const item = useSyncExternalStore(subscribeToasts, currentToast);
  return (
    <T.Provider
      key={item?.generation ?? 0}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {item ? (
        <T.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          data-testid="toast"
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-[transform,opacity]',
            item.variant === 'error'
              ? 'border-red-200'
              : item.variant === 'success'
                ? 'border-green-200'
                : 'border-stone-200',
          )}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <T.Title
              className={cn(
                'text-sm font-semibold',
                item.variant === 'error' ? 'text-red-700' : 'text-stone-900',
              )}
            >
              {item.title}
            </T.Title>
            {item.description ? (
              <T.Description className="text-sm text-stone-600">{item.description}</T.Description>
            ) : null}
          </div>
          {item.action ? (
            <T.Action
              altText={item.action.altText}
              onClick={item.action.onAction}
              className="-my-1 h-9 shrink-0 self-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-brand-800 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {item.action.label}
            </T.Action>
          ) : null}
          <T.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <X className="h-4 w-4" aria-hidden />
          </T.Close>
        </T.Root>
      ) : null}
      <T.Viewport
        data-toast-region
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        // Where it hides nothing: at the top on phones and tablets (a dialog's buttons sit at the bottom of
        // its sheet), in the right margin beside a centred dialog on a wide screen.
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-2 wrap-break-word outline-none xl:inset-x-auto xl:top-auto xl:right-0 xl:bottom-0 xl:mx-0 xl:w-72 xl:p-4"
      />
    </T.Provider>
  );
}
