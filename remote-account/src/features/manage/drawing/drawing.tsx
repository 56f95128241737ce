/**
 * The Manage tab drawn by remote-account's build, in each language (issue 39, docs/decisions/0021, step 7): the app's own
 * ManageTab rendered to HTML as a small screen lays it out (the Register form open, the Actions closed), with a sample
 * card and holder, so the drawing is the app's render by construction; fill.ts then puts a customer's card and holder
 * in place of the sample's. Each language's drawing is a `<template>` (the contract's TAB_DRAWING_SELECTOR, a section
 * page's answer) holding an empty mark (DRAWING_ATTR: the sample card's number; DRAWING_SCREEN_ATTR: the small screens'
 * media query), then the tab, each element after the styles it uses.
 */
import { applyLocale, type Card, type Locale, type PortalConfig } from '@portal/contract';
import { api, portalTheme, toClientCard, type RawClientCard } from '@portal/kit';
import { prerenderConfig } from '@portal/kit/config';
import { renderSampleTab, sampleBalance, tabDrawing, type SampleTab } from '@portal/kit/tab-drawing';
import { ManageTab } from '../ManageTab';
import { DRAWING_ATTR, DRAWING_SCREEN_ATTR } from './marks';

/** A number no field, label or text of the tab holds but the ids of its card (fill.ts renames them). */
const SAMPLE_CARD: Card = { cardNumber: '19876543', cardType: 1, userName: '' };
/** The sample's answers: what the drawing shows, each then replaced by the customer's (fill.ts). */
export const SAMPLE = {
  card: SAMPLE_CARD,
  balance: sampleBalance(SAMPLE_CARD),
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

/** The media query of the small screens the drawing is laid out for: the theme's below `md`, as ManageTab asks it. */
export const SMALL_SCREENS = portalTheme.breakpoints.down('md').replace(/^@media\s*/, '');

/** The tab as the app renders it for the sample on a small screen, with its answers. */
const SAMPLE_TAB: SampleTab = {
  tab: <ManageTab screen="small" />,
  route: '/home/manage',
  card: SAMPLE_CARD,
  answers: (client) => [
    [api.keys.balance(client, SAMPLE_CARD), SAMPLE.balance],
    [api.keys.clientCard(client, SAMPLE_CARD), SAMPLE.holder],
  ],
};

/** The drawing of the tab in `locale`: its `<template>`, with its mark and styles. */
export async function drawManageTab(locale: Locale, config: PortalConfig = prerenderConfig): Promise<string> {
  await applyLocale(locale, { page: false });
  const html = renderSampleTab(SAMPLE_TAB, locale, config);
  const inNames = html.match(new RegExp(`(?:id|for|aria-[a-z]+)="[^"]*${SAMPLE_CARD.cardNumber}`, 'g')) ?? [];
  if (html.split(SAMPLE_CARD.cardNumber).length - 1 !== inNames.length)
    throw new Error('The Manage tab’s drawing holds the sample card’s number outside its ids: fill.ts would not replace it');
  const mark = `<div ${DRAWING_ATTR}="${SAMPLE_CARD.cardNumber}" ${DRAWING_SCREEN_ATTR}="${SMALL_SCREENS}" hidden></div>`;
  return tabDrawing(mark, html);
}

/** The Manage tab's drawing for the section's release (shared/build/prerender.ts), by language. */
export async function drawings(locales: readonly Locale[]): Promise<Record<string, string>> {
  const drawn: Record<string, string> = {};
  for (const locale of locales) drawn[locale] = await drawManageTab(locale);
  return drawn;
}
