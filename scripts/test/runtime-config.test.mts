import assert from 'node:assert/strict';
import { test } from 'node:test';
import { configFromEnv } from '../runtime-config.mts';
import { assembleConfig } from '../config-from-env.mts';

const base = {
  API_BASE: 'https://api.transit.example/api/',
  BANNER_URL: 'https://transit.example/banner.json',
  AUTH_CLIENT_ID: 'client',
  AUTH_AUTHORITY: 'https://transit.b2clogin.com/transit.onmicrosoft.com/B2C_1_signupsignin',
  AUTH_KNOWN_AUTHORITIES: 'transit.b2clogin.com',
  AUTH_SCOPES: 'https://transit.onmicrosoft.com/api/read,https://transit.onmicrosoft.com/api/write',
  AUTH_REDIRECT_URI: 'https://portal.transit.example/redirect.html',
  AUTH_POST_LOGOUT_REDIRECT_URI: 'https://portal.transit.example/login',
  AUTH_PASSWORD_RESET_URL: 'https://transit.b2clogin.com/r',
  AUTH_PROFILE_EDIT_URL: 'https://transit.b2clogin.com/e',
  ALLOWED_REMOTE_ORIGINS:
    'https://balance.transit.example,https://reload.transit.example,https://account.transit.example,https://public.transit.example',
  REMOTE_BALANCE_MANIFEST: 'https://balance.transit.example/mf-manifest.json',
  REMOTE_RELOAD_MANIFEST: 'https://reload.transit.example/mf-manifest.json',
  REMOTE_ACCOUNT_MANIFEST: 'https://account.transit.example/mf-manifest.json',
  REMOTE_PUBLIC_MANIFEST: 'https://public.transit.example/mf-manifest.json',
  REMOTE_BALANCE_ROUTES: '/home/balance,/home/cards',
  REMOTE_RELOAD_ROUTES: '/home/reload,/transaction_result,/transaction_result_saved',
  REMOTE_ACCOUNT_ROUTES: '/home/manage,/account/*,/RequestMobileAccountDeletion',
  REMOTE_PUBLIC_ROUTES: '/confirm,/ConfirmMobile,/reset,/ResetPasswordMobile',
  ALLOWED_PAYMENT_ORIGINS: 'https://checkout.payments.example',
};

test("production-style variables make a valid config with the spec's feature switches and constants by default", () => {
  const r = configFromEnv(base);
  assert.ok(r.ok);
  assert.deepEqual(r.config.auth.scopes, ['https://transit.onmicrosoft.com/api/read', 'https://transit.onmicrosoft.com/api/write']);
  assert.deepEqual(r.config.features, {
    eCash: true,
    comments: true,
    manageAccount: true,
    autoReloads: true,
    cardSuspension: true,
    recaptcha: false,
    legacyAuth: false,
    accountInfoTab: false,
  });
  assert.equal(r.config.constants.eCashLimit, 300);
});

test('switches and constants come from variables; a bad one is named', () => {
  const r = configFromEnv({ ...base, FEATURE_ACCOUNT_INFO_TAB: 'true', PASSWORD_POLICY: 'basic' });
  assert.ok(r.ok && r.config.features.accountInfoTab && r.config.constants.passwordPolicy === 'basic');
  const bad = configFromEnv({ ...base, PASSWORD_POLICY: 'weak', REMOTE_PUBLIC_MANIFEST: 'https://evil.example/mf-manifest.json' });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.errors, [
    'remotes.public.manifest: origin https://evil.example is not in allowedRemoteOrigins',
    'constants.passwordPolicy: must be "basic" or "strong"',
  ]);
});

test('a pin and the monitoring address come from variables; a bad pin is named by its key', () => {
  const integrity = `sha256-${'Q'.repeat(43)}=`;
  const pinned = configFromEnv({
    ...base,
    REMOTE_RELOAD_MANIFEST: 'https://reload.transit.example/releases/1.4.0/mf-manifest.json',
    REMOTE_RELOAD_INTEGRITY: integrity,
    MONITORING_EVENTS_URL: 'https://monitor.transit.example/events',
  });
  assert.ok(pinned.ok);
  assert.deepEqual(pinned.config.remotes.reload, {
    manifest: 'https://reload.transit.example/releases/1.4.0/mf-manifest.json',
    integrity,
  });
  assert.deepEqual(pinned.config.remotes.balance, { manifest: 'https://balance.transit.example/mf-manifest.json' });
  assert.deepEqual(pinned.config.routes.reload, ['/home/reload', '/transaction_result', '/transaction_result_saved']);
  assert.deepEqual(pinned.config.routes.balance, ['/home/balance', '/home/cards']);
  assert.deepEqual(pinned.config.monitoring, { eventsUrl: 'https://monitor.transit.example/events' });
  // The share of page views reported (read by the shell alone), checked like the rest.
  const sampled = configFromEnv({
    ...base,
    MONITORING_EVENTS_URL: 'https://collector.transit.example/v1/logs',
    MONITORING_SAMPLE_RATE: '0.1',
  });
  assert.ok(sampled.ok);
  assert.deepEqual(sampled.config.monitoring, { eventsUrl: 'https://collector.transit.example/v1/logs', sampleRate: 0.1 });
  const oversampled = configFromEnv({
    ...base,
    MONITORING_EVENTS_URL: 'https://collector.transit.example/v1/logs',
    MONITORING_SAMPLE_RATE: '2',
  });
  assert.ok(!oversampled.ok);
  assert.deepEqual(oversampled.errors, ['monitoring.sampleRate: must be a number from 0 to 1']);
  const bad = configFromEnv({ ...base, REMOTE_RELOAD_INTEGRITY: 'sha384-abc' });
  assert.ok(!bad.ok);
  assert.deepEqual(bad.errors, [
    'remotes.reload.integrity: must be "sha256-" and the base64 sha256 of the release\'s mf-manifest.json (51 characters in all)',
    "remotes.reload.manifest: a pinned section names one release's manifest (…/releases/<version>/mf-manifest.json), not the one that moves with each deploy",
  ]);
  // A release built before manifests recorded file hashes: its entry's sha256 too.
  const legacy = configFromEnv({
    ...base,
    REMOTE_RELOAD_MANIFEST: 'https://reload.transit.example/releases/1.0.0/mf-manifest.json',
    REMOTE_RELOAD_INTEGRITY: integrity,
    REMOTE_RELOAD_ENTRY_INTEGRITY: integrity,
  });
  assert.ok(legacy.ok);
  assert.deepEqual(legacy.config.remotes.reload, {
    manifest: 'https://reload.transit.example/releases/1.0.0/mf-manifest.json',
    integrity,
    entryIntegrity: integrity,
  });
});

test('PORTAL_CONFIG gives the whole file; invalid JSON is reported', () => {
  assert.deepEqual(configFromEnv({ PORTAL_CONFIG: '{oops' }), { ok: false, errors: ['PORTAL_CONFIG: is not valid JSON'] });
});

test('the defaults written from environment variables are the ones the embeds use (shared/kit/src/config/defaults.ts)', async () => {
  // The scripts keep their own literal defaults (they run where shared's TypeScript is CommonJS); this keeps the two equal.
  const { DEFAULT_CONSTANTS, DEFAULT_FEATURES } = (await import('@portal/kit/config')) as typeof import('@portal/kit/config');
  const written = assembleConfig({}) as { features: unknown; constants: unknown };
  assert.deepEqual(written.features, DEFAULT_FEATURES);
  assert.deepEqual(written.constants, DEFAULT_CONSTANTS);
});

test("the payment page's origins come from ALLOWED_PAYMENT_ORIGINS; without them, or over plain http outside localhost, the config is refused", () => {
  const r = configFromEnv(base);
  assert.ok(r.ok);
  assert.deepEqual((r.config as unknown as { allowedPaymentOrigins: string[] }).allowedPaymentOrigins, [
    'https://checkout.payments.example',
  ]);
  const { ALLOWED_PAYMENT_ORIGINS: _none, ...without } = base;
  const missing = configFromEnv(without);
  assert.ok(!missing.ok && missing.errors.some((e) => e.startsWith('allowedPaymentOrigins: ')));
  const clear = configFromEnv({
    ...base,
    API_BASE: 'http://api.transit.example/api/',
    ALLOWED_PAYMENT_ORIGINS: 'http://checkout.payments.example',
  });
  assert.ok(!clear.ok);
  assert.deepEqual(
    clear.errors.map((e) => e.split(':')[0]),
    ['apiBase', 'allowedPaymentOrigins'],
  );
});

test('the remotes are those the variables name (REMOTE_<NAME>_MANIFEST), each with the addresses its sections may have', () => {
  const r = configFromEnv({
    ...base,
    ALLOWED_REMOTE_ORIGINS: `${base.ALLOWED_REMOTE_ORIGINS},https://offers.transit.example`,
    REMOTE_OFFERS_MANIFEST: 'https://offers.transit.example/mf-manifest.json',
    REMOTE_OFFERS_ROUTES: '/offers/*',
  });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
  assert.deepEqual(Object.keys(r.config.remotes).sort(), ['account', 'balance', 'offers', 'public', 'reload']);
  assert.deepEqual(r.config.routes.offers, ['/offers/*']);
  // A remote without its routes, or with an address another remote has, is named.
  const { REMOTE_PUBLIC_ROUTES: _routes, ...noRoutes } = base;
  const missing = configFromEnv(noRoutes);
  assert.ok(!missing.ok && missing.errors.some((e) => e.startsWith('routes.public: must be a list')));
  const taken = configFromEnv({ ...base, REMOTE_PUBLIC_ROUTES: '/reset,/account/payment' });
  assert.ok(
    !taken.ok && taken.errors.some((e) => e.includes('holds addresses of routes.account')),
    JSON.stringify(!taken.ok && taken.errors),
  );
});
