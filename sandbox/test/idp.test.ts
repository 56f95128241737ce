import {
  AUTHORITY_PATH,
  apiClient,
  beginSignIn,
  browse,
  CLIENT_ID,
  decodeJwt,
  DEMO,
  outbox,
  signIn,
  signInSession,
  startSandbox,
  tokenRequest,
  type SandboxProcess,
} from './support';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.stop();
});

describe('identity provider (B2C-shaped)', () => {
  test('publishes discovery under the B2C authority, in any letter case', async () => {
    for (const p of [
      `${AUTHORITY_PATH}/v2.0/.well-known/openid-configuration`,
      `${AUTHORITY_PATH.toLowerCase()}/v2.0/.well-known/openid-configuration`,
    ]) {
      const res = await fetch(`${sb.url}${p}`);
      expect(res.status).toBe(200);
      const doc = await res.json();
      const base = `${sb.url}/transit.onmicrosoft.com/b2c_1_signupsignin`;
      expect(doc.issuer).toBe(`${base}/v2.0/`);
      expect(doc.authorization_endpoint).toBe(`${base}/oauth2/v2.0/authorize`);
      expect(doc.token_endpoint).toBe(`${base}/oauth2/v2.0/token`);
      expect(doc.end_session_endpoint).toBe(`${base}/oauth2/v2.0/logout`);
      expect(doc.jwks_uri).toBe(`${base}/discovery/v2.0/keys`);
      expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    }
    const keys = await (await fetch(`${sb.url}${AUTHORITY_PATH}/discovery/v2.0/keys`)).json();
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(keys.keys[0].d).toBeUndefined();
  });

  test('shows its own sign-in page with the expected fields and a sign-up link', async () => {
    const { jar, loginPage } = await beginSignIn(sb.url);
    const html = await (await browse(jar, loginPage)).text();
    expect(html).toContain('<label for="email">Email Address</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).toMatch(/href="[^"]+\/signup">Sign up now</);
  });

  test('speaks French when the portal asks with ui_locales (as B2C does), English otherwise', async () => {
    const { jar, loginPage } = await beginSignIn(sb.url, { extra: { ui_locales: 'fr-CA' } });
    const html = await (await browse(jar, loginPage)).text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<label for="email">Adresse courriel</label>');
    expect(html).toContain('>Se connecter</button>');
    const en = await beginSignIn(sb.url, { extra: { ui_locales: 'de-DE' } });
    expect(await (await browse(en.jar, en.loginPage)).text()).toContain('<label for="email">Email Address</label>');
  });

  test('refuses bad credentials with a clear error and no code', async () => {
    const { jar, loginPage } = await beginSignIn(sb.url);
    const action = /action="([^"]+)"/.exec(await (await browse(jar, loginPage)).text())![1]!;
    const res = await browse(jar, new URL(action, sb.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(DEMO)}&password=wrong`,
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Invalid username or password.');
  });

  test('authorization code with PKCE gives B2C-like tokens, and the API accepts the access token', async () => {
    const tokens = await signIn(sb.url, DEMO);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ name: 'Dana Demo', emails: [DEMO], aud: CLIENT_ID });
    const at = decodeJwt(tokens.access_token);
    expect(at).toMatchObject({ aud: 'transit-portal-api', username: DEMO, name: 'Dana Demo' });
    expect(String(at.scope).split(' ').sort()).toEqual([
      'https://transit.onmicrosoft.com/api/read',
      'https://transit.onmicrosoft.com/api/write',
    ]);
    const me = await apiClient(sb.url, tokens.access_token).get('IdentityTest/Test');
    expect(me.status).toBe(200);
    expect(me.body.userName).toBe(DEMO);
  });

  test('a code cannot be redeemed without the PKCE verifier', async () => {
    const { jar, loginPage } = await beginSignIn(sb.url);
    const action = /action="([^"]+)"/.exec(await (await browse(jar, loginPage)).text())![1]!;
    let res = await browse(jar, new URL(action, sb.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(DEMO)}&password=${encodeURIComponent('Transit!2026')}`,
    });
    while (!res.headers.get('location')!.startsWith('http://localhost:3000/'))
      res = await browse(jar, new URL(res.headers.get('location')!, sb.url).href);
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const bad = await tokenRequest(sb.url, {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: 'x'.repeat(43),
      redirect_uri: 'http://localhost:3000/redirect.html',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('invalid_grant');
  });

  test('refresh tokens work with the scopes MSAL sends (offline_access included), from the portal origin', async () => {
    const tokens = await signIn(sb.url, DEMO);
    const res = await tokenRequest(sb.url, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token!,
      scope: 'https://transit.onmicrosoft.com/api/read https://transit.onmicrosoft.com/api/write openid profile offline_access',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const next = await res.json();
    expect(decodeJwt(next.access_token)).toMatchObject({ username: DEMO });
    expect((await apiClient(sb.url, next.access_token).get(`Card/GetCards?userName=${DEMO}`)).status).toBe(200);
  });

  test('sign-up creates an unconfirmed account whose confirmation link arrives in the outbox', async () => {
    const { jar, loginPage } = await beginSignIn(sb.url);
    await browse(jar, loginPage);
    const uid = loginPage.split('/interaction/')[1]!;
    const signupUrl = `${sb.url}/transit.onmicrosoft.com/b2c_1_signupsignin/interaction/${uid}/signup`;
    expect((await browse(jar, signupUrl)).status).toBe(200);
    const email = 'new.rider@transit.example';
    const res = await browse(jar, signupUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, name: 'New Rider', password: 'Brand!new99', confirm: 'Brand!new99' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Open the link we sent');
    const [mail] = await outbox(sb.url, email, 'confirm');
    const link = new URL(mail!.link!);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/confirm');
    // Until confirmed, the legacy login says so; after confirming, it succeeds.
    const api = apiClient(sb.url);
    expect((await api.post('UserLogin/Login', { email, password: 'Brand!new99' })).body).toMatchObject({
      success: false,
      Error: 'Email not confirmed',
    });
    const confirmed = await api.post('UserLogin/ConfirmUser', {
      userId: link.searchParams.get('userId'),
      token: link.searchParams.get('code'),
    });
    expect(confirmed.body).toMatchObject({ success: true });
    expect(
      (await api.post('UserLogin/ConfirmUser', { userId: link.searchParams.get('userId'), token: link.searchParams.get('code') })).status,
    ).toBe(400);
    expect((await api.post('UserLogin/Login', { email, password: 'Brand!new99' })).body).toMatchObject({ success: true });
    await expect(signIn(sb.url, email, 'Brand!new99')).resolves.toHaveProperty('access_token');
  });

  test('logout ends the provider session without a prompt and returns to the portal, even without id_token_hint', async () => {
    const { jar } = await signInSession(sb.url, DEMO);
    const url = `${sb.url}${AUTHORITY_PATH}/oauth2/v2.0/logout?post_logout_redirect_uri=${encodeURIComponent('http://localhost:3000/login')}`;
    const res = await browse(jar, url);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The page submits its own form (B2C does not ask); the form carries logout=yes.
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    expect(html).toContain('name="logout" value="yes" form="op.logoutForm"');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    let done = await browse(jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `xsrf=${xsrf}&logout=yes`,
    });
    for (let i = 0; i < 3 && !done.headers.get('location')?.startsWith('http://localhost:3000'); i++)
      done = await browse(jar, new URL(done.headers.get('location')!, sb.url).href);
    expect(done.headers.get('location')).toBe('http://localhost:3000/login');
    // The session is gone: a new authorization request asks for sign-in again.
    const again = await browse(jar, (await beginSignIn(sb.url, { jar })).loginPage);
    expect(await again.text()).toContain('>Sign in</button>');
  });

  test('password reset and profile edit policy pages exist and only return to the portal', async () => {
    const reset = await fetch(
      `${sb.url}/transit.onmicrosoft.com/B2C_1_passwordreset/oauth2/v2.0/authorize?redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(reset.status).toBe(200);
    const html = await reset.text();
    expect(html).toContain('Reset your password');
    expect(html).not.toContain('evil.example');
    const edit = await fetch(
      `${sb.url}/transit.onmicrosoft.com/B2C_1_profileedit/oauth2/v2.0/authorize?redirect_uri=${encodeURIComponent('http://localhost:3000/account/manage')}`,
    );
    expect(await edit.text()).toContain('value="http://localhost:3000/account/manage"');
  });

  test('publishes the MSAL settings for the portal: https authority string, inline discovery with loopback endpoints', async () => {
    const cfg = await (await fetch(`${sb.url}/sandbox/msal-config.json`)).json();
    const host = new URL(sb.url).host;
    expect(cfg.authority).toBe(`https://${host}/transit.onmicrosoft.com/B2C_1_signupsignin`);
    expect(cfg.knownAuthorities).toEqual([host]);
    const metadata = JSON.parse(cfg.authorityMetadata);
    expect(metadata.authorization_endpoint).toBe(`${sb.url}/transit.onmicrosoft.com/b2c_1_signupsignin/oauth2/v2.0/authorize`);
    expect(cfg.scopes).toEqual(['https://transit.onmicrosoft.com/api/read', 'https://transit.onmicrosoft.com/api/write']);
    expect(cfg.passwordResetUrl).toBe(`${sb.url}/transit.onmicrosoft.com/b2c_1_passwordreset/oauth2/v2.0/authorize`);
  });
});
