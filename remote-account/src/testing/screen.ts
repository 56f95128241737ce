/** A small screen for remote-account's component tests, as a phone's browser reports it. */

/** Every media query matches from now (MUI's `down('md')` is true, as on a phone); gives the function that undoes it. */
export function asSmallScreen(): () => void {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = matchMedia;
  };
}
