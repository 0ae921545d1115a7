import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

/** Spec 4 and 9: one toast at a time, 5 s, swipe right past 50 px, close button, Escape, F8 focuses. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
}
interface ToastState extends ToastInput {
  id: number;
  open: boolean;
  /** Keys the Radix provider: a new one for a toast that follows a closed one (see toast()). */
  generation: number;
}

let current: ToastState | null = null;
let nextId = 1;
let generation = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput) {
  // Radix pauses the close timer while the pointer or focus is in the toast region, and stops
  // listening for them leaving once no toast is open: closing one with its button (pointer over it,
  // focus moved to the region) left every later toast on screen for good. A toast that follows a
  // closed one therefore gets a fresh provider, unpaused, unless focus is still in the region.
  if (current && !current.open && !document.activeElement?.closest('[data-toast-region]')) generation += 1;
  current = { ...input, id: nextId++, open: true, generation };
  emit();
}
function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const item = useSyncExternalStore(subscribe, () => current);
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
          onOpenChange={(open) => !open && dismiss(item.id)}
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
          <div className="flex flex-col gap-1">
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
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </T.Provider>
  );
}
