import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

export interface LazyDialog<P extends object> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Starts fetching the dialog's chunk (once): call it when a tap on its opener is on its way. */
  preload(): Promise<unknown>;
}

/**
 * A dialog whose code (its form, react-hook-form, the contracts' schemas it validates with) is fetched
 * and run the first time it opens, not with the page (issue 27: a phone ran every form's schemas before
 * a page's first paint). Until then it renders nothing; once opened it stays mounted, so it closes,
 * animates and reopens exactly as a dialog imported with the page does. `isOpen` reads the props that
 * open it (`open`, a target, an id).
 */
export function lazyDialog<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  isOpen: (props: P) => boolean,
): LazyDialog<P> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Lazy = lazy(async () => ({ default: pick(await preload()) }));
  function Dialog(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    // Set during render (React's pattern for state derived from props): no extra commit.
    if (open && !wanted) setWanted(true);
    if (!open && !wanted) return null;
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return Object.assign(Dialog, { preload });
}
