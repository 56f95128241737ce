/**
 * The shell's login page is rendered to HTML at build time (login.html, docs/decisions/0003-prerendered-login-page.md), so a
 * phone paints it before any JavaScript has arrived. The runtime config is known only when the server starts: the
 * page is rendered with `prerenderConfig`, whose URLs all point at the reserved `.invalid` domain (RFC 2606), and
 * the server puts the real values in (`PRERENDER_FILL`, scripts/static-server.mts).
 */
import { DEFAULT_CONSTANTS, DEFAULT_FEATURES } from './defaults';
import type { PortalConfig } from '@portal/contract';

/**
 * Marks in the prerendered page for its inline script (shell/src/prerender/early.ts): the language of a page's
 * tree, and what a control does before the app has started (its login button, the language switch).
 */
export const PRERENDER_ATTR = { action: 'data-prerender-action', locale: 'data-prerender-locale' } as const;

/**
 * The site banner in the prerendered page (issue 39: a banner drawn after the page's first paint pushed it down). Each
 * language's tree has an empty `<template data-prerender-banner="<locale>">` where the banner goes; the build renders
 * the banner once for each language, type and shape (title, link) with these placeholders, and the server puts the
 * banner file's current answer in, escaped, with that answer in `<template id="portal-banner" data-url data-banner>`
 * for the app's first frame (scripts/static-server.mts).
 */
export const PRERENDER_BANNER = {
  slot: 'data-prerender-banner',
  answer: 'portal-banner',
  title: '__PORTAL_BANNER_TITLE__',
  body: '__PORTAL_BANNER_BODY__',
  link: 'https://banner.prerender.invalid/link',
} as const;

/** The key of a prerendered banner fragment: its language, type, and whether it has a title and a link. */
export const bannerVariant = (locale: string, b: { type: string; title: string; link: string }): string =>
  `${locale}/${b.type}/${b.title ? 'title' : ''}/${b.link ? 'link' : ''}`;

/** The only value of the config the login page and its chrome show: the agency's site (and pages on its origin). */
const TRANSIT_INFO_ORIGIN = 'https://transit-info.prerender.invalid';
const TRANSIT_INFO_URL = `${TRANSIT_INFO_ORIGIN}/routes`;
/** Every other URL of the build-time config: if one shows in the page, the page cannot be filled in. */
const ELSEWHERE = 'https://elsewhere.prerender.invalid';

export const prerenderConfig: PortalConfig = {
  apiBase: `${ELSEWHERE}/api`,
  bannerUrl: `${ELSEWHERE}/banner.json`,
  transitInfoUrl: TRANSIT_INFO_URL,
  auth: {
    clientId: 'prerender',
    authority: `${ELSEWHERE}/tenant/policy`,
    knownAuthorities: ['elsewhere.prerender.invalid'],
    scopes: ['prerender'],
    redirectUri: `${ELSEWHERE}/redirect.html`,
    postLogoutRedirectUri: `${ELSEWHERE}/`,
    passwordResetUrl: `${ELSEWHERE}/reset`,
    profileEditUrl: `${ELSEWHERE}/profile`,
  },
  remotes: {
    balance: { manifest: `${ELSEWHERE}/b` },
    reload: { manifest: `${ELSEWHERE}/r` },
    account: { manifest: `${ELSEWHERE}/a` },
    public: { manifest: `${ELSEWHERE}/p` },
  },
  allowedRemoteOrigins: [ELSEWHERE],
  features: { ...DEFAULT_FEATURES },
  constants: { ...DEFAULT_CONSTANTS },
};

/**
 * How the server fills in a prerendered page (written into the build's prerendered.json, so the server imports
 * nothing of the portal): each build-time value, with the runtime config's key it stands for, whole or its origin.
 * Longest first. A page still holding `PRERENDER_DOMAIN` after them shows something else of the build-time config.
 */
export const PRERENDER_FILL: ReadonlyArray<{ from: string; key: 'transitInfoUrl'; part?: 'origin' }> = [
  { from: TRANSIT_INFO_URL, key: 'transitInfoUrl' },
  { from: TRANSIT_INFO_ORIGIN, key: 'transitInfoUrl', part: 'origin' },
];
export const PRERENDER_DOMAIN = 'prerender.invalid';
