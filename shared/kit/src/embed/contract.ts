/**
 * The embed contract (docs/embedding.md): every remote's `mount(element, options) → unmount`, the options common
 * to all, and their validation. Typed once here ('@portal/kit/embed'); each remote adds its own view
 * options.
 *
 * Versioning: EMBED_CONTRACT_VERSION follows semver. Changes within a major are additive (new optional options,
 * new events); a breaking change is a new major, served alongside the old one.
 */
import type { BusinessConstants, FeatureSwitches } from '@portal/contract';
import { isRecord } from '../rules/isRecord';
import { isSecureUrl } from '../config/urls';

export const EMBED_CONTRACT_VERSION = '1.3.0';

/**
 * The inactivity limit an integrator may set (`constants.idleMinutes`, since 1.2.0): a widget that signs the visitor in
 * itself signs them out after it, with a warning first; 15 minutes when not given.
 */
export const EMBED_IDLE_MINUTES = { min: 2, max: 60 } as const;

/** A host that already signs its users in against the agency's tenant lends the widget its token. */
export interface HostAuth {
  /** An access token for the agency API; `scopes` are the `scopes` below (the API's read and write scopes). */
  getAccessToken(scopes: string[]): Promise<string>;
  account: { username: string; name?: string };
  scopes?: string[];
}

/** Otherwise the widget signs the visitor in itself, by redirect back to the host page, with the agency tenant's MSAL settings. */
export interface MsalAuth {
  msal: {
    clientId: string;
    /** B2C authority, https. */
    authority: string;
    knownAuthorities: string[];
    /** The discovery document as JSON text (skips MSAL's discovery fetch). */
    authorityMetadata?: string;
    /** The API's read and write scopes. */
    scopes: string[];
    /** A page of the host's origin that runs MSAL's redirect bridge (docs/embedding.md), registered with the tenant. */
    redirectUri: string;
    /** Where signing out ends; the host page by default. */
    postLogoutRedirectUri?: string;
    protocolMode?: 'AAD' | 'OIDC';
  };
}

export type EmbedAuth = HostAuth | MsalAuth;

/** What the host may want to act on, and what comes with each. */
export interface EmbedEventMap {
  'signed-in': { username: string };
  /** `reason: 'idle'` (since 1.2.0): after the inactivity limit (`constants.idleMinutes`). */
  'signed-out': { reason?: 'idle' };
  'card-selected': { cardNumber: string; cardType: number };
  'cart-changed': { count: number; total: number };
  'checkout-started': { total: number; method: 'hosted-page' | 'saved-card' };
  /** A link inside the widget leads to a portal page; with `portalUrl` set the widget then opens it. */
  navigate: { path: string; url: string | null };
}
export type EmbedEventName = keyof EmbedEventMap;
export type EmbedEventHandler = <N extends EmbedEventName>(name: N, detail: EmbedEventMap[N]) => void;

/** Colours and shapes the host may change; everything else stays the portal's (WCAG AA contrast is the host's to keep). */
export interface EmbedTheme {
  primary?: string;
  secondary?: string;
  fontFamily?: string;
  borderRadius?: number;
}

export const EMBED_LOCALES = ['en-CA', 'fr-CA'] as const;
export type EmbedLocale = (typeof EMBED_LOCALES)[number];

export interface EmbedOptions {
  /** The agency API, e.g. https://api.transit.example/api/. Its CORS must allow the host's origin. */
  apiBase: string;
  auth: EmbedAuth;
  locale?: EmbedLocale;
  theme?: EmbedTheme;
  onEvent?: EmbedEventHandler;
  /** The portal's address, for links to its pages (e.g. Payment Methods); without it they only raise 'navigate'. */
  portalUrl?: string;
  /** Spec 6 switches and spec 9 constants the host's agency changes; the spec's defaults otherwise. */
  features?: Partial<FeatureSwitches>;
  constants?: Partial<BusinessConstants>;
  /**
   * The reload widget: the origins of the agency's hosted payment page (since 1.1.0). Checkout sends the visitor
   * to no other address, whatever the API answers; without it, paying on the hosted page is refused (the saved card
   * still works).
   */
  allowedPaymentOrigins?: string[];
}

/** A card to show: its number (and type, when one number has several types). */
export interface EmbedCard {
  cardNumber: string;
  cardType?: number;
}

export type Unmount = () => void;
export type Mount<O extends EmbedOptions> = (element: HTMLElement, options: O) => Unmount;

// ------------------------------------------------------------------ validation: every problem names its option

const httpUrl = (v: unknown, https = false) => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return https ? u.protocol === 'https:' : u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};
const fail = (option: string, what: string): never => {
  throw new Error(`Invalid embed option "${option}": ${what}`);
};
const strings = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim() !== '');

/** Checks the options every remote shares; throws an Error naming the first bad option. */
export function validateEmbedOptions(element: unknown, options: unknown): asserts options is EmbedOptions {
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement))
    fail('element', 'must be an HTML element of the page to mount into');
  if (!isRecord(options)) fail('options', 'must be an object');
  const o = options as Record<string, unknown>;
  if (!httpUrl(o.apiBase)) fail('apiBase', 'must be the http(s) URL of the agency API');
  if (!isSecureUrl(o.apiBase)) fail('apiBase', 'must be an https URL (plain http only on localhost: access tokens are sent to it)');
  if (!isRecord(o.auth)) fail('auth', 'must be { getAccessToken, account } or { msal: {…} }');
  const auth = o.auth as Record<string, unknown>;
  if ('msal' in auth) {
    const m = auth.msal;
    if (!isRecord(m)) fail('auth.msal', 'must be an object');
    const msal = m as Record<string, unknown>;
    if (typeof msal.clientId !== 'string' || !msal.clientId) fail('auth.msal.clientId', 'must be a non-empty string');
    if (!httpUrl(msal.authority, true)) fail('auth.msal.authority', 'must be an https URL');
    if (!strings(msal.knownAuthorities)) fail('auth.msal.knownAuthorities', 'must be a non-empty list of hosts');
    if (!strings(msal.scopes)) fail('auth.msal.scopes', 'must be a non-empty list of scopes');
    if (!httpUrl(msal.redirectUri)) fail('auth.msal.redirectUri', 'must be the http(s) URL of a page of this site');
    if (msal.postLogoutRedirectUri !== undefined && !httpUrl(msal.postLogoutRedirectUri))
      fail('auth.msal.postLogoutRedirectUri', 'must be an http(s) URL');
  } else {
    if (typeof auth.getAccessToken !== 'function') fail('auth.getAccessToken', 'must be a function returning a promise of an access token');
    if (!isRecord(auth.account) || typeof auth.account.username !== 'string' || !auth.account.username.trim())
      fail('auth.account.username', "must be the signed-in customer's username");
    if (auth.scopes !== undefined && !strings(auth.scopes)) fail('auth.scopes', 'must be a list of scopes');
  }
  if (o.locale !== undefined && !(EMBED_LOCALES as readonly unknown[]).includes(o.locale))
    fail('locale', `must be one of ${EMBED_LOCALES.join(', ')}`);
  if (o.theme !== undefined) {
    if (!isRecord(o.theme)) fail('theme', 'must be an object');
    const t = o.theme as Record<string, unknown>;
    for (const k of ['primary', 'secondary', 'fontFamily'] as const)
      if (t[k] !== undefined && (typeof t[k] !== 'string' || !t[k])) fail(`theme.${k}`, 'must be a non-empty string');
    if (t.borderRadius !== undefined && (typeof t.borderRadius !== 'number' || t.borderRadius < 0))
      fail('theme.borderRadius', 'must be a number, 0 or more');
  }
  if (o.onEvent !== undefined && typeof o.onEvent !== 'function') fail('onEvent', 'must be a function (name, detail)');
  if (o.portalUrl !== undefined && !httpUrl(o.portalUrl)) fail('portalUrl', 'must be the http(s) URL of the portal');
  if (o.features !== undefined && (!isRecord(o.features) || Object.values(o.features).some((v) => typeof v !== 'boolean')))
    fail('features', 'must map switch names to true or false');
  if (o.constants !== undefined && !isRecord(o.constants)) fail('constants', 'must be an object');
  const c = (o.constants ?? {}) as Record<string, unknown>;
  if (
    c.idleMinutes !== undefined &&
    !(typeof c.idleMinutes === 'number' && c.idleMinutes >= EMBED_IDLE_MINUTES.min && c.idleMinutes <= EMBED_IDLE_MINUTES.max)
  )
    fail('constants.idleMinutes', `must be a number of minutes from ${EMBED_IDLE_MINUTES.min} to ${EMBED_IDLE_MINUTES.max}`);
  const idleSeconds = (typeof c.idleMinutes === 'number' ? c.idleMinutes : 15) * 60;
  if (
    c.idleWarningSeconds !== undefined &&
    !(typeof c.idleWarningSeconds === 'number' && c.idleWarningSeconds >= 0 && c.idleWarningSeconds < idleSeconds)
  )
    fail('constants.idleWarningSeconds', 'must be a number of seconds, 0 or more and less than constants.idleMinutes');
  if (c.lowCashThreshold !== undefined && !(typeof c.lowCashThreshold === 'number' && c.lowCashThreshold >= 0 && c.lowCashThreshold <= 300))
    fail('constants.lowCashThreshold', 'must be a number of dollars from 0 to 300');
  if (
    o.allowedPaymentOrigins !== undefined &&
    !(Array.isArray(o.allowedPaymentOrigins) && o.allowedPaymentOrigins.every((v) => isSecureUrl(v) && new URL(v as string).origin === v))
  )
    fail(
      'allowedPaymentOrigins',
      'must be a list of origins such as https://checkout.payments.example (https; plain http only on localhost)',
    );
}

/** Checks an optional `card` option (digits, and a whole-number type when given). */
export function validateEmbedCard(card: unknown, option = 'card'): asserts card is EmbedCard | undefined {
  if (card === undefined) return;
  if (!isRecord(card) || typeof card.cardNumber !== 'string' || !/^\d+$/.test(card.cardNumber))
    fail(option, 'must be { cardNumber: "digits", cardType?: number }');
  const c = card as Record<string, unknown>;
  if (c.cardType !== undefined && !Number.isInteger(c.cardType)) fail(`${option}.cardType`, 'must be a whole number');
}

/** Checks that an option is one of a list. */
export function validateEmbedChoice<T extends string>(value: unknown, option: string, choices: readonly T[]): asserts value is T {
  if (!(choices as readonly unknown[]).includes(value)) fail(option, `must be one of ${choices.join(', ')}`);
}
