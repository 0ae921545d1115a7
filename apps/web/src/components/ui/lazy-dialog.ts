import { type ComponentType, createElement, lazy, Suspense, useEffect, useState } from 'react';

export interface LazyDialog<P extends object> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Starts fetching the dialog's chunk (once): call it when a tap on its opener is on its way. */
  preload(): Promise<unknown>;
}

/**
 * A dialog whose code (its form, react-hook-form, the contracts' schemas it validates with) is fetched
 * and run after the page's first paint, not with the page (issue 27: a phone ran every form's schemas
 * before a page's first paint): right after the page's first paint, or when it first opens if sooner,
 * so it still opens once the signal is gone. Until it opens it renders nothing; once opened it stays
 * mounted, so it closes, animates and reopens exactly as a dialog imported with the page does.
 * `isOpen` reads the props that open it (`open`, a target, an id).
 */
export function lazyDialog<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  isOpen: (props: P) => boolean,
): LazyDialog<P> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    // A failed fetch (no signal) is tried again at the next call.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: pick(await preload()) }));
  function Dialog(props: P) {
    const [wanted, setWanted] = useState(false);
    // Fetched anyway once the page has painted (an effect): a phone that loses the signal in the shop
    // right after can still open it, as when it came with the page.
    useEffect(() => {
      void preload().catch(() => {});
    }, []);
    const open = isOpen(props);
    // Set during render (React's pattern for state derived from props): no extra commit.
    if (open && !wanted) setWanted(true);
    if (!open && !wanted) return null;
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return Object.assign(Dialog, { preload });
}
