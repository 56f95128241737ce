/*
 * `npm run dev` only. Every app of the page (the shell and each section) has its own React Refresh runtime, but the
 * page has one React: the shell's. A runtime learns React's renderer when React starts, or, if React has already
 * started, from the hook's `renderers` list; the stand-in hook React Refresh installs keeps no such list, so a
 * section's runtime (which starts after React) could never refresh anything. This hook, installed first, keeps it
 * (as React's DevTools' own hook does; with DevTools installed, theirs is used).
 */
if (!globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  let nextId = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      nextId += 1;
      renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
