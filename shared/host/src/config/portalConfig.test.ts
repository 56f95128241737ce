import { testConfig } from '@portal/kit/testing';
import { allowedPaymentOrigins, isLoopbackHost, isSecureUrl } from '@portal/kit/config';
import { loadPortalConfig, pinOf, requireFileHashesOf, validatePortalConfig } from './portalConfig';

const validConfig = testConfig;

describe('https outside localhost (issue 25)', () => {
  test('plain http only on a loopback host', () => {
    for (const h of ['localhost', 'portal.localhost', '127.0.0.1', '127.9.8.7', '[::1]']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['localhost.evil.example', '128.0.0.1', 'api.transit.example', '10.0.0.1']) expect(isLoopbackHost(h)).toBe(false);
    expect(isSecureUrl('https://api.transit.example/api/')).toBe(true);
    expect(isSecureUrl('http://localhost:4000/api/')).toBe(true);
    expect(isSecureUrl('http://api.transit.example/api/')).toBe(false);
    expect(isSecureUrl('http://localhost.evil.example/api/')).toBe(false);
    expect(isSecureUrl('ftp://localhost/')).toBe(false);
    expect(isSecureUrl(42)).toBe(false);
  });

  test('the API, the identity provider and the payment page must be https outside localhost; each is named', () => {
    const c = validConfig() as unknown as Record<string, any>; // any: the test breaks the shape on purpose
    c.apiBase = 'http://api.transit.example/api/';
    c.auth.passwordResetUrl = 'http://idp.transit.example/reset';
    c.auth.authorityMetadata = JSON.stringify({
      authorization_endpoint: 'https://idp.transit.example/authorize',
      token_endpoint: 'http://idp.transit.example/token',
    });
    c.allowedPaymentOrigins = ['http://checkout.payments.example'];
    const result = validatePortalConfig(c);
    expect(!result.ok && result.errors).toEqual([
      'apiBase: must be an https URL (plain http only on localhost: access tokens are sent to it)',
      'auth.authorityMetadata.token_endpoint: must be an https URL (plain http only on localhost)',
      'auth.passwordResetUrl: must be an https URL (plain http only on localhost)',
      "allowedPaymentOrigins: must be a list of the payment page's origins, such as https://checkout.payments.example (https; plain http only on localhost)",
    ]);
  });

  test('the payment page origins: required, origins only (no path), and read back only as far as they are valid', () => {
    const named = (v: unknown) => {
      const c = validConfig() as unknown as Record<string, unknown>;
      if (v === undefined) delete c.allowedPaymentOrigins;
      else c.allowedPaymentOrigins = v;
      const r = validatePortalConfig(c);
      return r.ok ? [] : r.errors.map((e) => e.split(':')[0]);
    };
    expect(named(['https://pay.test', 'http://localhost:4000'])).toEqual([]);
    for (const bad of [undefined, [], 'https://pay.test', ['https://pay.test/path'], ['https://pay.test', 7]])
      expect(named(bad)).toEqual(['allowedPaymentOrigins']);
    // A section checks what an older shell passed through unvalidated: only well-formed origins count, none if absent.
    const config = { ...validConfig(), allowedPaymentOrigins: ['https://pay.test', 'http://evil.example', 'https://x.test/p', 5] };
    expect(allowedPaymentOrigins(config as never)).toEqual(['https://pay.test']);
    const { allowedPaymentOrigins: _gone, ...old } = validConfig();
    expect(allowedPaymentOrigins(old)).toEqual([]);
  });
});

describe('validatePortalConfig', () => {
  test('accepts a complete config', () => {
    expect(validatePortalConfig(validConfig())).toEqual({ ok: true, config: validConfig() });
  });

  test('names each bad key', () => {
    const c = validConfig() as unknown as Record<string, any>; // any: the test breaks the shape on purpose
    c.auth.authority = 'http://localhost:4000/x';
    delete c.features.eCash;
    c.constants.passwordPolicy = 'medium';
    c.remotes.balance.manifest = 'https://evil.example/mf-manifest.json';
    const result = validatePortalConfig(c);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'auth.authority: must be an https URL (MSAL refuses any other)',
      'remotes.balance.manifest: origin https://evil.example is not in allowedRemoteOrigins',
      'features.eCash: must be true or false',
      'constants.passwordPolicy: must be "basic" or "strong"',
    ]);
  });

  test("a section pinned to a release: its manifest and that manifest's sha256; a bad pin is named by its key", () => {
    const integrity = `sha256-${'Q'.repeat(43)}=`;
    const pinned = validConfig();
    pinned.remotes.reload = { ...pinned.remotes.reload, manifest: 'http://r.test/releases/1.4.0/mf-manifest.json', integrity };
    expect(validatePortalConfig(pinned)).toEqual({ ok: true, config: pinned });
    const bad = (reload: Record<string, unknown>) => {
      const c = validConfig() as unknown as { remotes: Record<string, unknown> };
      c.remotes.reload = reload;
      const r = validatePortalConfig(c);
      return r.ok ? [] : r.errors;
    };
    expect(bad({ manifest: 'http://r.test/releases/1.4.0/mf-manifest.json', integrity: 'sha256-short' })).toEqual([
      'remotes.reload.integrity: must be "sha256-" and the base64 sha256 of the release\'s mf-manifest.json (51 characters in all)',
    ]);
    // A release built before manifests recorded their files' hashes: the pin adds its remoteEntry.js's sha256.
    const legacy = validConfig();
    legacy.remotes.reload = {
      ...legacy.remotes.reload,
      manifest: 'http://r.test/releases/1.0.0/mf-manifest.json',
      integrity,
      entryIntegrity: integrity,
    } as typeof legacy.remotes.reload;
    expect(validatePortalConfig(legacy)).toEqual({ ok: true, config: legacy });
    expect(pinOf(legacy, 'reload')).toEqual({
      manifest: 'http://r.test/releases/1.0.0/mf-manifest.json',
      integrity,
      entryIntegrity: integrity,
    });
    expect(pinOf(pinned, 'reload')).toEqual({ manifest: 'http://r.test/releases/1.4.0/mf-manifest.json', integrity });
    expect(pinOf(validConfig(), 'reload')).toBeNull();
    expect(bad({ manifest: 'http://r.test/releases/1.0.0/mf-manifest.json', integrity, entryIntegrity: 'sha256-x' })).toEqual([
      'remotes.reload.entryIntegrity: must be "sha256-" and the base64 sha256 of the release\'s remoteEntry.js (51 characters in all)',
    ]);
    expect(bad({ manifest: 'http://r.test/releases/1.0.0/mf-manifest.json', entryIntegrity: integrity })).toEqual([
      'remotes.reload.entryIntegrity: only with "integrity": it completes a pin',
    ]);
    expect(bad({ manifest: 'http://r.test/mf-manifest.json', integrity })).toEqual([
      "remotes.reload.manifest: a pinned section names one release's manifest (…/releases/<version>/mf-manifest.json), not the one that moves with each deploy",
    ]);
    expect(bad({ manifest: 'http://r.test/releases/1.4.0/mf-manifest.json', integrty: integrity })).toEqual([
      'remotes.reload.integrty: unknown key (a section has "manifest" and, when pinned, "integrity"; its addresses are in "routes")',
    ]);
  });

  test('the monitoring address is optional and must be an http(s) URL', () => {
    const c = { ...validConfig(), monitoring: { eventsUrl: 'javascript:alert(1)' } };
    expect(validatePortalConfig(c)).toEqual({ ok: false, errors: ['monitoring.eventsUrl: must be an http(s) URL'] });
    const ok = { ...validConfig(), monitoring: { eventsUrl: 'https://monitor.example/events' } };
    expect(validatePortalConfig(ok).ok).toBe(true);
  });

  test('the monitoring sample rate is a share from 0 to 1', () => {
    for (const sampleRate of [0, 0.25, 1])
      expect(validatePortalConfig({ ...validConfig(), monitoring: { eventsUrl: 'https://m.example/v1/logs', sampleRate } }).ok).toBe(true);
    for (const sampleRate of [-0.1, 1.5, '0.5'])
      expect(validatePortalConfig({ ...validConfig(), monitoring: { eventsUrl: 'https://m.example/v1/logs', sampleRate } })).toEqual({
        ok: false,
        errors: ['monitoring.sampleRate: must be a number from 0 to 1'],
      });
  });

  test('requireFileHashes is true or false, and read by the shell alone', () => {
    expect(requireFileHashesOf(validConfig())).toBe(false);
    for (const requireFileHashes of [true, false]) {
      const result = validatePortalConfig({ ...validConfig(), requireFileHashes });
      expect(result.ok).toBe(true);
      if (result.ok) expect(requireFileHashesOf(result.config)).toBe(requireFileHashes);
    }
    expect(validatePortalConfig({ ...validConfig(), requireFileHashes: 'yes' })).toEqual({
      ok: false,
      errors: ["requireFileHashes: must be true or false (true: a section whose release's manifest records no file hashes is refused)"],
    });
  });

  test('inactivity: 15 minutes and a warning 2 minutes before when not given; a bad value is named', () => {
    const c = validConfig() as unknown as { constants: Record<string, unknown> };
    delete c.constants.idleMinutes;
    delete c.constants.idleWarningSeconds;
    const r = validatePortalConfig(c);
    expect(r.ok && [r.config.constants.idleMinutes, r.config.constants.idleWarningSeconds]).toEqual([15, 120]);
    const bad = (idleMinutes: unknown, idleWarningSeconds: unknown) => {
      const b = validConfig() as unknown as { constants: Record<string, unknown> };
      Object.assign(b.constants, { idleMinutes, idleWarningSeconds });
      const result = validatePortalConfig(b);
      return result.ok ? [] : result.errors;
    };
    expect(bad(0, 10)).toEqual([
      'constants.idleMinutes: must be a number of minutes above 0, at most a day',
      'constants.idleWarningSeconds: must be a number of seconds, 0 or more and less than constants.idleMinutes',
    ]);
    expect(bad('15', 120)).toContain('constants.idleMinutes: must be a number of minutes above 0, at most a day');
    expect(bad(1, 60)).toEqual([
      'constants.idleWarningSeconds: must be a number of seconds, 0 or more and less than constants.idleMinutes',
    ]);
    expect(bad(0.5, 10)).toEqual([]);
  });

  test("the cards overview's E-Cash threshold: 5 dollars when not given, kept when given, a bad one named", () => {
    const c = validConfig() as unknown as { constants: Record<string, unknown> };
    delete c.constants.lowCashThreshold;
    const r = validatePortalConfig(c);
    expect(r.ok && r.config.constants.lowCashThreshold).toBe(5);
    const given = (lowCashThreshold: unknown) => {
      const b = validConfig() as unknown as { constants: Record<string, unknown> };
      b.constants.lowCashThreshold = lowCashThreshold;
      return validatePortalConfig(b);
    };
    const ten = given(10);
    expect(ten.ok && ten.config.constants.lowCashThreshold).toBe(10);
    for (const bad of [-1, 300.01, '5', Number.NaN])
      expect(given(bad)).toEqual({ ok: false, errors: ['constants.lowCashThreshold: must be a number of dollars from 0 to 300'] });
  });

  test('a missing section or a non-object is reported, not thrown', () => {
    expect(validatePortalConfig(null)).toEqual({ ok: false, errors: ['(root): must be a JSON object'] });
    const { auth: _auth, ...noAuth } = validConfig();
    const r = validatePortalConfig(noAuth);
    expect(!r.ok && r.errors[0]).toBe('auth: must be an object');
  });

  test('a remote badly named, a bad origin list, routes missing or held by two remotes are refused', () => {
    const c = validConfig() as unknown as Record<string, any>; // any: see above
    c.remotes['Extra-One'] = { manifest: 'http://localhost:3009/mf-manifest.json' };
    c.routes.balance = undefined;
    c.routes.reload = ['/home/reload', '/account/payment'];
    c.routes.public = ['/reset', '/login'];
    c.routes.offers = ['/offers'];
    c.allowedRemoteOrigins = ['http://localhost:3001/path'];
    const r = validatePortalConfig(c);
    expect(!r.ok && r.errors).toEqual(
      expect.arrayContaining([
        "remotes.Extra-One: a remote's name is lower-case letters and digits (its container is portal_<name>)",
        'routes.balance: must be a list of the addresses the remote\'s sections may have, such as "/home/balance" or "/account/*"',
        `routes.public: "/login" holds an address of the shell's own (/, /login, /redirect.html, /home, /account)`,
        'routes.account: "/account/*" holds addresses of routes.reload\'s "/account/payment"',
        'routes.offers: not a remote of "remotes"',
        'allowedRemoteOrigins: must be a list of origins such as https://balance.example.org',
      ]),
    );
  });

  test('a fifth remote needs no shell of its own: any well-named remote with its manifest and routes', () => {
    const c = validConfig() as unknown as Record<string, any>; // any: see above
    c.remotes.offers = { manifest: 'http://r.test/offers/mf-manifest.json' };
    c.routes.offers = ['/offers/*'];
    expect(validatePortalConfig(c).ok).toBe(true);
  });

  test('the sections table its server merged is checked again: a section where the config gives its remote no address is left out', () => {
    const section = (remote: string, path: string) => ({
      remote,
      release: '1.0.0',
      path,
      module: 'M',
      name: { en: 'N', fr: 'N' },
      frame: null,
      signedIn: true,
    });
    const c = {
      ...validConfig(),
      sections: {
        sections: [
          section('account', '/RequestMobileAccountDeletion'),
          section('reload', '/RequestMobileAccountDeletion2'),
          section('nobody', '/x'),
        ],
        unavailable: ['balance', 'nobody'],
      },
    };
    const r = validatePortalConfig(c);
    expect(r.ok && r.config.sections).toEqual({
      sections: [section('account', '/RequestMobileAccountDeletion')],
      unavailable: ['balance'],
    });
  });
});

describe('loadPortalConfig', () => {
  // jsdom has no Response: a minimal stand-in with what loadPortalConfig reads.
  const respond = (status: number, body: string) =>
    jest.fn(async () => ({ ok: status < 400, status, json: async () => JSON.parse(body) as unknown })) as unknown as typeof fetch;
  test('reports HTTP errors, bad JSON and network failures with the URL', async () => {
    expect(await loadPortalConfig('/portal.config.json', respond(404, ''))).toEqual({
      ok: false,
      errors: ['/portal.config.json: answered HTTP 404'],
    });
    expect(await loadPortalConfig('/portal.config.json', respond(200, '{oops'))).toEqual({
      ok: false,
      errors: ['/portal.config.json: is not valid JSON'],
    });
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadPortalConfig('/portal.config.json', failing)).toEqual({
      ok: false,
      errors: ['/portal.config.json: could not be fetched (Failed to fetch)'],
    });
  });
  test('returns the validated config', async () => {
    expect(await loadPortalConfig('/portal.config.json', respond(200, JSON.stringify(validConfig())))).toMatchObject({ ok: true });
  });
});
