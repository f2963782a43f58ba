import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading (once); the page renders without suspending once this has resolved. */
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy`, plus `preload()`. A lazy component always suspends on its first render, even when
 * its code is already there, and React then keeps the fallback on screen for at least 300 ms: a
 * page preloaded before the first render (src/main.tsx) or while the previous screen was shown
 * renders at once instead.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = null; // a failed download is tried again next time
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(start);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  Page.preload = start;
  return Page as LazyPage<P>;
}
