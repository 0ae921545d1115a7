/**
 * The toast queue, apart from its Radix view (toast.component.tsx): calling toast() costs nothing to
 * load, and the view is fetched only once a page has something to say (see toast-host.component.tsx).
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
  /**
   * One button in the toast ('Undo'), for as long as the toast shows. `altText` says how to do the same
   * without it, for screen readers (Radix reads it instead of the button, which they may not reach in time).
   */
  action?: ToastAction;
}
export interface ToastAction {
  label: string;
  altText: string;
  onAction(): void;
}
export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
  /** Keys the Radix provider: a new one for a toast that follows a closed one (see toast()). */
  generation: number;
}

let current: ToastState | null = null;
let nextId = 1;
let generation = 0;
let hostWanted = false;
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
  hostWanted = true;
  emit();
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

/**
 * Mounts the toast region (and its F8 hotkey) before any toast: the signed-in shell asks for it, so
 * its pages' toasts show without waiting for the view's code.
 */
export function wantToaster() {
  if (hostWanted) return;
  hostWanted = true;
  emit();
}

export const subscribeToasts = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const currentToast = () => current;
export const toasterWanted = () => hostWanted;
