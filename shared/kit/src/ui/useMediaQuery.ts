import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window changes: `useMediaQuery(theme.breakpoints.down('md'))`.
 * The kit's own (bundled, a few hundred bytes) instead of `@mui/system/useMediaQuery`: that module is shared, and the
 * shell, which uses none, does not provide it, so a section importing it made the page download the section's own
 * copies of the shared libraries (docs/performance.md "One React per page"). Accepts MUI's breakpoint strings, which
 * start with '@media '. Without matchMedia (a test or the server), it is `false`.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => {
    const media = query.replace(/^@media(?:\s+|(?=\())/, '');
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
  }, [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
