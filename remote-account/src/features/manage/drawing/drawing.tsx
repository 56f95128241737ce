/**
 * The Manage tab drawn by remote-account's build, in each language (issue 39, docs/decisions/0021, step 7): the app's own
 * ManageTab rendered to HTML as a small screen lays it out (the Register form open, the Actions closed), with a sample
 * card and holder, so the drawing is the app's render by construction; fill.ts then puts a customer's card and holder
 * in place of the sample's. Each language's drawing is a `<template>` (the contract's TAB_DRAWING_SELECTOR, a section
 * page's answer) holding an empty mark (DRAWING_ATTR: the sample card's number; DRAWING_SCREEN_ATTR: the small screens'
 * media query), then the tab, each element after the styles it uses.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import {
  applyLocale,
  AuthContext,
  LocaleProvider,
  MemoryRouter,
  PortalConfigContext,
  SelectedCardContext,
  TAB_DRAWING_SELECTOR,
  ToastContext,
  type Card,
  type Locale,
  type PortalAuth,
  type PortalConfig,
  type Toast,
} from '@portal/contract';
import { api, deriveBalance, portalTheme, toClientCard, type RawClientCard } from '@portal/kit';
import { ApiProvider, createApiClient } from '@portal/kit/host';
import { prerenderConfig, SECTION_ANSWER_ATTR } from '@portal/kit/config';
import { ManageTab } from '../ManageTab';
import { DRAWING_ATTR, DRAWING_SCREEN_ATTR } from './marks';

/** The drawing's template, as the contract's TAB_DRAWING_SELECTOR names it (a section page's answer template). */
const DRAWING_TEMPLATE = (() => {
  const [, attribute, value] = /^template\[([\w-]+)="([\w-]+)"\]$/.exec(TAB_DRAWING_SELECTOR) ?? [];
  if (attribute !== SECTION_ANSWER_ATTR || !value)
    throw new Error(`A tab's drawing must be a section page's answer: ${TAB_DRAWING_SELECTOR}`);
  return { attribute, value };
})();

const refused = () => Promise.reject(new Error('The drawing calls nothing: its answers are the sample’s'));
const SAMPLE_USER = 'sample@drawing.invalid';
/** A number no field, label or text of the tab holds but the ids of its card (fill.ts renames them). */
const SAMPLE_CARD: Card = { cardNumber: '19876543', cardType: 1, userName: '' };
/** The sample's answers: what the drawing shows, each then replaced by the customer's (fill.ts). */
/* eslint-disable lingui/no-unlocalized-strings -- the API's answers: field values, not words a person reads */
export const SAMPLE = {
  card: SAMPLE_CARD,
  balance: deriveBalance(
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
    SAMPLE_CARD,
  ),
  holder: toClientCard({
    iCodClienteTarjeta: 1,
    vchNombre: 'sample',
    vchPaterno: 'sample',
    vchMaterno: 'sample',
    dtNacimiento: '2000-01-01T00:00:00',
    vchCorreo: 'sample@drawing.invalid',
    vchTelefono: 'sample',
    vchDireccion: 'sample',
    vchCity: 'sample',
    vchState: 'sample',
    vchCountry: 'sample',
    smCodCiudad: 0,
    vchCP: 'sample',
    vchNota: '',
  } satisfies RawClientCard),
};
/* eslint-enable lingui/no-unlocalized-strings */

const noToast: Toast = { success: () => undefined, info: () => undefined, warning: () => undefined, error: () => undefined };
const sampleAuth: PortalAuth = {
  account: { username: SAMPLE_USER, name: '' },
  isAuthenticated: true,
  displayName: '',
  getAccessToken: refused,
  login: refused,
  logout: refused,
};

/** The media query of the small screens the drawing is laid out for: the theme's below `md`, as ManageTab asks it. */
export const SMALL_SCREENS = portalTheme.breakpoints.down('md').replace(/^@media\s*/, '');

/**
 * The tab as the app renders it for the sample on a small screen, in `locale` (applied), with `config` (the build's
 * prerenderConfig: the runtime config's city is the filling's), with a style cache of its own (the HTML carries its styles).
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
    [api.keys.clientCard(client, SAMPLE_CARD), SAMPLE.holder],
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
                    <MemoryRouter initialEntries={['/home/manage']}>
                      <ManageTab screen="small" />
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

/** The drawing of the tab in `locale`: its `<template>`, with its mark and styles. */
export async function drawManageTab(locale: Locale, config: PortalConfig = prerenderConfig): Promise<string> {
  await applyLocale(locale, { page: false });
  const html = renderSampleTab(locale, config);
  const inNames = html.match(new RegExp(`(?:id|for|aria-[a-z]+)="[^"]*${SAMPLE_CARD.cardNumber}`, 'g')) ?? [];
  if (html.split(SAMPLE_CARD.cardNumber).length - 1 !== inNames.length)
    throw new Error('The Manage tab’s drawing holds the sample card’s number outside its ids: fill.ts would not replace it');
  const mark = `<div ${DRAWING_ATTR}="${SAMPLE_CARD.cardNumber}" ${DRAWING_SCREEN_ATTR}="${SMALL_SCREENS}" hidden></div>`;
  return `<template ${DRAWING_TEMPLATE.attribute}="${DRAWING_TEMPLATE.value}">${mark}${html}</template>`;
}

/** The Manage tab's drawing for the section's release (shared/build/prerender.ts), by language. */
export async function drawings(locales: readonly Locale[]): Promise<Record<string, string>> {
  const drawn: Record<string, string> = {};
  for (const locale of locales) drawn[locale] = await drawManageTab(locale);
  return drawn;
}
