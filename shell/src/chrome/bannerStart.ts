import { fetchBanner, toBanner } from '@portal/kit';
import { PRERENDER_BANNER } from '@portal/kit/config';
import type { Banner } from '@portal/contract';

/**
 * The banner file, asked for by bootstrap as soon as the config names it, while MSAL and the app start: the banner is
 * then usually known when the page is first drawn, and drawn with it, instead of arriving after it and pushing the page
 * down (a layout shift on every page with a banner).
 */
interface Started {
  url: string;
  answer: Promise<Banner | null>;
  /** The answer, once it has come (undefined until then). */
  value?: Banner | null;
}
let started: Started | null = null;

/**
 * The banner the server drew in the prerendered page (scripts/static-server.mts), for the banner file at `url`: null
 * when it drew none, undefined when the page says nothing of that file (not a prerendered page, or another file).
 */
export function bannerDrawnInPage(url: string, doc: Document = document): Banner | null | undefined {
  const mark = doc.getElementById(PRERENDER_BANNER.answer);
  if (!mark || mark.getAttribute('data-url') !== url) return undefined;
  try {
    return toBanner(JSON.parse(mark.getAttribute('data-banner') ?? 'null'));
  } catch {
    return undefined;
  }
}

/**
 * Asks for the banner file. A prerendered page drawn with the file's answer gives the app's first frame that answer
 * (the page does not change when the app renders over it); the file's own answer then replaces it.
 */
export function startBanner(url: string, doc: Document = document): void {
  const s: Started = { url, answer: fetchBanner(url) };
  const drawn = bannerDrawnInPage(url, doc);
  if (drawn !== undefined) s.value = drawn;
  void s.answer.then((value) => {
    s.value = value;
  });
  started = s;
}

/** The banner bootstrap asked for at `url`, once (a later mount, or another URL, fetches anew); null without one. */
export function takeStartedBanner(url: string): Readonly<Started> | null {
  const s = started;
  started = null;
  return s && s.url === url ? s : null;
}

/** How long the page's first render waits, at most, for a banner file still on its way. */
export const BANNER_WAIT_MS = 400;

/**
 * Resolves when the banner bootstrap asked for has answered (or failed), or after `maxMs`, whichever is first: the
 * page's first frame is drawn with it rather than moved down when it arrives a moment later (issue 39: on a fast
 * connection the page could be drawn before the banner file's answer). On a phone the shared libraries take far longer
 * than the banner file, which has answered by then: nothing waits. A slow banner host delays the page by `maxMs` at most.
 */
export function bannerSettled(maxMs: number = BANNER_WAIT_MS): Promise<void> {
  const s = started;
  if (!s || s.value !== undefined) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    s.answer.then(done, done);
  });
}
