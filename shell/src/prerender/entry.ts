/**
 * The shell's entry held on a page drawn with a section's page (issue 39; docs/decisions/0012-public-pages-early-script.md).
 * The build names the entry there by a preload (HELD_ENTRY_ATTR) instead of a `defer` script, and holds it with the
 * head's script preloads in an inert template (HELD_PRELOADS_ATTR). This starts them (the entry first) once the page
 * has been read (where a `defer` script would have run) and the section's early script has no opening call under way
 * (SECTION_EARLY_ATTR.calling: a confirmation's code, sent as the page's head was read). Until then the page and the
 * call have the phone's link and main thread to themselves, and its answer shows as soon as it comes, instead of
 * waiting behind the app's downloads and first long tasks (the federation runtime, the shared libraries, the first
 * render: 1.5–2 s of a phone's CPU); the app starts once the answer has been painted. HELD_ENTRY_MS at most: an API
 * that is slow to answer never holds the app, which takes the call and waits for it itself.
 *
 * A page whose section's script does everything the page does (SECTION_EARLY_ATTR.alone on its card: remote-public
 * since 1.4.0) is left without the app (docs/decisions/0016-public-pages-without-the-app.md): its 270 KB and its
 * second of a phone's CPU are not spent on a page that needs neither. The app starts once the visitor asks for
 * something only it does: a submit the section's script did not take (the shell's keeper has it, early.ts), a press
 * on 'Log in / Sign up' (the entry alone then, which starts the provider's sign-in before the app: the login page,
 * docs/decisions/0020-the-login-page-without-the-app.md), or a page no card of which says so any more. Links stay
 * links: a press on one loads the page it names, itself drawn before the JavaScript (the login page). Only DOM and constants (it is in the page's inline
 * script).
 */
import { HELD_ENTRY_ATTR, HELD_ENTRY_MS, HELD_PRELOADS_ATTR, PRERENDER_ATTR, SECTION_EARLY_ATTR } from '@portal/kit/config';

type EntryWindow = Pick<Window, 'setTimeout' | 'requestAnimationFrame'>;

/**
 * Starts the held entry (a page without one is left as it is: its entry is a `defer` script). Gives back what stops
 * waiting without starting it (a test's next page).
 */
export function startHeldEntry(doc: Document = document, win: EntryWindow = window, waitMs: number = HELD_ENTRY_MS): () => void {
  const held = doc.querySelector<HTMLTemplateElement>(`template[${HELD_PRELOADS_ATTR}]`);
  const entry = held?.content.querySelector<HTMLLinkElement>(`link[${HELD_ENTRY_ATTR}]`);
  const src = entry?.getAttribute('href');
  if (!held || !entry || !src) return () => undefined;
  let started = false;
  let watch: MutationObserver | undefined;
  const waiting = new AbortController();
  const stop = () => {
    watch?.disconnect();
    waiting.abort();
  };
  /** `withFiles`: the held preloads too; not for a press on 'Log in / Sign up', which the entry carries out alone. */
  const start = (withFiles = true) => {
    if (started || waiting.signal.aborted) return;
    started = true;
    stop();
    const script = doc.createElement('script');
    script.src = src;
    script.crossOrigin = entry.getAttribute('crossorigin') ?? 'anonymous';
    const integrity = entry.getAttribute('integrity');
    if (integrity) script.integrity = integrity;
    doc.head.append(script);
    // Then what it loads next, downloading meanwhile as the preloads would have from the head.
    if (withFiles)
      for (const link of Array.from(held.content.querySelectorAll('link'))) if (link !== entry) doc.head.append(doc.importNode(link, true));
    held.remove();
  };
  const root = doc.getElementById('root');
  const calling = () => root?.querySelector(`[${SECTION_EARLY_ATTR.calling}]`) != null;
  const alone = () => root?.querySelector(`[${PRERENDER_ATTR.locale}] [${SECTION_EARLY_ATTR.alone}]`) != null;
  /** The page works without the app: it starts when the visitor asks for what only it does. */
  const untilNeeded = () => {
    // After the shell's keeper of a press or a submit (early.ts, listening since before): the app carries it out.
    doc.addEventListener(
      'submit',
      (event) => {
        if (event.target instanceof Element && event.target.closest(`[${PRERENDER_ATTR.locale}]`)) start();
      },
      { signal: waiting.signal },
    );
    doc.addEventListener(
      'click',
      (event) => {
        // The entry starts the provider's sign-in with MSAL alone (startup.ts): the app's files would only slow it down,
        // and are asked for by the app itself if it starts after all.
        if (event.target instanceof Element && event.target.closest(`[${PRERENDER_ATTR.action}="login"]`)) start(false);
      },
      { signal: waiting.signal },
    );
    watch = new MutationObserver(() => {
      if (!alone()) start();
    });
    watch.observe(root ?? doc.body, { subtree: true, childList: true, attributeFilter: [SECTION_EARLY_ATTR.alone] });
  };
  const whenRead = () => {
    if (alone()) return untilNeeded();
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
  if (doc.readyState === 'loading') doc.addEventListener(READ, whenRead, { once: true, signal: waiting.signal });
  else whenRead();
  return stop;
}
