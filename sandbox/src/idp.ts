import crypto from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import Provider, { errors, type Adapter, type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { SignJWT, importJWK, type JWK } from 'jose';
import {
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  passwordProblem,
  verifyPassword,
  type PasswordPolicy,
} from './accounts.ts';
import { derived, type SandboxConfig } from './config.ts';
import type { Db } from './db.ts';
import { esc } from './http.ts';
import { page } from './pages.ts';
import { sendConfirmation, sendPasswordReset } from './api/public.ts';
import { langOf, tr, type Lang, type TextKey } from './i18n.ts';
import { bodyEmail, countAsFailure, mailLimits, passwordLimits, retryMinutes, type Refusal } from './limits.ts';

/** Signing key and cookie secret, made once and kept in the database so tokens and sessions survive restarts. */
function secrets(db: Db): { jwk: JWK; cookieKey: string } {
  let jwk = db.setting('idp.jwk');
  if (!jwk) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const exported = privateKey.export({ format: 'jwk' }) as JWK;
    jwk = JSON.stringify({ ...exported, kid: crypto.randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' });
    db.setSetting('idp.jwk', jwk);
  }
  let cookieKey = db.setting('idp.cookieKey');
  if (!cookieKey) {
    cookieKey = crypto.randomBytes(32).toString('base64url');
    db.setSetting('idp.cookieKey', cookieKey);
  }
  return { jwk: JSON.parse(jwk) as JWK, cookieKey };
}

/** oidc-provider's storage, in the sandbox's SQLite file. */
function adapterFor(db: Db) {
  return class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      db.run(
        `INSERT INTO oidc (model, id, payload, expires_at, uid, grant_id, user_code) VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(model, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at, uid = excluded.uid,
        grant_id = excluded.grant_id, user_code = excluded.user_code`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          expiresIn ? Date.now() + expiresIn * 1000 : null,
          payload.uid ?? null,
          payload.grantId ?? null,
          payload.userCode ?? null,
        ],
      );
    }

    private one(where: string, value: string): AdapterPayload | undefined {
      const row = db.get<{ payload: string }>(
        `SELECT payload FROM oidc WHERE model = ? AND ${where} = ? AND (expires_at IS NULL OR expires_at > ?)`,
        [this.model, value, Date.now()],
      );
      return row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
    }

    async find(id: string) {
      return this.one('id', id);
    }
    async findByUid(uid: string) {
      return this.one('uid', uid);
    }
    async findByUserCode(userCode: string) {
      return this.one('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      const found = this.one('id', id);
      if (!found) return;
      found.consumed = Math.floor(Date.now() / 1000);
      db.run('UPDATE oidc SET payload = ? WHERE model = ? AND id = ?', [JSON.stringify(found), this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      db.run('DELETE FROM oidc WHERE model = ? AND id = ?', [this.model, id]);
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      db.run('DELETE FROM oidc WHERE grant_id = ?', [grantId]);
    }
  };
}

export interface IdentityProvider {
  provider: Provider;
  /** Mints an access token like the provider's, for the legacy LoginCustomers/authenticate API. */
  mintAccessToken(user: { email: string; name: string }): Promise<{ token: string; expiresIn: number }>;
}

/**
 * A B2C-shaped OpenID Connect provider: authority {publicUrl}/{tenant}.onmicrosoft.com/{policy}, endpoints
 * where B2C has them, one public client with PKCE, refresh tokens without a consent prompt, JWT access tokens
 * for the API resource with its read and write scopes, and the claims name, emails and username.
 */
export function mountIdentityProvider(app: Express, db: Db, config: SandboxConfig, policy: PasswordPolicy): IdentityProvider {
  const d = derived(config);
  const { jwk, cookieKey } = secrets(db);
  const apiScopes = `${d.readScope} ${d.writeScope}`;
  const policyName = config.signInPolicy;

  const configuration: Configuration = {
    adapter: adapterFor(db),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Transit fare-card portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [cookieKey], long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    claims: {
      openid: ['sub', 'tfp'],
      profile: ['name', 'emails', 'username', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = findUserById(db, sub);
      if (!user) return undefined;
      const [given, ...rest] = user.name.split(' ');
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            tfp: policyName,
            name: user.name,
            given_name: given ?? '',
            family_name: rest.join(' '),
            emails: [user.email],
            username: user.email,
            email: user.email,
            email_verified: Boolean(user.confirmed),
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `${d.signInPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? config.apiResource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== config.apiResource) throw new errors.InvalidTarget();
          return {
            scope: apiScopes,
            audience: config.apiAudience,
            accessTokenTTL: config.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // B2C signs out without asking: the confirmation form submits itself (a button remains for no-script browsers).
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.body = page(
            'Signing out',
            `<h1>Signing out…</h1>${form}
            <input type="hidden" name="logout" value="yes" form="op.logoutForm">
            <noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
            <script>document.getElementById('op.logoutForm').submit()</script>`,
          );
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.body = page(
            'Signed out',
            `<h1>You have signed out</h1><p><a href="${esc(config.portalUrl)}/login">Back to the portal</a></p>`,
          );
        },
      },
    },
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      end_session: '/oauth2/v2.0/logout',
      jwks: '/discovery/v2.0/keys',
      userinfo: '/openid/v2.0/userinfo',
      revocation: '/oauth2/v2.0/revoke',
    },
    // Like B2C: a refresh token for the public client whenever it may use one, without a consent prompt.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // First-party client: everything it asks for is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      const grant =
        (grantId && (await oidc.provider.Grant.find(grantId))) ||
        new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(['sub', 'tfp', 'name', 'emails', 'username', 'given_name', 'family_name', 'email', 'email_verified']);
      grant.addResourceScope(config.apiResource, apiScopes);
      await grant.save();
      return grant;
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = findUserById(db, token.accountId);
      return user ? { username: user.email, name: user.name, emails: [user.email], tfp: policyName } : undefined;
    },
    clientBasedCORS: (_ctx, origin) => config.allowedOrigins.includes(origin),
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Grant: config.refreshTokenTtlSeconds,
      Session: config.refreshTokenTtlSeconds,
      RefreshToken: config.refreshTokenTtlSeconds,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Something went wrong</h1><p role="alert">${esc(out.error_description ?? out.error)}</p>
        <p><a href="${esc(config.portalUrl)}/login">Back to the portal</a></p>`,
      );
    },
  };

  const provider = new Provider(d.issuer, configuration);
  provider.on('server_error', (_ctx, err) => console.error('identity provider error:', err));

  // MSAL asks for offline_access again when it refreshes; the provider does not keep that scope on the
  // refresh token (no consent prompt), so it is dropped from refresh requests here, as B2C tolerates it.
  const tokenPath = `${d.signInPath}/oauth2/v2.0/token`;
  const logoutPath = `${d.signInPath}/oauth2/v2.0/logout`;
  app.use((req, res, next) => {
    // MSAL lowercases the authority path and configurations may not: serve the policy paths in any case,
    // with the B2C discovery alias {authority}/v2.0/.well-known/openid-configuration.
    const lower = req.path.toLowerCase();
    if (lower.startsWith(`${d.tenantPath}/`)) {
      const q = req.url.indexOf('?');
      const [path, search] = q === -1 ? [req.url, ''] : [req.url.slice(0, q), req.url.slice(q)];
      const parts = path.split('/');
      for (const i of [1, 2]) if (parts[i]) parts[i] = parts[i]!.toLowerCase();
      let url = parts.join('/') + search;
      const alias = `${d.signInPath}/v2.0/.well-known/openid-configuration`;
      if (url.toLowerCase().startsWith(alias)) url = `${d.signInPath}/.well-known/openid-configuration${url.slice(alias.length)}`;
      req.url = url;
      req.originalUrl = url; // oidc-provider derives its mount path from originalUrl
    }
    const p = req.path.toLowerCase();
    if (p === tokenPath && req.method === 'POST') {
      return express.urlencoded({ extended: false, limit: '20kb' })(req, res, () => {
        const b = req.body as Record<string, string> | undefined;
        if (b?.grant_type === 'refresh_token' && typeof b.scope === 'string') {
          b.scope = b.scope
            .split(' ')
            .filter((s) => s && s !== 'offline_access')
            .join(' ');
        }
        next();
      });
    }
    // MSAL may sign out without id_token_hint; naming the client lets post_logout_redirect_uri be honoured.
    if (p === logoutPath && req.method === 'GET') {
      const url = new URL(req.url, 'http://sandbox');
      if (!url.searchParams.has('client_id') && !url.searchParams.has('id_token_hint')) {
        url.searchParams.set('client_id', config.clientId);
        req.url = `${url.pathname}${url.search}`;
        req.originalUrl = req.url;
      }
    }
    next();
  });

  mountInteractions(app, db, config, provider, policy);
  mountPolicyPages(app, db, config);
  app.use(d.signInPath, provider.callback());

  const signingKey = importJWK(jwk, 'RS256');
  return {
    provider,
    async mintAccessToken(user) {
      const expiresIn = config.accessTokenTtlSeconds;
      const token = await new SignJWT({
        scope: apiScopes,
        username: user.email,
        name: user.name,
        emails: [user.email],
        client_id: config.clientId,
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
        .setIssuer(d.issuer)
        .setAudience(config.apiAudience)
        .setSubject(findUserByEmail(db, user.email)?.id ?? user.email)
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`)
        .setJti(crypto.randomUUID())
        .sign(await signingKey);
      return { token, expiresIn };
    },
  };
}

function signInForm(uid: string, signInPath: string, opts: { email?: string; error?: string; notice?: string }, lang: Lang = 'en'): string {
  const t = (k: TextKey) => esc(tr(lang, k));
  return page(
    tr(lang, 'signInTitle'),
    `
    <h1>${t('signInTitle')}</h1>
    <p>${t('signInIntro')}</p>
    ${opts.notice ? `<p class="notice" role="status">${esc(opts.notice)}</p>` : ''}
    ${opts.error ? `<p class="error" role="alert" id="form-error">${esc(opts.error)}</p>` : ''}
    <form method="post" action="${signInPath}/interaction/${esc(uid)}/login" novalidate>
      <div class="field"><label for="email">${t('email')}</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${esc(opts.email ?? '')}" ${opts.error ? 'aria-describedby="form-error" aria-invalid="true"' : 'autofocus'}></div>
      <div class="field"><label for="password">${t('password')}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required ${opts.error ? 'aria-invalid="true"' : ''}></div>
      <button type="submit">${t('signIn')}</button>
    </form>
    <p><a href="${signInPath}/interaction/${esc(uid)}/forgot">${t('forgot')}</a></p>
    <p>${t('noAccount')} <a href="${signInPath}/interaction/${esc(uid)}/signup">${t('signUpNow')}</a></p>
    <p><a href="${signInPath}/interaction/${esc(uid)}/abort">${t('cancel')}</a></p>`,
    lang,
  );
}

function mountInteractions(app: Express, db: Db, config: SandboxConfig, provider: Provider, policy: PasswordPolicy): void {
  const { signInPath } = derived(config);
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const base = `${signInPath}/interaction/:uid`;
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  const details = async (req: Request, res: Response) => {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      const lang = langOf(req.query.ui_locales);
      res.status(400).send(
        page(
          tr(lang, 'expiredTitle'),
          `<h1>${esc(tr(lang, 'expiredTitle'))}</h1>
        <p>${esc(tr(lang, 'startAgain'))}</p><p><a href="${esc(config.portalUrl)}/login">${esc(tr(lang, 'backToPortal'))}</a></p>`,
          lang,
        ),
      );
      return undefined;
    }
  };

  app.get(base, noStore, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    if (interaction.prompt.name === 'login') {
      res.send(
        signInForm(
          interaction.uid,
          signInPath,
          { email: typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '' },
          langOf(interaction.params.ui_locales),
        ),
      );
      return;
    }
    // Any other prompt (consent) is granted: the portal is the agency's own client.
    await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
  });

  // Past a limit (limits.ts): the sign-in page again, saying so in its language, with when to try again.
  const tooMany: Refusal = async (req, res, seconds) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    const lang = langOf(interaction.params.ui_locales);
    const error = tr(lang, 'tooMany', retryMinutes(seconds));
    res.status(429).send(signInForm(interaction.uid, signInPath, { email: bodyEmail(req).trim(), error }, lang));
  };

  app.post(`${base}/login`, noStore, form, ...passwordLimits(config.rateLimits, bodyEmail, tooMany), async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    const lang = langOf(interaction.params.ui_locales);
    const email = String(req.body?.email ?? '').trim();
    const password = String(req.body?.password ?? '');
    const user = email ? findUserByEmail(db, email) : undefined;
    if (!email || !password) {
      res.status(400).send(signInForm(interaction.uid, signInPath, { email, error: tr(lang, 'missing') }, lang));
      return;
    }
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      countAsFailure(res);
      res.status(401).send(signInForm(interaction.uid, signInPath, { email, error: tr(lang, 'invalid') }, lang));
      return;
    }
    if (!user.confirmed) {
      db.tx(() => sendConfirmation(db, config, user, lang));
      res.status(403).send(signInForm(interaction.uid, signInPath, { email, error: tr(lang, 'unconfirmed') }, lang));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  });

  app.get(`${base}/abort`, noStore, async (req, res) => {
    if (!(await details(req, res))) return;
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
  });

  const signUpForm = (uid: string, values: { email?: string; name?: string }, errors: Record<string, string> = {}, lang: Lang = 'en') =>
    page(
      tr(lang, 'signUpTitle'),
      `
    <h1>${esc(tr(lang, 'createAccount'))}</h1>
    ${Object.keys(errors).length ? `<p class="error" role="alert">${esc(tr(lang, 'correctFields'))}</p>` : ''}
    <form method="post" action="${signInPath}/interaction/${esc(uid)}/signup" novalidate>
      ${[
        ['email', tr(lang, 'email'), 'email', 'username', values.email],
        ['name', tr(lang, 'displayName'), 'text', 'name', values.name],
        ['password', tr(lang, 'newPassword'), 'password', 'new-password', ''],
        ['confirm', tr(lang, 'confirmPassword'), 'password', 'new-password', ''],
      ]
        .map(
          ([id, label, type, auto, value]) => `<div class="field"><label for="${id}">${esc(label ?? '')}</label>
          <input id="${id}" name="${id}" type="${type}" autocomplete="${auto}" required value="${esc(value ?? '')}" ${errors[id!] ? `aria-invalid="true" aria-describedby="${id}-error"` : ''}>
          ${errors[id!] ? `<p class="error" id="${id}-error">${esc(errors[id!])}</p>` : ''}</div>`,
        )
        .join('')}
      <p class="hint">${esc(tr(lang, policy === 'strong' ? 'strongRule' : 'basicRule'))}</p>
      <button type="submit">${esc(tr(lang, 'create'))}</button>
    </form>
    <p><a href="${signInPath}/interaction/${esc(uid)}">${esc(tr(lang, 'backToSignIn'))}</a></p>`,
      lang,
    );

  app.get(`${base}/signup`, noStore, async (req, res) => {
    const interaction = await details(req, res);
    if (interaction) res.send(signUpForm(interaction.uid, {}, {}, langOf(interaction.params.ui_locales)));
  });

  app.post(`${base}/signup`, noStore, form, ...mailLimits(config.rateLimits, bodyEmail, tooMany), async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    const lang = langOf(interaction.params.ui_locales);
    const email = String(req.body?.email ?? '')
      .trim()
      .toLowerCase();
    const name = String(req.body?.name ?? '')
      .trim()
      .slice(0, 80);
    const password = String(req.body?.password ?? '');
    const errors: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = tr(lang, 'validEmail');
    else if (findUserByEmail(db, email)) errors.email = tr(lang, 'emailTaken');
    if (!name) errors.name = tr(lang, 'nameNeeded');
    const problem = passwordProblem(password, policy);
    if (problem) errors.password = lang === 'fr' ? tr(lang, policy === 'strong' ? 'strongRule' : 'basicRule') : problem;
    if (password !== String(req.body?.confirm ?? '')) errors.confirm = tr(lang, 'noMatch');
    if (Object.keys(errors).length) {
      res.status(400).send(signUpForm(interaction.uid, { email, name }, errors, lang));
      return;
    }
    const passwordHash = await hashPassword(password);
    db.tx(() => sendConfirmation(db, config, createUser(db, email, name, passwordHash, false), lang));
    res.send(signInForm(interaction.uid, signInPath, { email, notice: tr(lang, 'created') }, lang));
  });

  app.get(`${base}/forgot`, noStore, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    const lang = langOf(interaction.params.ui_locales);
    const t = (k: TextKey) => esc(tr(lang, k));
    res.send(
      page(
        tr(lang, 'resetTitle'),
        `<h1>${t('resetTitle')}</h1>
      <form method="post" action="${signInPath}/interaction/${esc(interaction.uid)}/forgot" novalidate>
        <div class="field"><label for="email">${t('email')}</label><input id="email" name="email" type="email" autocomplete="username" required></div>
        <button type="submit">${t('sendReset')}</button>
      </form><p><a href="${signInPath}/interaction/${esc(interaction.uid)}">${t('backToSignIn')}</a></p>`,
        lang,
      ),
    );
  });

  app.post(`${base}/forgot`, noStore, form, ...mailLimits(config.rateLimits, bodyEmail, tooMany), async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    const lang = langOf(interaction.params.ui_locales);
    const email = String(req.body?.email ?? '').trim();
    const user = email ? findUserByEmail(db, email) : undefined;
    if (user) db.tx(() => (user.confirmed ? sendPasswordReset(db, config, user, lang) : sendConfirmation(db, config, user, lang)));
    res.send(signInForm(interaction.uid, signInPath, { email, notice: tr(lang, 'resetSent') }, lang));
  });
}

/** Only the portal's own pages may be returned to from the provider's policy pages. */
function safeReturn(config: SandboxConfig, value: unknown): string {
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (config.allowedOrigins.includes(url.origin)) return url.href;
    } catch {
      /* not a URL: fall through */
    }
  }
  return `${config.portalUrl}/`;
}

/** The password-reset and profile-edit policies the portal links to (B2C_1_passwordreset, B2C_1_profileedit). */
function mountPolicyPages(app: Express, db: Db, config: SandboxConfig): void {
  const { resetPath, editPath } = derived(config);
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  // The language comes with the portal's link (ui_locales) and is kept through the form (a hidden field).
  const langInput = (lang: Lang) => `<input type="hidden" name="ui_locales" value="${lang === 'fr' ? 'fr-CA' : 'en-CA'}">`;
  const resetPage = (returnTo: string, lang: Lang, notice?: string) => {
    const t = (k: TextKey) => esc(tr(lang, k));
    return page(
      tr(lang, 'resetTitle'),
      `<h1>${t('resetTitle')}</h1>
    ${notice ? `<p class="notice" role="status">${esc(notice)}</p>` : ''}
    <p>${t('resetIntro')}</p>
    <form method="post" action="${resetPath}/oauth2/v2.0/authorize" novalidate>
      <input type="hidden" name="redirect_uri" value="${esc(returnTo)}">${langInput(lang)}
      <div class="field"><label for="email">${t('email')}</label><input id="email" name="email" type="email" autocomplete="username" required></div>
      <button type="submit">${t('sendReset')}</button>
    </form>
    <p><a href="${esc(returnTo)}">${t('backToPortal')}</a></p>`,
      lang,
    );
  };

  for (const p of [resetPath, `${resetPath}/oauth2/v2.0/authorize`]) {
    app.get(p, (req, res) => {
      res.send(resetPage(safeReturn(config, req.query.redirect_uri), langOf(req.query.ui_locales)));
    });
  }
  app.post(
    `${resetPath}/oauth2/v2.0/authorize`,
    form,
    ...mailLimits(config.rateLimits, bodyEmail, (req, res, seconds) => {
      const lang = langOf(req.body?.ui_locales);
      res.status(429).send(resetPage(safeReturn(config, req.body?.redirect_uri), lang, tr(lang, 'tooMany', retryMinutes(seconds))));
    }),
    (req, res) => {
      const lang = langOf(req.body?.ui_locales);
      const user = findUserByEmail(db, String(req.body?.email ?? ''));
      if (user) db.tx(() => (user.confirmed ? sendPasswordReset(db, config, user, lang) : sendConfirmation(db, config, user, lang)));
      res.send(resetPage(safeReturn(config, req.body?.redirect_uri), lang, tr(lang, 'resetSent')));
    },
  );

  const editPage = (returnTo: string, lang: Lang, opts: { error?: string; email?: string; name?: string } = {}) => {
    const t = (k: TextKey) => esc(tr(lang, k));
    return page(
      tr(lang, 'editTitle'),
      `<h1>${t('editTitle')}</h1>
    ${opts.error ? `<p class="error" role="alert" id="form-error">${esc(opts.error)}</p>` : ''}
    <form method="post" action="${editPath}/oauth2/v2.0/authorize" novalidate>
      <input type="hidden" name="redirect_uri" value="${esc(returnTo)}">${langInput(lang)}
      <div class="field"><label for="email">${t('email')}</label><input id="email" name="email" type="email" autocomplete="username" required value="${esc(opts.email ?? '')}"></div>
      <div class="field"><label for="password">${t('password')}</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
      <div class="field"><label for="name">${t('displayName')}</label><input id="name" name="name" type="text" autocomplete="name" required value="${esc(opts.name ?? '')}"></div>
      <button type="submit">${t('save')}</button>
    </form>
    <p><a href="${esc(returnTo)}">${t('cancel')}</a></p>`,
      lang,
    );
  };

  for (const p of [editPath, `${editPath}/oauth2/v2.0/authorize`]) {
    app.get(p, (req, res) => {
      res.send(editPage(safeReturn(config, req.query.redirect_uri), langOf(req.query.ui_locales)));
    });
  }
  app.post(
    `${editPath}/oauth2/v2.0/authorize`,
    form,
    ...passwordLimits(config.rateLimits, bodyEmail, (req, res, seconds) => {
      const lang = langOf(req.body?.ui_locales);
      const email = bodyEmail(req);
      res
        .status(429)
        .send(editPage(safeReturn(config, req.body?.redirect_uri), lang, { error: tr(lang, 'tooMany', retryMinutes(seconds)), email }));
    }),
    async (req, res) => {
      const lang = langOf(req.body?.ui_locales);
      const returnTo = safeReturn(config, req.body?.redirect_uri);
      const email = String(req.body?.email ?? '').trim();
      const name = String(req.body?.name ?? '')
        .trim()
        .slice(0, 80);
      const user = findUserByEmail(db, email);
      if (!user || !(await verifyPassword(String(req.body?.password ?? ''), user.password_hash))) {
        countAsFailure(res);
        res.status(401).send(editPage(returnTo, lang, { error: tr(lang, 'invalid'), email, name }));
        return;
      }
      if (!name) {
        res.status(400).send(editPage(returnTo, lang, { error: tr(lang, 'nameNeeded'), email }));
        return;
      }
      db.run('UPDATE users SET name = ? WHERE id = ?', [name, user.id]);
      res.redirect(303, returnTo);
    },
  );
}
