/**
 * /portal.config.json: everything the shell learns at runtime (its types are the runtime contract's PortalConfig).
 * In production only this file changes. The shell validates it before rendering; a missing or invalid file shows a
 * page naming the bad key. The images' servers validate it before they start (scripts/runtime-config.mts).
 */
import type { PortalConfig, RemoteConfig, SectionsTable, TableSection } from '@portal/contract';
import { DEFAULT_CONSTANTS, DEFAULT_FEATURES, isSecureOrigin, isSecureUrl } from '@portal/kit/config';
import { overlappingRoutes, REMOTE_NAME, routeProblems } from '../sections/routes';
import { routeCovers } from '../sections/table';

/** The inactivity defaults (spec-independent; issue: 15 minutes, a warning 2 minutes before). */
export const DEFAULT_IDLE = { idleMinutes: 15, idleWarningSeconds: 120 } as const;

export type ConfigResult = { ok: true; config: PortalConfig } | { ok: false; errors: string[] };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function httpUrl(v: unknown, opts: { https?: boolean } = {}): boolean {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return opts.https ? u.protocol === 'https:' : u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The runtime config's remotes, by name: whichever it names (a fifth remote needs no shell of its own). The contract
 * types them by the names of its release (RemoteName); the shell reads them as the config has them.
 */
export const remotesOf = (config: Pick<PortalConfig, 'remotes'>): Record<string, RemoteConfig> =>
  config.remotes as Record<string, RemoteConfig>;

/** The addresses each remote's sections may have (`routes`), by remote. */
export const routesOf = (config: Pick<PortalConfig, 'routes'>): Record<string, readonly string[]> => config.routes ?? {};

/** A script's integrity for one sha256: 'sha256-' and 44 characters of base64 (32 bytes). */
export const isIntegrity = (v: unknown): v is string => typeof v === 'string' && /^sha256-[A-Za-z0-9+/]{43}=$/.test(v);

/**
 * A section's pin (`remotes.<name>` with `integrity`): one release's manifest and that manifest's sha256; and, for a
 * release built before manifests recorded their files' hashes, `entryIntegrity`, its remoteEntry.js's sha256. Read
 * by the shell only (`entryIntegrity` is not in the runtime contract's types: no section reads it).
 */
/**
 * Whether the runtime config asks for checked files (`requireFileHashes`): a section whose manifest records no file
 * hashes is then refused, not run unchecked. Read by the shell only (not in the runtime contract's types).
 */
export const requireFileHashesOf = (config: PortalConfig): boolean =>
  (config as PortalConfig & { requireFileHashes?: unknown }).requireFileHashes === true;

export function pinOf(config: PortalConfig, name: string): { manifest: string; integrity: string; entryIntegrity?: string } | null {
  const remote = remotesOf(config)[name] as (RemoteConfig & { entryIntegrity?: unknown }) | undefined;
  if (!remote || !isIntegrity(remote.integrity)) return null;
  return {
    manifest: remote.manifest,
    integrity: remote.integrity,
    ...(isIntegrity(remote.entryIntegrity) ? { entryIntegrity: remote.entryIntegrity } : {}),
  };
}

/** The release a manifest address names (`…/releases/1.4.0/mf-manifest.json` → '1.4.0'), or null for the moving one. */
export function releaseOf(manifest: URL): string | null {
  const m = /\/releases\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\/mf-manifest\.json$/.exec(manifest.pathname);
  return m ? m[1]! : null;
}

/** Checks a parsed config; every problem is reported with the key it concerns (e.g. "auth.authority"). */
export function validatePortalConfig(input: unknown): ConfigResult {
  const errors: string[] = [];
  if (!isObject(input)) return { ok: false, errors: ['(root): must be a JSON object'] };
  const need = (cond: boolean, key: string, what: string) => {
    if (!cond) errors.push(`${key}: ${what}`);
  };
  const obj = (v: unknown, key: string): Json => {
    if (!isObject(v)) {
      errors.push(`${key}: must be an object`);
      return {};
    }
    return v;
  };
  const str = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const strList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(str);

  need(isSecureUrl(input.apiBase), 'apiBase', 'must be an https URL (plain http only on localhost: access tokens are sent to it)');
  need(httpUrl(input.bannerUrl), 'bannerUrl', 'must be an http(s) URL');
  need(httpUrl(input.transitInfoUrl), 'transitInfoUrl', 'must be an http(s) URL');

  const auth = obj(input.auth, 'auth');
  need(str(auth.clientId), 'auth.clientId', 'must be a non-empty string');
  need(httpUrl(auth.authority, { https: true }), 'auth.authority', 'must be an https URL (MSAL refuses any other)');
  need(strList(auth.knownAuthorities), 'auth.knownAuthorities', 'must be a non-empty list of hosts');
  if (auth.authorityMetadata !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(auth.authorityMetadata));
    } catch {
      parsed = undefined;
    }
    need(
      isObject(parsed) && httpUrl(parsed.authorization_endpoint) && httpUrl(parsed.token_endpoint),
      'auth.authorityMetadata',
      'must be the discovery document as JSON text',
    );
    if (isObject(parsed))
      for (const [k, v] of Object.entries(parsed))
        if (k.endsWith('_endpoint') || k === 'jwks_uri' || k === 'issuer')
          need(
            typeof v !== 'string' || !httpUrl(v) || isSecureUrl(v),
            `auth.authorityMetadata.${k}`,
            'must be an https URL (plain http only on localhost)',
          );
  }
  need(strList(auth.scopes), 'auth.scopes', 'must be a non-empty list of scopes');
  for (const k of ['redirectUri', 'postLogoutRedirectUri'] as const) need(httpUrl(auth[k]), `auth.${k}`, 'must be an http(s) URL');
  // The identity provider's own pages.
  for (const k of ['passwordResetUrl', 'profileEditUrl'] as const)
    need(isSecureUrl(auth[k]), `auth.${k}`, 'must be an https URL (plain http only on localhost)');
  need(
    auth.protocolMode === undefined || auth.protocolMode === 'AAD' || auth.protocolMode === 'OIDC',
    'auth.protocolMode',
    'must be "AAD" or "OIDC"',
  );

  const allowed = input.allowedRemoteOrigins;
  need(
    Array.isArray(allowed) && allowed.every((o) => httpUrl(o) && new URL(String(o)).origin === o),
    'allowedRemoteOrigins',
    'must be a list of origins such as https://balance.example.org',
  );
  const payment = input.allowedPaymentOrigins;
  need(
    Array.isArray(payment) && payment.length > 0 && payment.every(isSecureOrigin),
    'allowedPaymentOrigins',
    "must be a list of the payment page's origins, such as https://checkout.payments.example (https; plain http only on localhost)",
  );
  const remotes = obj(input.remotes, 'remotes');
  const routes: Record<string, string[]> = {};
  const routesIn = obj(input.routes, 'routes');
  if (Object.keys(remotes).length === 0) errors.push('remotes: must name the remotes, each with its manifest');
  for (const name of Object.keys(routesIn)) if (!(name in remotes)) errors.push(`routes.${name}: not a remote of "remotes"`);
  for (const name of Object.keys(remotes)) {
    if (!REMOTE_NAME.test(name)) {
      errors.push(`remotes.${name}: a remote's name is lower-case letters and digits (its container is portal_<name>)`);
      continue;
    }
    const r = obj(remotes[name], `remotes.${name}`);
    for (const key of Object.keys(r))
      if (!['manifest', 'integrity', 'entryIntegrity'].includes(key))
        errors.push(
          `remotes.${name}.${key}: unknown key (a section has "manifest" and, when pinned, "integrity"; its addresses are in "routes")`,
        );
    const problems = routeProblems(`routes.${name}`, routesIn[name]);
    errors.push(...problems);
    if (!problems.length) routes[name] = routesIn[name] as string[];
    if (r.integrity !== undefined)
      need(
        isIntegrity(r.integrity),
        `remotes.${name}.integrity`,
        'must be "sha256-" and the base64 sha256 of the release\'s mf-manifest.json (51 characters in all)',
      );
    if (r.entryIntegrity !== undefined) {
      need(
        isIntegrity(r.entryIntegrity),
        `remotes.${name}.entryIntegrity`,
        'must be "sha256-" and the base64 sha256 of the release\'s remoteEntry.js (51 characters in all)',
      );
      need(r.integrity !== undefined, `remotes.${name}.entryIntegrity`, 'only with "integrity": it completes a pin');
    }
    if (!httpUrl(r.manifest)) {
      errors.push(`remotes.${name}.manifest: must be the http(s) URL of its mf-manifest.json`);
      continue;
    }
    const url = new URL(String(r.manifest));
    need(
      Array.isArray(allowed) && allowed.includes(url.origin),
      `remotes.${name}.manifest`,
      `origin ${url.origin} is not in allowedRemoteOrigins`,
    );
    if (r.integrity !== undefined)
      need(
        releaseOf(url) !== null,
        `remotes.${name}.manifest`,
        "a pinned section names one release's manifest (…/releases/<version>/mf-manifest.json), not the one that moves with each deploy",
      );
  }
  errors.push(...overlappingRoutes(routes));
  need(
    input.requireFileHashes === undefined || typeof input.requireFileHashes === 'boolean',
    'requireFileHashes',
    "must be true or false (true: a section whose release's manifest records no file hashes is refused)",
  );
  if (input.monitoring !== undefined) {
    const m = obj(input.monitoring, 'monitoring');
    need(httpUrl(m.eventsUrl), 'monitoring.eventsUrl', 'must be an http(s) URL');
    if (m.sampleRate !== undefined)
      need(
        typeof m.sampleRate === 'number' && m.sampleRate >= 0 && m.sampleRate <= 1,
        'monitoring.sampleRate',
        'must be a number from 0 to 1',
      );
  }

  const features = obj(input.features, 'features');
  for (const k of Object.keys(DEFAULT_FEATURES) as Array<keyof typeof DEFAULT_FEATURES>) {
    need(typeof features[k] === 'boolean', `features.${k}`, 'must be true or false');
  }
  const c = obj(input.constants, 'constants');
  for (const k of ['eCashLimit', 'reloadMinimum', 'autoReloadMinimum', 'toastMs'] as const) {
    need(typeof c[k] === 'number' && Number.isFinite(c[k]) && (c[k] as number) >= 0, `constants.${k}`, 'must be a number, 0 or more');
  }
  need(c.passwordPolicy === 'basic' || c.passwordPolicy === 'strong', 'constants.passwordPolicy', 'must be "basic" or "strong"');
  need(str(c.defaultCity), 'constants.defaultCity', 'must be a non-empty string');
  // Inactivity (WCAG 2.2.1: a warning and a way to stay before a timeout): optional, with defaults.
  const idle = c.idleMinutes ?? DEFAULT_IDLE.idleMinutes,
    warn = c.idleWarningSeconds ?? DEFAULT_IDLE.idleWarningSeconds;
  need(
    typeof idle === 'number' && Number.isFinite(idle) && idle > 0 && idle <= 24 * 60,
    'constants.idleMinutes',
    'must be a number of minutes above 0, at most a day',
  );
  need(
    typeof warn === 'number' && Number.isFinite(warn) && warn >= 0 && (typeof idle !== 'number' || warn < idle * 60),
    'constants.idleWarningSeconds',
    'must be a number of seconds, 0 or more and less than constants.idleMinutes',
  );

  // The cards overview's E-Cash threshold (since contract 1.1.0): optional, with the spec's default.
  const lowCash = c.lowCashThreshold ?? DEFAULT_CONSTANTS.lowCashThreshold;
  need(
    typeof lowCash === 'number' && Number.isFinite(lowCash) && lowCash >= 0 && lowCash <= 300,
    'constants.lowCashThreshold',
    'must be a number of dollars from 0 to 300',
  );

  if (errors.length) return { ok: false, errors };
  const sections = input.sections === undefined ? undefined : checkedTable(input.sections, routes);
  return {
    ok: true,
    config: {
      ...input,
      constants: { ...c, idleMinutes: idle, idleWarningSeconds: warn, lowCashThreshold: lowCash },
      ...(sections ? { sections } : {}),
    } as unknown as PortalConfig,
  };
}

/**
 * The table the shell's server merged (`sections`), read again as the page takes it: a section only where the config
 * gives its remote an address for it, with the fields the page reads of the kinds it reads them. The server checked each
 * release's declaration in full (@portal/host/sections check.ts); this is what the page can check at the cost of a few
 * lines in its first download, so a copy kept by a cache, or a server of another version, cannot put a section where
 * the config gives it no address. What does not hold is left out; a table that is not one is none (the page then reads
 * the releases itself).
 */
export function checkedTable(input: unknown, routes: Record<string, string[]>): SectionsTable | undefined {
  if (!isObject(input) || !Array.isArray(input.sections)) return undefined;
  const texts = (v: unknown) => isObject(v) && typeof v.en === 'string' && typeof v.fr === 'string';
  const sections = input.sections.filter(
    (s): s is TableSection =>
      isObject(s) &&
      typeof s.remote === 'string' &&
      typeof s.path === 'string' &&
      typeof s.module === 'string' &&
      texts(s.name) &&
      (s.tab === undefined || (isObject(s.tab) && texts(s.tab.label))) &&
      (routes[s.remote] ?? []).some((route) => routeCovers(route, String(s.path).replace(/\/\*$/, ''))),
  );
  const unavailable = Array.isArray(input.unavailable)
    ? input.unavailable.filter((x): x is string => typeof x === 'string' && x in routes)
    : [];
  const refused = Array.isArray(input.refused) ? (input.refused.filter(isObject) as unknown as NonNullable<SectionsTable['refused']>) : [];
  return { sections, ...(unavailable.length ? { unavailable } : {}), ...(refused.length ? { refused } : {}) };
}

/** Where the shell reads its runtime config. */
export const PORTAL_CONFIG_PATH = '/portal.config.json';
/**
 * The window property where index.html's inline script leaves what it fetched at once, by path (the runtime config:
 * shared/build/preloadPlugin.ts writes the script, shell/src/startup.ts takes the answer).
 */
export const EARLY_FETCHES = 'portalEarlyFetches';

/** Loads and validates the runtime config; fetch and JSON failures are reported like invalid keys. */
export async function loadPortalConfig(url = PORTAL_CONFIG_PATH, fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-cache' });
  } catch (e) {
    return { ok: false, errors: [`${url}: could not be fetched (${(e as Error).message})`] };
  }
  if (!res.ok) return { ok: false, errors: [`${url}: answered HTTP ${res.status}`] };
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { ok: false, errors: [`${url}: is not valid JSON`] };
  }
  return validatePortalConfig(json);
}
