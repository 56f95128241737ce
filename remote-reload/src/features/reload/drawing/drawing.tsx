/**
 * The Reload tab drawn by remote-reload's build, in each language (issue 39, docs/decisions/0021): the app's own
 * ReloadTab rendered to HTML with a sample card's answers (one pass, one ride pack, cash on the card, an empty cart),
 * so the drawing is the app's render by construction; fill.ts then puts a customer's answers in place of the sample's.
 * Each language's drawing is a `<template>` (the contract's TAB_DRAWING_SELECTOR, a section page's answer) holding an
 * empty mark (DRAWING_ATTR, its Intl locale) with the texts the filling writes (DRAWING_FORMS_ATTR), written by the
 * tab's own messages, then the tab, each element after the styles it uses.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import {
  applyLocale,
  AuthContext,
  INTL_LOCALES,
  LocaleProvider,
  MemoryRouter,
  PortalConfigContext,
  ProductType,
  SelectedCardContext,
  TAB_DRAWING_SELECTOR,
  ToastContext,
  type Card,
  type Locale,
  type PortalAuth,
  type PortalConfig,
  type Product,
  type Toast,
} from '@portal/contract';
import { api, deriveBalance, pluralFormsOf, portalTheme } from '@portal/kit';
import { ApiProvider, createApiClient } from '@portal/kit/host';
import { prerenderConfig, SECTION_ANSWER_ATTR } from '@portal/kit/config';
import { ReloadTab } from '../ReloadTab';
import { reloadT } from '../../../i18n';
import { DRAWING_ATTR, DRAWING_FORMS_ATTR, PLACES, type ReloadForms } from './marks';

/** The drawing's template, as the contract's TAB_DRAWING_SELECTOR names it (a section page's answer template). */
const DRAWING_TEMPLATE = (() => {
  const [, attribute, value] = /^template\[([\w-]+)="([\w-]+)"\]$/.exec(TAB_DRAWING_SELECTOR) ?? [];
  if (attribute !== SECTION_ANSWER_ATTR || !value)
    throw new Error(`A tab's drawing must be a section page's answer: ${TAB_DRAWING_SELECTOR}`);
  return { attribute, value };
})();

const refused = () => Promise.reject(new Error('The drawing calls nothing: its answers are the sample’s'));
const SAMPLE_USER = 'sample@drawing.invalid';
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
  balance: deriveBalance(
    // The API's balance of an active card: field values, not words a person reads.
    /* eslint-disable lingui/no-unlocalized-strings */
    {
      ClassID: 1,
      Class: 'Adult',
      Status: 'Active',
      bActivo: true,
      dtFechaCaduca: '2099-12-31T00:00:00',
      PassStart: '2026-01-01T00:00:00',
      PassEnd: '2026-01-31T00:00:00',
      dNumSaldo: 1,
      smNumsaldoViaje: 0,
      smNumeroDias: 0,
      iRidesFareCap: 0,
      iRidesFareCapMonth: 0,
      dCashFareCap: 0,
      dCashFareCapMonth: 0,
      iPaidTripsFareCap: 0,
      iPaidTripsFareCapMonth: 0,
    },
    /* eslint-enable lingui/no-unlocalized-strings */
    SAMPLE_CARD,
  ),
};

const noToast: Toast = { success: () => undefined, info: () => undefined, warning: () => undefined, error: () => undefined };
const sampleAuth: PortalAuth = {
  account: { username: SAMPLE_USER, name: '' },
  isAuthenticated: true,
  displayName: '',
  getAccessToken: refused,
  login: refused,
  logout: refused,
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

/**
 * The tab as the app renders it for the sample, in `locale` (applied), with `config` (the build's prerenderConfig: the runtime
 * config's E-Cash limit and features are the filling's), with a style cache of its own (the HTML carries its styles).
 */
export function renderSampleTab(locale: Locale, config: PortalConfig = prerenderConfig): string {
  const client = createApiClient({
    apiBase: config.apiBase,
    getAccessToken: refused,
    fetchImpl: refused,
    onUnauthorized: () => undefined,
    onError: () => undefined,
  });
  const primed = new Map<string, unknown>([
    [api.keys.cards(client, SAMPLE_USER), [SAMPLE_CARD]],
    [api.keys.balance(client, SAMPLE_CARD), SAMPLE.balance],
    [api.keys.products(client, SAMPLE_CARD), SAMPLE.products],
    [api.keys.rules(client, SAMPLE_CARD), []],
  ]);
  const selected = {
    cards: [SAMPLE_CARD],
    selected: SAMPLE_CARD,
    select: () => undefined,
    refresh: refused,
    isLoading: false,
    error: undefined,
  };
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <LocaleProvider initial={locale} apply={refused}>
        <ThemeProvider theme={portalTheme}>
          <PortalConfigContext.Provider value={config}>
            <AuthContext.Provider value={sampleAuth}>
              <ToastContext.Provider value={noToast}>
                <ApiProvider apiBase={config.apiBase} primed={primed}>
                  <SelectedCardContext.Provider value={selected}>
                    <MemoryRouter initialEntries={['/home/reload']}>
                      <ReloadTab />
                    </MemoryRouter>
                  </SelectedCardContext.Provider>
                </ApiProvider>
              </ToastContext.Provider>
            </AuthContext.Provider>
          </PortalConfigContext.Provider>
        </ThemeProvider>
      </LocaleProvider>
    </CacheProvider>,
  );
}

/** The drawing of the tab in `locale`: its `<template>`, with its texts and styles. */
export async function drawReloadTab(locale: Locale, config: PortalConfig = prerenderConfig): Promise<string> {
  await applyLocale(locale, { page: false });
  const html = renderSampleTab(locale, config);
  const forms = escapeAttribute(JSON.stringify(formsOfThisLanguage()));
  // The template the contract names (TAB_DRAWING_SELECTOR), the one a section's page may hold: the page as it shows
  // an answer, here the customer's; the drawing's mark, language and texts on an empty element before the tab, which
  // the filling removes.
  const mark = `<div ${DRAWING_ATTR}="${INTL_LOCALES[locale]}" ${DRAWING_FORMS_ATTR}="${forms}" hidden></div>`;
  return `<template ${DRAWING_TEMPLATE.attribute}="${DRAWING_TEMPLATE.value}">${mark}${html}</template>`;
}

/** The Reload tab's drawing for the section's release (shared/build/prerender.ts), by language. */
export async function drawings(locales: readonly Locale[]): Promise<Record<string, string>> {
  const drawn: Record<string, string> = {};
  for (const locale of locales) drawn[locale] = await drawReloadTab(locale);
  return drawn;
}
