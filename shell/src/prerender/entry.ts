/**
 * The shell's entry held on a page drawn with a section's page (issue 39; docs/decisions/0012-public-pages-early-script.md).
 * The build names the entry there by a preload (HELD_ENTRY_ATTR) instead of a `defer` script, and holds it with the
 * head's script preloads in an inert template (HELD_PRELOADS_ATTR). This starts them (the entry first) once the page
 * has been read (where a `defer` script would have run) and the section's early script has no opening call under way
 * (SECTION_EARLY_ATTR.calling: a confirmation's code, sent as the page's head was read). Until then the page and the
 * call have the phone's link and main thread to themselves, and its answer shows as soon as it comes, instead of
 * waiting behind the app's downloads and first long tasks (the federation runtime, the shared libraries, the first
 * render: 1.5–2 s of a phone's CPU); the app starts once the answer has been painted. HELD_ENTRY_MS at most: an API
 * that is slow to answer never holds the app, which takes the call and waits for it itself. Only DOM and constants
 * (it is in the page's inline script).
 */
import { HELD_ENTRY_ATTR, HELD_ENTRY_MS, HELD_PRELOADS_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';

type EntryWindow = Pick<Window, 'setTimeout' | 'requestAnimationFrame'>;

/** Starts the held entry (a page without one is left as it is: its entry is a `defer` script). */
export function startHeldEntry(doc: Document = document, win: EntryWindow = window, waitMs: number = HELD_ENTRY_MS): void {
  const held = doc.querySelector<HTMLTemplateElement>(`template[${HELD_PRELOADS_ATTR}]`);
  const entry = held?.content.querySelector<HTMLLinkElement>(`link[${HELD_ENTRY_ATTR}]`);
  const src = entry?.getAttribute('href');
  if (!held || !entry || !src) return;
  let started = false;
  let watch: MutationObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    watch?.disconnect();
    const script = doc.createElement('script');
    script.src = src;
    script.crossOrigin = entry.getAttribute('crossorigin') ?? 'anonymous';
    const integrity = entry.getAttribute('integrity');
    if (integrity) script.integrity = integrity;
    doc.head.append(script);
    // Then what it loads next, downloading meanwhile as the preloads would have from the head.
    for (const link of Array.from(held.content.querySelectorAll('link'))) if (link !== entry) doc.head.append(doc.importNode(link, true));
    held.remove();
  };
  const root = doc.getElementById('root');
  const calling = () => root?.querySelector(`[${SECTION_EARLY_ATTR.calling}]`) != null;
  const whenRead = () => {
    if (!calling()) return start();
    // The answer painted first: a task after the next frame (the entry's first task would come before it).
    watch = new MutationObserver(() => {
      if (!calling()) win.requestAnimationFrame(() => win.setTimeout(start, 0));
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
