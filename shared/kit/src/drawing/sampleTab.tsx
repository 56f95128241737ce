/**
 * '@portal/kit/tab-drawing': what a section's build needs to draw its home tab before the app (docs/decisions/0021):
 * the tab rendered to HTML with a sample card's answers, under the providers the app renders it under, and the drawing's
 * `<template>` as the contract names it (TAB_DRAWING_SELECTOR). Build time only (Node, react-dom/server): remote-reload's
 * and remote-account's drawings use it; no page downloads it.
 */
import type { ReactElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import {
  AuthContext,
  LocaleProvider,
  MemoryRouter,
  PortalConfigContext,
  SelectedCardContext,
  TAB_DRAWING_SELECTOR,
  ToastContext,
  type ApiClient,
  type Card,
  type Locale,
  type PortalAuth,
  type PortalConfig,
  type Toast,
} from '@portal/contract';
import { createApiClient } from '../api/client';
import { ApiProvider } from '../api/ApiProvider';
import * as api from '../api/calls';
import { SECTION_ANSWER_ATTR } from '../config';
import { portalTheme } from '../ui/theme';
import { deriveBalance } from '../domain/balance';

/** The drawing's template, as the contract's TAB_DRAWING_SELECTOR names it (a section page's answer template). */
const DRAWING_TEMPLATE = (() => {
  const [, attribute, value] = /^template\[([\w-]+)="([\w-]+)"\]$/.exec(TAB_DRAWING_SELECTOR) ?? [];
  if (attribute !== SECTION_ANSWER_ATTR || !value)
    throw new Error(`A tab's drawing must be a section page's answer: ${TAB_DRAWING_SELECTOR}`);
  return { attribute, value };
})();

const refused = () => Promise.reject(new Error('The drawing calls nothing: its answers are the sample’s'));
/** Who the sample's card list belongs to. */
export const SAMPLE_USER = 'sample@drawing.invalid';
const noToast: Toast = { success: () => undefined, info: () => undefined, warning: () => undefined, error: () => undefined };
const sampleAuth: PortalAuth = {
  account: { username: SAMPLE_USER, name: '' },
  isAuthenticated: true,
  displayName: '',
  getAccessToken: refused,
  login: refused,
  logout: refused,
};

/** A sample card's balance: an active card, $1.00 of cash, a pass of January 2026, as the app derives it. */
export const sampleBalance = (card: Card) =>
  deriveBalance(
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
    card,
  );

export interface SampleTab {
  /** The tab, as the section exposes it (with what its drawing's render needs, such as a screen). */
  tab: ReactElement;
  /** Its route in the portal ('/home/reload'). */
  route: string;
  /** The sample card, the one selected. */
  card: Card;
  /** The sample's answers beside the card list, by the page client's cache keys (its balance, the tab's calls). */
  answers(client: ApiClient): Array<[key: string, answer: unknown]>;
}

/**
 * The tab as the app renders it for the sample, in `locale` (applied), with `config` (the build's prerenderConfig),
 * with a style cache of its own (the HTML carries its styles).
 */
export function renderSampleTab({ tab, route, card, answers }: SampleTab, locale: Locale, config: PortalConfig): string {
  const client = createApiClient({
    apiBase: config.apiBase,
    getAccessToken: refused,
    fetchImpl: refused,
    onUnauthorized: () => undefined,
    onError: () => undefined,
  });
  const primed = new Map<string, unknown>([[api.keys.cards(client, SAMPLE_USER), [card]], ...answers(client)]);
  const selected = { cards: [card], selected: card, select: () => undefined, refresh: refused, isLoading: false, error: undefined };
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <LocaleProvider initial={locale} apply={refused}>
        <ThemeProvider theme={portalTheme}>
          <PortalConfigContext.Provider value={config}>
            <AuthContext.Provider value={sampleAuth}>
              <ToastContext.Provider value={noToast}>
                <ApiProvider apiBase={config.apiBase} primed={primed}>
                  <SelectedCardContext.Provider value={selected}>
                    <MemoryRouter initialEntries={[route]}>{tab}</MemoryRouter>
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

/** The drawing a section's release publishes: its `<template>`, holding the drawing's `mark` (its own), then the tab. */
export const tabDrawing = (mark: string, html: string): string =>
  `<template ${DRAWING_TEMPLATE.attribute}="${DRAWING_TEMPLATE.value}">${mark}${html}</template>`;
