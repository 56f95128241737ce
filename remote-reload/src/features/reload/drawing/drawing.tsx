/**
 * The Reload tab drawn by remote-reload's build, in each language (issue 39, docs/decisions/0021): the app's own
 * ReloadTab rendered to HTML with a sample card's answers (one pass, one ride pack, cash on the card, an empty cart),
 * so the drawing is the app's render by construction; fill.ts then puts a customer's answers in place of the sample's.
 * Each language's drawing is a `<template>` (the contract's TAB_DRAWING_SELECTOR, a section page's answer) holding an
 * empty mark (DRAWING_ATTR, its Intl locale) with the texts the filling writes (DRAWING_FORMS_ATTR), written by the
 * tab's own messages, then the tab, each element after the styles it uses.
 */
import { applyLocale, INTL_LOCALES, ProductType, type Card, type Locale, type PortalConfig, type Product } from '@portal/contract';
import { api, pluralFormsOf } from '@portal/kit';
import { prerenderConfig } from '@portal/kit/config';
import { renderSampleTab, sampleBalance, tabDrawing, type SampleTab } from '@portal/kit/tab-drawing';
import { ReloadTab } from '../ReloadTab';
import { reloadT } from '../../../i18n';
import { DRAWING_ATTR, DRAWING_FORMS_ATTR, PLACES, type ReloadForms } from './marks';

const SAMPLE_CARD: Card = { cardNumber: '10000000', cardType: 1, userName: '' };
const sampleProduct = (productId: number, productTypeId: number, dates: boolean): Product => ({
  productId,
  productTypeId,
  name: 'sample',
  price: 1,
  days: 0,
  rides: 0,
  dtFechaIni: null,
  dtFechaFin: null,
  startDate: dates ? '2026-01-01' : null,
  endDate: dates ? '2026-01-31' : null,
});
/** The sample's answers: what the drawing shows, each then replaced by the customer's (fill.ts). */
export const SAMPLE = {
  card: SAMPLE_CARD,
  products: [sampleProduct(1, ProductType.Pass, true), sampleProduct(2, ProductType.Ride, false)],
  balance: sampleBalance(SAMPLE_CARD),
};

/** The texts fill.ts writes, in the current language, with each value's place (PLACES). */
function formsOfThisLanguage(): ReloadForms {
  return {
    cartCount: pluralFormsOf((count) => reloadT('reload.cartCount', { count })),
    option: reloadT('product.option', { name: PLACES.name, price: PLACES.price }),
    valid: reloadT('product.valid', { start: PLACES.start, end: PLACES.end }),
    hint: {
      'product.onCard': reloadT('product.onCard', { amount: PLACES.amount }),
      'product.inCart': reloadT('product.inCart', { amount: PLACES.amount }),
      'product.cardHolds': reloadT('product.cardHolds', { amount: PLACES.amount }),
    },
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tab as the app renders it for the sample, with its answers. */
const SAMPLE_TAB: SampleTab = {
  tab: <ReloadTab />,
  route: '/home/reload',
  card: SAMPLE_CARD,
  answers: (client) => [
    [api.keys.balance(client, SAMPLE_CARD), SAMPLE.balance],
    [api.keys.products(client, SAMPLE_CARD), SAMPLE.products],
    [api.keys.rules(client, SAMPLE_CARD), []],
  ],
};

/** The drawing of the tab in `locale`: its `<template>`, with its texts and styles. */
export async function drawReloadTab(locale: Locale, config: PortalConfig = prerenderConfig): Promise<string> {
  await applyLocale(locale, { page: false });
  const html = renderSampleTab(SAMPLE_TAB, locale, config);
  const forms = escapeAttribute(JSON.stringify(formsOfThisLanguage()));
  // The template the contract names (TAB_DRAWING_SELECTOR), the one a section's page may hold: the page as it shows
  // an answer, here the customer's; the drawing's mark, language and texts on an empty element before the tab, which
  // the filling removes.
  const mark = `<div ${DRAWING_ATTR}="${INTL_LOCALES[locale]}" ${DRAWING_FORMS_ATTR}="${forms}" hidden></div>`;
  return tabDrawing(mark, html);
}

/** The Reload tab's drawing for the section's release (shared/build/prerender.ts), by language. */
export async function drawings(locales: readonly Locale[]): Promise<Record<string, string>> {
  const drawn: Record<string, string> = {};
  for (const locale of locales) drawn[locale] = await drawReloadTab(locale);
  return drawn;
}
