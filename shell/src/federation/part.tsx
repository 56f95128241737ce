import { lazy, useState, type ComponentType } from 'react';
import { arrivedPart, loadPart, type PartModule, type PartName } from './routeSections';

/**
 * A component of a part that loads when first needed (routeSections.ts). A part that has already arrived (fetched early,
 * by bootstrap) renders at once; otherwise it loads (React.lazy, under the caller's Suspense). Chosen once per mount,
 * so a component never changes type under its own state.
 */
export function part<K extends PartName, P extends object>(name: K, pick: (m: PartModule<K>) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadPart[name]().then((m) => ({ default: pick(m) })));
  return function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const m = arrivedPart(name);
      return m ? pick(m) : Lazy;
    });
    return <Component {...props} />;
  };
}
