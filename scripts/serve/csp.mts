/**
 * The security headers of every app, and its Content-Security-Policy assembled from the runtime config: the
 * origins the portal may load scripts from and talk to are exactly the ones the config names, so adding a remote
 * origin (or moving the API) to /portal.config.json updates the policy too. No imports but types: the servers of
 * `npm start` and of the images both use it.
 */
import type { PortalConfig } from '@portal/contract';

export interface CspOptions {
  /** 'sha256-…' sources of the inline scripts in the app's own HTML files (the integrator example pages). */
  inlineScriptHashes?: string[];
  /** Who may frame the page: "'none'" (the portal) or a list of origins (an embed page, when configured). */
  frameAncestors?: string;
  /** Served over https: insecure requests are upgraded. */
  https?: boolean;
  /** The address of the app's service worker (the shell's /sw.js), the one worker the page may start. */
  serviceWorker?: string;
}

const originOf = (url: unknown): string | null => {
  if (typeof url !== 'string') return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
};

const unique = (list: Array<string | null>): string[] => [...new Set(list.filter((s): s is string => Boolean(s)))];

/**
 * Every origin the identity provider answers from: the authority, the hosts MSAL trusts, and the endpoints of an
 * inline discovery document (whose token endpoint may be elsewhere than the https authority string).
 */
export function identityOrigins(auth: PortalConfig['auth']): string[] {
  const fromMetadata: Array<string | null> = [];
  if (auth.authorityMetadata) {
    try {
      const meta = JSON.parse(auth.authorityMetadata) as Record<string, unknown>;
      for (const key of ['issuer', 'authorization_endpoint', 'token_endpoint', 'end_session_endpoint', 'jwks_uri'])
        fromMetadata.push(originOf(meta[key]));
    } catch {
      /* validated before it gets here; an unreadable document adds nothing */
    }
  }
  return unique([originOf(auth.authority), ...auth.knownAuthorities.map((host) => originOf(`https://${host}`)), ...fromMetadata]);
}

/** The policy as a header value. Without a runtime config only the app's own origin is allowed. */
export function contentSecurityPolicy(config: PortalConfig | null, opts: CspOptions = {}): string {
  const remotes = config?.allowedRemoteOrigins ?? [];
  const identity = config ? identityOrigins(config.auth) : [];
  const connect = config
    ? unique([originOf(config.apiBase), originOf(config.bannerUrl), ...identity, ...remotes, originOf(config.monitoring?.eventsUrl)])
    : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Scripts: the app's own files, the allow-listed remotes, and the hashes of known inline scripts. Never
    // 'unsafe-inline' or 'unsafe-eval'.
    ['script-src', ["'self'", ...remotes, ...(opts.inlineScriptHashes ?? []).map((h) => `'${h}'`)]],
    // Styles: emotion (MUI) and goober (notistack) write computed rules into <style> elements at run time. A nonce
    // would make every HTML response unique (no 304 revalidation) and would have to reach every embed host, so
    // styles keep 'unsafe-inline'; scripts, where injection runs code, have no exception.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connect]],
    // MSAL renews a session in a hidden frame at the provider when a refresh token cannot.
    ['frame-src', identity.length ? identity : ["'none'"]],
    // The shell's service worker, by its full address, and no other worker; none for the other apps.
    ['worker-src', [opts.serviceWorker ?? "'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [opts.frameAncestors ?? "'none'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (opts.https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/** The headers every response of an app carries (the policy is computed once per server by the caller). */
export function securityHeaders(csp: string, opts: { https: boolean; frameable: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(opts.frameable ? {} : { 'X-Frame-Options': 'DENY' }),
    ...(opts.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
