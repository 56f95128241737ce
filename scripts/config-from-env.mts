/**
 * The runtime config assembled from environment variables, with the spec's defaults for the feature switches
 * (section 6) and constants (section 9). No imports: the journeys' stack uses it too. Validation is in
 * runtime-config.mts.
 */
type Env = Record<string, string | undefined>;

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const bool = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === 'true' || v === '1');
const num = (v: string | undefined, fallback: number) => (v === undefined || v === '' ? fallback : Number(v));

export interface MsalSettings {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  authorityMetadata?: string;
  scopes: string[];
  passwordResetUrl: string;
  profileEditUrl: string;
}

/**
 * The remotes the environment names: each `REMOTE_<NAME>_MANIFEST` is one (a new remote is a new set of variables, no
 * new server), its name in lower case.
 */
export const remoteNames = (env: Env): string[] =>
  Object.keys(env)
    .map((key) => /^REMOTE_([A-Z][A-Z0-9]*)_MANIFEST$/.exec(key)?.[1])
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase())
    .sort();

export function assembleConfig(env: Env, msal?: MsalSettings): Record<string, unknown> {
  // A section follows its latest release (its moving manifest), or is pinned to one release's manifest and that
  // manifest's sha256 (REMOTE_<NAME>_INTEGRITY); a release built before manifests recorded file hashes adds its
  // remoteEntry.js's sha256 (REMOTE_<NAME>_ENTRY_INTEGRITY). REMOTE_<NAME>_ROUTES: the addresses its sections may have,
  // comma-separated (`/account/*,/home/manage`).
  const remote = (name: string) => {
    const integrity = env[`REMOTE_${name.toUpperCase()}_INTEGRITY`];
    const entryIntegrity = env[`REMOTE_${name.toUpperCase()}_ENTRY_INTEGRITY`];
    return {
      manifest: env[`REMOTE_${name.toUpperCase()}_MANIFEST`] ?? '',
      ...(integrity ? { integrity } : {}),
      ...(entryIntegrity ? { entryIntegrity } : {}),
    };
  };
  return {
    apiBase: env.API_BASE,
    bannerUrl: env.BANNER_URL,
    transitInfoUrl: env.TRANSIT_INFO_URL ?? 'https://transit.example/',
    auth: {
      clientId: env.AUTH_CLIENT_ID ?? msal?.clientId,
      authority: env.AUTH_AUTHORITY ?? msal?.authority,
      knownAuthorities: env.AUTH_KNOWN_AUTHORITIES ? list(env.AUTH_KNOWN_AUTHORITIES) : msal?.knownAuthorities,
      ...((env.AUTH_AUTHORITY_METADATA ?? msal?.authorityMetadata)
        ? { authorityMetadata: env.AUTH_AUTHORITY_METADATA ?? msal?.authorityMetadata }
        : {}),
      scopes: env.AUTH_SCOPES ? list(env.AUTH_SCOPES) : msal?.scopes,
      redirectUri: env.AUTH_REDIRECT_URI,
      postLogoutRedirectUri: env.AUTH_POST_LOGOUT_REDIRECT_URI,
      passwordResetUrl: env.AUTH_PASSWORD_RESET_URL ?? msal?.passwordResetUrl,
      profileEditUrl: env.AUTH_PROFILE_EDIT_URL ?? msal?.profileEditUrl,
      ...(env.AUTH_PROTOCOL_MODE ? { protocolMode: env.AUTH_PROTOCOL_MODE } : {}),
    },
    remotes: Object.fromEntries(remoteNames(env).map((name) => [name, remote(name)])),
    routes: Object.fromEntries(remoteNames(env).map((name) => [name, list(env[`REMOTE_${name.toUpperCase()}_ROUTES`])])),
    ...(env.MONITORING_EVENTS_URL
      ? {
          monitoring: {
            eventsUrl: env.MONITORING_EVENTS_URL,
            ...(env.MONITORING_SAMPLE_RATE ? { sampleRate: Number(env.MONITORING_SAMPLE_RATE) } : {}),
          },
        }
      : {}),
    allowedRemoteOrigins: list(env.ALLOWED_REMOTE_ORIGINS),
    // A section whose release's manifest records no file hashes is refused, not run unchecked (docs/releases.md).
    requireFileHashes: bool(env.REQUIRE_FILE_HASHES, true),
    // The hosted payment page's origins: checkout sends customers nowhere else, whatever the API answers.
    allowedPaymentOrigins: list(env.ALLOWED_PAYMENT_ORIGINS),
    features: {
      eCash: bool(env.FEATURE_ECASH, true),
      comments: bool(env.FEATURE_COMMENTS, true),
      manageAccount: bool(env.FEATURE_MANAGE_ACCOUNT, true),
      autoReloads: bool(env.FEATURE_AUTO_RELOADS, true),
      cardSuspension: bool(env.FEATURE_CARD_SUSPENSION, true),
      recaptcha: bool(env.FEATURE_RECAPTCHA, false),
      legacyAuth: bool(env.FEATURE_LEGACY_AUTH, false),
      accountInfoTab: bool(env.FEATURE_ACCOUNT_INFO_TAB, false),
    },
    constants: {
      eCashLimit: num(env.ECASH_LIMIT, 300),
      reloadMinimum: num(env.RELOAD_MINIMUM, 0),
      autoReloadMinimum: num(env.AUTO_RELOAD_MINIMUM, 10),
      passwordPolicy: env.PASSWORD_POLICY ?? 'strong',
      defaultCity: env.DEFAULT_CITY ?? 'Winnipeg',
      toastMs: num(env.TOAST_MS, 4000),
      idleMinutes: num(env.IDLE_MINUTES, 15),
      idleWarningSeconds: num(env.IDLE_WARNING_SECONDS, 120),
      lowCashThreshold: num(env.LOW_CASH_THRESHOLD, 5),
    },
  };
}
