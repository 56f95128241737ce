/**
 * The shell's entry held on a page drawn with a section's page (issue 39; docs/decisions/0012-public-pages-early-script.md).
 * The build names the entry there by a preload (HELD_ENTRY_ATTR) instead of a `defer` script: it downloads at once,
 * and this starts it once the page has been read (where a `defer` script would have run) and the section's early
 * script has no opening call under way (SECTION_EARLY_ATTR.calling: a confirmation's code, sent as the page was read).
 * Its answer then shows as soon as it comes, instead of waiting behind the app's first long tasks (the federation
 * runtime, the shared libraries, the first render: 1.5–2 s of a phone's CPU). HELD_ENTRY_MS at most: an API that is
 * slow to answer never holds the app, which takes the call and waits for it itself. Only DOM and constants (it is in
 * the page's inline script).
 */
import { HELD_ENTRY_ATTR, HELD_ENTRY_MS, SECTION_EARLY_ATTR } from '@portal/kit/config';

type EntryWindow = Pick<Window, 'setTimeout'>;

/** Starts the held entry (a page without one is left as it is: its entry is a `defer` script). */
export function startHeldEntry(doc: Document = document, win: EntryWindow = window, waitMs: number = HELD_ENTRY_MS): void {
  const held = doc.querySelector<HTMLLinkElement>(`link[${HELD_ENTRY_ATTR}]`);
  const src = held?.getAttribute('href');
  if (!held || !src) return;
  let started = false;
  let watch: MutationObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    watch?.disconnect();
    const script = doc.createElement('script');
    script.src = src;
    script.crossOrigin = held.crossOrigin ?? 'anonymous';
    const integrity = held.getAttribute('integrity');
    if (integrity) script.integrity = integrity;
    doc.head.append(script);
  };
  const root = doc.getElementById('root');
  const calling = () => root?.querySelector(`[${SECTION_EARLY_ATTR.calling}]`) != null;
  const whenRead = () => {
    if (!calling()) return start();
    watch = new MutationObserver(() => {
      if (!calling()) start();
    });
    watch.observe(root ?? doc.body, {
      subtree: true,
      childList: true,
      attributeFilter: [SECTION_EARLY_ATTR.calling],
    });
    win.setTimeout(start, waitMs);
  };
  const READ = 'DOMContentLoaded'; // the page read to its end: where a `defer` script runs
  if (doc.readyState === 'loading') doc.addEventListener(READ, whenRead, { once: true });
  else whenRead();
}
