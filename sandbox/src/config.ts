import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limitsFrom, type RateLimits } from './limits.ts';

/** Every setting of the sandbox, read once from the environment with working defaults. */
export interface SandboxConfig {
  /** TCP port of the one HTTP server (API, identity provider, payment page, banner, outbox). */
  port: number;
  /** Interface to bind; loopback by default so the sandbox is never reachable from the network. */
  host: string;
  /**
   * Addresses besides loopback that may read the outbox (every reset and confirmation link): none by default, so
   * a sandbox reachable from a network still serves it to its own machine only.
   */
  outboxFrom: string[];
  /** Origin the browser uses to reach the sandbox; endpoints and links are built from it. */
  publicUrl: string;
  /** Serve https with this key and certificate (PEM files: SANDBOX_TLS_KEY, SANDBOX_TLS_CERT), as `npm start -- --https` does. */
  tls: { keyFile: string; certFile: string } | null;
  /** SQLite database file; created and seeded on first start. */
  dbFile: string;
  /** The editable banner file served as /banner.json. */
  bannerFile: string;
  /** Origin of the portal: e-mail links and the payment page's return address point here. */
  portalUrl: string;
  /** Origins allowed to call the API and token endpoint from a browser (CORS), and to be redirect targets. */
  allowedOrigins: string[];
  /** Requests a minute the monitoring collector takes from one origin (SANDBOX_COLLECTOR_PER_MINUTE, 600). */
  collectorPerMinute: number;
  /** Password guesses and e-mails allowed per account and per address (SANDBOX_RATE_LIMITS; limits.ts). */
  rateLimits: RateLimits;
  /** B2C-style tenant name: the authority is {publicUrl}/{tenant}.onmicrosoft.com/{policy}. */
  tenant: string;
  signInPolicy: string;
  passwordResetPolicy: string;
  profileEditPolicy: string;
  /** The portal's public client (PKCE, no secret). */
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Resource indicator of the agency API and the base of its scope names. */
  apiResource: string;
  /** `aud` of access tokens, as B2C puts the API application's id there. */
  apiAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Hosted payment page settings (Payeezy style). */
  payment: {
    login: string;
    transactionKey: string;
    responseKey: string;
    /**
     * How long a started hosted payment can be paid (its page and its form), in seconds: the one lifetime, which
     * Payments/TransactionStatus answers with (the portal has no clock of its own for it).
     */
    maxAgeSeconds: number;
  };
  /** Minimum auto-reload cash amount (spec section 9, first reading). */
  autoReloadCashMinimum: number;
  /** Print a line per request. */
  logRequests: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const sandboxRoot = path.resolve(here, '..');

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = int(env.SANDBOX_PORT, 4000, 'SANDBOX_PORT');
  const tls = env.SANDBOX_TLS_KEY && env.SANDBOX_TLS_CERT ? { keyFile: env.SANDBOX_TLS_KEY, certFile: env.SANDBOX_TLS_CERT } : null;
  const publicUrl = (env.SANDBOX_PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, '');
  const portalUrl = (env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  // The remotes' origins on this machine, in the portal's scheme (`npm start -- --https` serves every app on https).
  const remoteOrigins = [3001, 3002, 3003, 3004].map((p) => `${new URL(portalUrl).protocol}//localhost:${p}`);
  const allowedOrigins = list(env.SANDBOX_ALLOWED_ORIGINS, [portalUrl, ...remoteOrigins]);
  const tenant = env.B2C_TENANT ?? 'transit';
  const apiResource = env.API_RESOURCE ?? `https://${tenant}.onmicrosoft.com/api`;
  return {
    port,
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    outboxFrom: list(env.SANDBOX_OUTBOX_FROM, []),
    publicUrl,
    tls,
    dbFile: path.resolve(env.SANDBOX_DB ?? path.join(sandboxRoot, '.data', 'sandbox.db')),
    bannerFile: path.resolve(env.SANDBOX_BANNER_FILE ?? path.join(sandboxRoot, 'banner.json')),
    portalUrl,
    allowedOrigins,
    collectorPerMinute: Math.max(1, Number(env.SANDBOX_COLLECTOR_PER_MINUTE) || 600),
    rateLimits: limitsFrom(env.SANDBOX_RATE_LIMITS),
    tenant,
    signInPolicy: env.B2C_SIGNIN_POLICY ?? 'B2C_1_signupsignin',
    passwordResetPolicy: env.B2C_RESET_POLICY ?? 'B2C_1_passwordreset',
    profileEditPolicy: env.B2C_EDIT_POLICY ?? 'B2C_1_profileedit',
    clientId: env.B2C_CLIENT_ID ?? '8d1f5b6e-portal-spa',
    redirectUris: list(
      env.B2C_REDIRECT_URIS,
      allowedOrigins.flatMap((o) => [`${o}/redirect.html`, `${o}/`]),
    ),
    // The embed example pages (docs/embedding.md) sign out back to themselves.
    postLogoutRedirectUris: list(
      env.B2C_POST_LOGOUT_REDIRECT_URIS,
      allowedOrigins.flatMap((o) => [`${o}/`, `${o}/login`, `${o}/embed-example.html`]),
    ),
    apiResource,
    apiAudience: env.API_AUDIENCE ?? 'transit-portal-api',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 3600, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 14 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    payment: {
      login: env.PAYMENT_LOGIN ?? 'HCO-TRANSIT-001',
      transactionKey: env.PAYMENT_TRANSACTION_KEY ?? 'sandbox-transaction-key',
      responseKey: env.PAYMENT_RESPONSE_KEY ?? 'sandbox-response-key',
      maxAgeSeconds: int(env.PAYMENT_MAX_AGE, 20 * 60, 'PAYMENT_MAX_AGE'),
    },
    autoReloadCashMinimum: int(env.AUTO_RELOAD_CASH_MINIMUM, 10, 'AUTO_RELOAD_CASH_MINIMUM'),
    logRequests: env.SANDBOX_LOG === '1',
  };
}

/** Names derived from the configuration that several modules need. */
export function derived(config: SandboxConfig) {
  const tenantPath = `/${config.tenant}.onmicrosoft.com`.toLowerCase();
  const signInPath = `${tenantPath}/${config.signInPolicy}`.toLowerCase();
  return {
    tenantPath,
    signInPath,
    authority: `${config.publicUrl}${tenantPath}/${config.signInPolicy}`,
    issuer: `${config.publicUrl}${signInPath}/v2.0/`,
    readScope: `${config.apiResource}/read`,
    writeScope: `${config.apiResource}/write`,
    jwksPath: `${signInPath}/discovery/v2.0/keys`,
    resetPath: `${tenantPath}/${config.passwordResetPolicy}`.toLowerCase(),
    editPath: `${tenantPath}/${config.profileEditPolicy}`.toLowerCase(),
  };
}

/** A loopback address as a socket reports it (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127(\.\d{1,3}){3}$/.test(a);
}

/** Whether a request from this address may read the outbox: loopback, or an address SANDBOX_OUTBOX_FROM names. */
export function outboxAllowed(address: string | undefined, config: Pick<SandboxConfig, 'outboxFrom'>): boolean {
  if (isLoopbackAddress(address)) return true;
  const a = (address ?? '').toLowerCase().replace(/^::ffff:/, '');
  return a !== '' && config.outboxFrom.some((allowed) => allowed.toLowerCase().replace(/^::ffff:/, '') === a);
}

/**
 * Whether a request's Host names this machine: a loopback name or address, or the sandbox's own public host
 * (SANDBOX_PUBLIC_URL). A page on another site whose name an attacker points at 127.0.0.1 (DNS rebinding) comes with
 * its own name as Host, and is refused what only this machine may read.
 */
export function hostAllowed(host: string | undefined, config: Pick<SandboxConfig, 'publicUrl'>): boolean {
  if (!host) return false;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name)) return true;
  return name === new URL(config.publicUrl).hostname.toLowerCase();
}

/** The one line the sandbox prints first, every start: it is never the product. */
export const NOT_FOR_DEPLOYMENT =
  'NOT FOR DEPLOYMENT: this sandbox stands in for the agency API, its identity provider and payment page for development and tests; anyone who reaches it can sign in as its demo customers.';
