/**
 * remote-balance's drawing of its Balance tab, published with each release (docs/decisions/0019 and 0021; it was the
 * shell's own until issue 85): the shell's server puts it into the tab's page, where its first state shows at once (the
 * tab's heading, its tiles' skeleton and the skeleton of what follows: nothing moves when the balance comes), and the
 * release's early script (early.ts) fills the drawing in with the customer's balance: from this device's last known
 * data as soon as MSAL says who is signed in, with the line saying when it was read, then from the fresh answer. The
 * tab's own components, rendered to HTML by the kit's sample tab (the providers the app renders them under).
 */
import Typography from '@mui/material/Typography';
import { applyLocale, INTL_LOCALES, type Card, type Locale } from '@portal/contract';
import { AsOfTemplate, BalanceSummarySkeleton, BalanceSummaryTemplate, SectionSkeleton } from '@portal/kit';
import { PRERENDER_TAB, prerenderConfig } from '@portal/kit/config';
import { renderSampleTab, tabDrawing, type SampleTab } from '@portal/kit/tab-drawing';
import { useT } from '../../../i18n';
import { DRAWING_ATTR } from './marks';

const SAMPLE_CARD: Card = { cardNumber: '10000000', cardType: 1, userName: '' };

/**
 * The tab as it shows before its balance (`first`: its heading, the tiles' skeleton), or as drawn with one (the line
 * saying when a last known balance was read, the tiles with a place for each figure); then the skeleton of the rest
 * (fare caps, history), as the shell's slot draws a section's.
 */
function BalanceDrawing({ first }: { first: boolean }) {
  const t = useT();
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('balance.title')}
      </Typography>
      {first ? (
        <BalanceSummarySkeleton />
      ) : (
        <>
          <AsOfTemplate />
          <BalanceSummaryTemplate />
        </>
      )}
      <SectionSkeleton label={t('balance.loadingTab')} />
    </>
  );
}

const sample = (first: boolean): SampleTab => ({
  tab: <BalanceDrawing first={first} />,
  route: '/home/balance',
  card: SAMPLE_CARD,
  answers: () => [],
});

/** The tab's first state in `locale`: where the drawing goes, marked as the shell's skeleton is (PRERENDER_TAB.skeleton). */
export async function shownBalanceTab(locale: Locale): Promise<string> {
  await applyLocale(locale, { page: false });
  return `<div ${PRERENDER_TAB.skeleton}="">${renderSampleTab(sample(true), locale, prerenderConfig)}</div>`;
}

/** The tab's drawing in `locale`: its `<template>`, with its language's mark, texts and styles. */
export async function drawBalanceTab(locale: Locale): Promise<string> {
  await applyLocale(locale, { page: false });
  const mark = `<div ${DRAWING_ATTR}="${INTL_LOCALES[locale]}" hidden></div>`;
  return tabDrawing(mark, renderSampleTab(sample(false), locale, prerenderConfig));
}

/** The tab's first state and drawing for the section's release (shared/build/prerender.ts), by language. */
export async function drawings(locales: readonly Locale[]): Promise<{ shown: Record<string, string>; drawing: Record<string, string> }> {
  const shown: Record<string, string> = {};
  const drawing: Record<string, string> = {};
  for (const locale of locales) {
    shown[locale] = await shownBalanceTab(locale);
    drawing[locale] = await drawBalanceTab(locale);
  }
  return { shown, drawing };
}
