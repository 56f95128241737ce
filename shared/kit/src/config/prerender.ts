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
/**
 * `signedIn`: on a page drawn for a signed-in customer (the home tabs, issue 39), which the inline script shows only to a
 * browser with sign-in state; every other prerendered page is shown only to one without.
 */
export const PRERENDER_ATTR = {
  action: 'data-prerender-action',
  locale: 'data-prerender-locale',
  signedIn: 'data-prerender-signed-in',
} as const;

/**
 * A drawn page kept from the screen until its inline script has chosen what to show (issue 39). The parser
 * paints what it has read whenever it yields, and on a phone's CPU it yields several times before it reaches the inline
 * script at the page's end: a French customer saw the English tree before the script swapped it, and a visitor signed
 * out saw the frame before the script emptied it; each of those paints also laid the page out again. This style, in
 * a home tab's head (shared/build/prerender.ts), hides the tree shown (`#root`'s child with its language) until the
 * script removes it (shell/src/prerender/early.ts). Only the drawn tree: if the script never runs, the app's own
 * render, which has no such mark, still shows. The login and section pages get it from their head's script only for a
 * visitor who will not be shown their tree as it arrives (shell/src/prerender/head.ts): held on every visit, their
 * first paint came later. Built from constants only: nothing of anybody's is in it.
 */
export const PRERENDER_HOLD_ATTR = 'data-prerender-hold';
/** The hold's one rule: the drawn tree shown (the child of #root with its language) not displayed. */
export const PRERENDER_HOLD_CSS = `#root>[${PRERENDER_ATTR.locale}]{display:none}`;
export const PRERENDER_HOLD_STYLE = `<style ${PRERENDER_HOLD_ATTR}>${PRERENDER_HOLD_CSS}</style>`;

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
  // The sections come from the live releases' declarations, drawn by the server (PRERENDER_LISTS): none at build time.
  remotes: {} as PortalConfig['remotes'],
  routes: {},
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

/**
 * A section's page prerendered from the section's own release (issue 39: the public pages opened from an e-mail).
 * The section's build renders each of its pages in each language, state and password policy (`SECTION_PAGES_FILE`,
 * beside its mf-manifest.json, so a release carries its own HTML); the shell's build renders its chrome around an empty
 * `<template data-prerender-section="<locale>">` in each language's tree; the shell's server puts the section's page of
 * the current release in (scripts/static-server.mts). `data-prerender-page` on #root's tree marks such a page: the app
 * waits for the section before it renders over it (shell/src/bootstrap.tsx).
 */
export const PRERENDER_SECTION = { slot: 'data-prerender-section', page: 'data-prerender-page' } as const;
export const SECTION_PAGES_FILE = 'prerendered-sections.json';

/**
 * A home tab whose section's own release may draw it before the app (issue 39, docs/decisions/0021): the shell's build
 * draws an empty `<template data-prerender-tab-place="<locale>">` where the tab's section goes in each language's tree
 * of the frame's page, and an empty `<template data-prerender-tab-slot="<locale>">` after it; the shell's server puts in
 * the first what the tab shows before its answers (its release's SECTION_PAGES_FILE `shown[module][locale]`, else the
 * shell's skeleton of the section, `data-section-skeleton`), and in the second the release's drawing of the tab's module
 * (`pages[module][locale]`, the contract's TAB_DRAWING_SELECTOR); the shell's entry has the release's drawer fill it in,
 * in the place of the element marked `data-section-skeleton`.
 */
export const PRERENDER_TAB = {
  place: 'data-prerender-tab-place',
  slot: 'data-prerender-tab-slot',
  skeleton: 'data-section-skeleton',
} as const;

/**
 * What the sections' releases declare, drawn into the prerendered pages by the shell's server (docs/decisions/0022):
 * the build renders each list the pages show (a frame's tabs, the header's links, the footer's site map) with two
 * entries of these placeholders, the first its current one where a list has one; the server takes each entry as it was
 * drawn (its `tag` element around the label's placeholder) and repeats it for each entry of the sections table, in each
 * language's tree, its address and label escaped. A section's name in its skeleton's label likewise.
 */
export const PRERENDER_LISTS = {
  tabs: { tag: 'a', frame: '/home' },
  nav: { tag: 'a', frame: '' },
  siteMap: { tag: 'li', frame: '' },
} as const;
export type PrerenderList = keyof typeof PRERENDER_LISTS;
/** The address of a list's n-th placeholder entry (in its frame for tabs: `/home/__portal_tabs_0__`). */
export const listHref = (list: PrerenderList, n: number): string => `${PRERENDER_LISTS[list].frame}/__portal_${list}_${n}__`;
/** The label of a list's n-th placeholder entry in a language's tree. */
export const listLabel = (list: PrerenderList, n: number, locale: string): string =>
  `__PORTAL_${list.toUpperCase()}_${n}_${locale.toUpperCase()}__`;
/** The section's name in its skeleton's label, in a language's tree. */
export const sectionNameLabel = (locale: string): string => `__PORTAL_SECTION_${locale.toUpperCase()}__`;

/** One more page of the app's own, written as prerendered/<file> and named in prerendered.json. */
export interface RenderedPage {
  file: string;
  shown: string;
  templates: string;
  /**
   * A frame's page (`home`): the server serves it for each of the frame's tabs in the sections table, with the tab
   * current, its section's name, and its section's drawing where its release has one (PRERENDER_TAB).
   */
  frame: string;
  /** The section's skeleton in each language (its name `sectionNameLabel`), where the tab's release draws nothing first. */
  skeleton: Record<string, string>;
}

/**
 * The host's chrome around a page of a section for anyone (a confirmation or reset page, drawn by its own release), as
 * its prerender gives it to shared/build/prerender.ts, which writes it as prerendered/<file> and names it in
 * prerendered.json for the server; the server serves it for each such section of the sections table.
 */
export interface RenderedSectionPages {
  file: string;
  shown: string;
  templates: string;
}

/** What a section's build writes in `SECTION_PAGES_FILE`, and the shell's server reads. */
export interface SectionPages {
  /** The section's release (package.json version) and what it was built against, as its manifest says. */
  release: string;
  contract: string;
  /**
   * The page's state from its address: `link` when every one of these query parameters has a value (after trimming),
   * else `nolink` (an e-mail link's code and user id).
   */
  linkParams: string[];
  /** By exposed module ('public/ResetPassword'), the page's HTML by `sectionVariant` (a tab's drawing: by language). */
  pages: Record<string, Record<string, string>>;
  /**
   * A tab's first state, by exposed module and language (since contract 1.4.0): what it shows before its answers are in,
   * drawn by the server in the place of the shell's skeleton; its element marked `data-section-skeleton` is where the
   * drawing then goes (the Balance tab's heading and its tiles' skeleton, so nothing moves when the balance comes).
   */
  shown?: Record<string, Record<string, string>>;
  /**
   * The section's early script (issue 39), beside this file: it makes the page drawn from the release work (its
   * validation and its call) before the app has arrived. The server names it after the page, with the integrity the
   * release's manifest records for it (never one this file says).
   */
  early?: {
    file: string;
    /**
     * The script may stand in the page's head (issue 39): there it opens the call the page opens with (a confirmation's
     * code) as the head is read, told which module's page it is by SECTION_EARLY_ATTR.module, and does the rest once
     * the page has been read. Without it the server puts the script at the end of the page, where it finds the page.
     */
    head?: boolean;
  };
}

/**
 * The early script's marks: on its element, written by the server, what it needs from the runtime config, which it
 * never fetches itself (the API's base address); on the page's card, set by the script, that the page's validation
 * and call now work (the bench's "usable"), and, while the call the page opened with is under way (a confirmation's),
 * `calling`: the host starts its app once no card says so (or after HELD_ENTRY_MS), so that the app's first long
 * tasks do not hold the answer back (shell/src/prerender/entry.ts). `alone`, on the card with `ready` (since
 * remote-public 1.4.0; docs/decisions/0016-public-pages-without-the-app.md): the script does everything the page does,
 * in every state it can reach (its answers, the refusals, a failed call), so the host leaves its app unstarted while a
 * card says so, until the visitor asks for something only the app does (a submit the script did not take, a press on
 * 'Log in / Sign up'); a release without it has the app start as before. `module`, on its element in the page's head (a
 * release whose SECTION_PAGES_FILE says `early.head`): which exposed module's page the server drew there.
 */
export const SECTION_EARLY_ATTR = {
  apiBase: 'data-api-base',
  module: 'data-section-module',
  ready: 'data-section-ready',
  calling: 'data-section-calling',
  alone: 'data-section-alone',
} as const;

/**
 * The host's entry script in a page drawn with a section's page (issue 39): named by a preload with this mark instead of
 * a `defer` script, held (HELD_PRELOADS_ATTR), and the host's inline script starts it once the page is read and its
 * section's opening call is answered (SECTION_EARLY_ATTR.calling), after HELD_ENTRY_MS at most.
 */
export const HELD_ENTRY_ATTR = 'data-prerender-entry';
/**
 * The `<template>` in the head of a page drawn with a section's page that holds the host's entry (HELD_ENTRY_ATTR) and
 * its script preloads, inert until the host's inline script starts them all (the entry first): until then the page, its
 * early script's call and its answer have the phone's link and main thread to themselves.
 */
export const HELD_PRELOADS_ATTR = 'data-prerender-held';
export const HELD_ENTRY_MS = 2000;

/**
 * The `<template>` in the head of a page whose first content the entry draws from its first answers, before the app
 * (the Balance tab, decision 0019; a tab its section's release draws, decision 0021, put there by the shell's server),
 * that holds the app's script preloads (RenderedPage's `appFilesAfterMsal`). The
 * page's inline script (shared/build/preloadPlugin.ts) starts them at once, as the head's own links would be, but for a
 * signed-in customer whose page no service worker answers (the files come over the link): then MSAL's file comes
 * first, alone with the entry and the runtime config, and the app's files (about 180 KB, the shared libraries among
 * them) once it is in. On a phone's link they shared it with MSAL, whose token the first answers wait for
 * (docs/performance-log.md "31. MSAL before the app's files on a first visit's Balance tab").
 */
export const AFTER_MSAL_ATTR = 'data-prerender-after-msal';

/**
 * On AFTER_MSAL_ATTR's template of a home tab's page that holds its section's drawing (the shell's server marks it when
 * it puts the drawing in, docs/decisions/0021): where a service worker answers that page (a returning customer), the
 * inline script preloads MSAL alone and none of the app's files. The drawing waits for MSAL and the tab's answers, and
 * the app is held until it is drawn; the worker has the app's files at once when the app asks for them, and their
 * preloads' checking and compiling took the phone's main thread while the page was read (its calls went out later,
 * the drawing came later: docs/performance-log.md "41. A returning customer's drawn tab without the app's preloads").
 * Not on the Balance tab, whose app is not held for a returning customer and is what shows the fresh balance.
 */
export const DRAWN_TAB_ATTR = 'data-prerender-drawn-tab';

/** The script preloads of a page's head, as the build writes them. */
export const scriptPreloads = (head: string): string[] => [...head.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map((m) => m[0]);

/**
 * The page with every script preload of its head in an inert `<template>` (AFTER_MSAL_ATTR), where the first of them
 * stood: the page's inline script, which follows them, starts them at once, or once MSAL's file is in for a signed-in
 * customer whose page the network serves (shared/build/preloadPlugin.ts). Done by the build for the Balance tab's page,
 * and by the shell's server for a home tab its section's release draws (docs/decisions/0021). The entry's `defer` script stays: it starts
 * MSAL and the first answers. A page without such a preload is a build that went wrong: it fails, rather than write a
 * page whose preloads the browser would never see.
 */
export function appFilesAfterMsal(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('prerender: the page has no </head>');
  let head = html.slice(0, end);
  const preloads = scriptPreloads(head);
  if (!preloads.length) throw new Error('prerender: no script preload in the head to hold for MSAL');
  const at = head.indexOf(preloads[0]!);
  for (const preload of preloads) head = head.replace(preload, '');
  return `${head.slice(0, at)}<template ${AFTER_MSAL_ATTR}>${preloads.join('')}</template>${head.slice(at)}${html.slice(end)}`;
}

/** The key of a prerendered section page: its language, its state (`link`, `nolink`) and the password policy. */
export const sectionVariant = (locale: string, state: 'link' | 'nolink', policy: string): string => `${locale}/${state}/${policy}`;

/**
 * The one `<template>` a section's page may hold: the page as it shows an answer (issue 39: the section's early script
 * puts it in place), exactly `<template data-section-answer="<a-z>">`, with no template inside. What else a drawn page
 * may hold is judged by @portal/build's sectionHtml (a parser and an allow-list, server-side only).
 */
export const SECTION_ANSWER_ATTR = 'data-section-answer';
