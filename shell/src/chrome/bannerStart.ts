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
