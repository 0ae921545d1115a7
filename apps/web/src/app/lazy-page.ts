import { type ComponentType, createElement, lazy, useState } from 'react';

export interface LazyPage<P extends object = object> {
  /** Starts fetching the chunk (once); resolves with the page. */
  preload: () => Promise<ComponentType<P>>;
  /** The page, once its chunk has arrived. */
  loaded: () => ComponentType<P> | undefined;
  /** Renders the page: at once when its chunk is here, else through Suspense. */
  Component: ComponentType<P>;
}

/**
 * A page in its own chunk. A page whose chunk is already here renders without suspending: a
 * suspended first render shows its fallback, and React then holds the page back for 300 ms after
 * that fallback (its Suspense throttle), which was most of the wait on a fast connection. One that
 * is not here yet suspends, so a navigation keeps the page before on screen until it arrives.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      component = pick(module);
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the page itself would remount it.
    const [type] = useState<ComponentType<P>>(() => component ?? Lazy);
    return createElement(type, props);
  }
  return { preload, loaded: () => component, Component: Page };
}
