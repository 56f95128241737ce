import { fetchBanner } from '@portal/kit';
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

export function startBanner(url: string): void {
  const s: Started = { url, answer: fetchBanner(url) };
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
