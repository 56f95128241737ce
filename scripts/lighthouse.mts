/**
 * Lighthouse's mobile preset (its default config: a mid-range phone's screen, simulated 'Slow 4G' and a 4x slower CPU)
 * on the pages a visitor opens without signing in: the login page and the public pages opened from an e-mail (issue
 * 39). Run by `npm run bench` after its own figures, against the same running stack, with Debian's Chromium (launched
 * by chrome-launcher, as Lighthouse's CLI does; a fresh profile each time, so each page is a first visit). Printed,
 * never gated, like the bench's timings: the goals are 95 for performance, 100 for accessibility and best practices.
 *
 * What it costs the repository: the `lighthouse` package (12.8, the last line that runs on Node 20) as a
 * devDependency, 64 MB in node_modules, about 20 s more for `npm ci`.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

/** The pages, as a visitor opens them: the login page, and each public page from the link of its e-mail. */
const EMAILED = [
  { page: '/reset', kind: 'reset', to: 'demo@transit.example', ask: 'UserLogin/Forgot' },
  { page: '/confirm', kind: 'confirm', to: 'unconfirmed@transit.example', ask: 'UserLogin/Forgot' },
  { page: '/ConfirmMobile', kind: 'mobile-confirm', to: 'mobile-new@transit.example', ask: 'MobileLogin/Forgot' },
  { page: '/ResetPasswordMobile', kind: 'mobile-reset', to: 'demo@transit.example', ask: 'MobileLogin/Forgot' },
];

/**
 * The addresses Lighthouse opens: `/login`, and the public pages with the code and user of a link the sandbox has just
 * e-mailed (its outbox), so each page does what it does for a customer (a confirmation link confirms; a wrong code
 * would show the error page and log the API's refusal in the console). Asks the sandbox's public calls for the e-mails;
 * the bench's database is its own.
 */
export async function lighthousePages(sandboxUrl: string): Promise<string[]> {
  const pages = ['/login'];
  for (const e of EMAILED) {
    await fetch(`${sandboxUrl}/api/${e.ask}?email=${encodeURIComponent(e.to)}`);
    const mails = (await (
      await fetch(`${sandboxUrl}/outbox/messages?${new URLSearchParams({ to: e.to, kind: e.kind })}`)
    ).json()) as Array<{
      link: string | null;
    }>;
    const link = mails[0]?.link;
    if (!link) throw new Error(`The sandbox sent no ${e.kind} e-mail to ${e.to}: Lighthouse cannot open ${e.page} as a customer would`);
    const url = new URL(link);
    pages.push(`${e.page}${url.search}`);
  }
  return pages;
}

export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof LIGHTHOUSE_GOALS;

export interface LighthouseFigure {
  page: string;
  scores: Record<Category, number>;
  /** The metrics behind the performance score (ms, or unitless for the layout shift). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits of the three categories that did not pass (their ids), to say what to look at. */
  failing: string[];
  /**
   * Lighthouse's benchmark index of this machine's CPU, measured before the page (higher is faster). The phone profile
   * slows the machine's own CPU four times, so its times are comparable only between runs of about the same index.
   */
  benchmarkIndex: number;
}

/**
 * Lighthouse's median-of-n is the caller's: each page is run `runs` times and the run with the median performance kept.
 * Each round of runs opens the addresses `pagesOfRun` gives it (lighthousePages: a link the sandbox has just e-mailed),
 * as each customer opens their own: a confirmation's code is used once, and a second run on the same link would time
 * the refusal's page and log the API's 400 in the console (best practices' errors-in-console).
 */
export async function lighthouseFigures(
  origin: string,
  pagesOfRun: (round: number) => Promise<string[]>,
  runs = 1,
): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  try {
    const byPage = new Map<string, LighthouseFigure[]>();
    for (let i = 0; i < runs; i += 1)
      for (const page of await pagesOfRun(i)) {
        const name = page.split('?')[0]!;
        const figures = byPage.get(name) ?? [];
        byPage.set(name, figures);
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(LIGHTHOUSE_GOALS),
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { categories, audits } = result.lhr;
        const score = (c: Category) => Math.round((categories[c]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.numericValue ?? NaN;
        const failing = Object.values(categories)
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]))
          .filter(
            (a): a is NonNullable<typeof a> => Boolean(a) && a!.score !== null && a!.score < 0.9 && a!.scoreDisplayMode !== 'informative',
          )
          .map((a) => a.id);
        figures.push({
          page: name,
          scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
          metrics: {
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            si: metric('speed-index'),
          },
          failing: [...new Set(failing)],
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        });
      }
    return [...byPage.values()].map((figures) => {
      figures.sort((a, b) => a.scores.performance - b.scores.performance);
      return figures[Math.floor(figures.length / 2)]!;
    });
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(figures: LighthouseFigure[], runs: number): void {
  console.log(
    `\nLighthouse, mobile preset (${runs === 1 ? 'one run' : `median of ${runs} runs`} a page; goals: performance ${LIGHTHOUSE_GOALS.performance}, accessibility ${LIGHTHOUSE_GOALS.accessibility}, best practices ${LIGHTHOUSE_GOALS['best-practices']}):`,
  );
  const indexes = figures.map((f) => f.benchmarkIndex).sort((a, b) => a - b);
  if (indexes.length)
    console.log(
      `  this machine's CPU: Lighthouse's benchmark index ${Math.round(indexes[Math.floor(indexes.length / 2)]!)} (${Math.round(indexes[0]!)} to ${Math.round(indexes.at(-1)!)}; higher is faster; the phone profile's times compare between runs of about the same index)`,
    );
  for (const f of figures) {
    const verdict = (Object.keys(LIGHTHOUSE_GOALS) as Category[]).every((c) => f.scores[c] >= LIGHTHOUSE_GOALS[c])
      ? 'goals met'
      : 'UNDER a goal';
    const m = f.metrics;
    console.log(
      `  ${f.page.padEnd(21)} performance ${String(f.scores.performance).padStart(3)}, accessibility ${String(f.scores.accessibility).padStart(3)}, best practices ${String(f.scores['best-practices']).padStart(3)}  ${verdict}`,
    );
    console.log(
      `  ${''.padEnd(21)} FCP ${(m.fcp / 1000).toFixed(2)} s, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, Speed Index ${(m.si / 1000).toFixed(2)} s${f.failing.length ? `; below 0.9: ${f.failing.join(', ')}` : ''}`,
    );
  }
}
