import { lazy, useState, type ComponentType } from 'react';

/**
 * A module of the shell that loads when first needed (a frame, the login page, the signed-in menu, the slot), owned
 * by the folder it belongs to (frames/lazy.ts, pages/lazy.ts, chrome/lazy.ts, federation/lazy.ts). Its one import is
 * used by the early fetch (bootstrap) and by the routes: two imports of one module made two files of it, and the slot
 * downloaded twice.
 */
export interface LazyPart<M> {
  /** Fetches the module (once); bootstrap starts it early for the page it opens on. */
  load(): Promise<M>;
  /** The module, once it has arrived; undefined before. */
  arrived(): M | undefined;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined; // a failed download is tried again next time
          throw error;
        },
      )),
    arrived: () => module,
  };
}

/**
 * A component of a part. A part that has already arrived (fetched early, by bootstrap) renders at once, instead of
 * through React.lazy, which would suspend once more and reveal it a frame, or a throttled 300 ms, later
 * (docs/performance.md "Returning customers and offline"); otherwise it loads under the caller's Suspense. Chosen once
 * per mount, so a component never changes type under its own state.
 */
export function part<M, P extends object>(from: LazyPart<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => from.load().then((m) => ({ default: pick(m) })));
  return function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const m = from.arrived();
      return m ? pick(m) : Lazy;
    });
    return <Component {...props} />;
  };
}
