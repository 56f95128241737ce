import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { PasswordPolicy } from './accounts.ts';
import { customerApi } from './api/customer/index.ts';
import { legacyAuthApi, publicApi } from './api/public.ts';
import { bearerAuth } from './auth.ts';
import { derived, hostAllowed, outboxAllowed, type SandboxConfig } from './config.ts';
import { Db } from './db.ts';
import { selfFetch } from './selfFetch.ts';
import { errorHandler, esc, HttpError } from './http.ts';
import { mountIdentityProvider } from './idp.ts';
import { monitoring } from './monitoring.ts';
import { listMail } from './outbox.ts';
import { page } from './pages.ts';
import { paymentPage } from './payment.ts';
import { seed } from './seed.ts';

export interface Sandbox {
  db: Db;
  server: http.Server | https.Server;
  url: string;
  close(): Promise<void>;
}

/** Opens (and on first start seeds) the database. */
export function openDatabase(config: SandboxConfig, opts: { reset?: boolean } = {}): Db {
  const db = new Db(config.dbFile);
  if (opts.reset) db.wipe();
  if (!db.setting('seed.version')) seed(db);
  return db;
}

function cors(config: SandboxConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin && config.allowedOrigins.includes(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Vary', 'Origin');
      res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
      res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.set('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

export function createApp(config: SandboxConfig, db: Db) {
  const policy: PasswordPolicy = process.env.SANDBOX_PASSWORD_POLICY === 'basic' ? 'basic' : 'strong';
  const d = derived(config);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (config.logRequests)
    app.use((req, _res, next) => {
      console.log(`${req.method} ${req.originalUrl}`);
      next();
    });
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });

  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  app.get('/', (_req, res) => {
    res.send(
      page(
        'Transit portal sandbox',
        `<h1>Transit portal sandbox</h1>
      <ul>
        <li>Agency API: <code>${esc(config.publicUrl)}/api/</code></li>
        <li>Identity provider: <a href="${esc(d.issuer)}.well-known/openid-configuration">${esc(d.authority)}</a></li>
        <li><a href="/outbox">Outbox</a> (e-mails the API would have sent)</li>
        <li><a href="/monitoring">Operations</a> (each section's health by release, from what the portal reported; raw: <a href="/monitoring/events">events</a>)</li>
        <li><a href="/banner.json">Banner</a></li>
      </ul>`,
      ),
    );
  });

  // The site banner, from an editable file (read on every request, so edits show at once).
  app.get('/banner.json', cors(config), (_req, res) => {
    let text: string;
    try {
      text = fs.readFileSync(config.bannerFile, 'utf8');
    } catch {
      res.status(404).json({ message: 'No banner' });
      return;
    }
    try {
      JSON.parse(text);
    } catch {
      res.status(500).json({ message: `${config.bannerFile} is not valid JSON` });
      return;
    }
    res.set('Cache-Control', 'no-cache').type('application/json').send(text);
  });

  // The outbox holds every reset and confirmation link: its own machine only (loopback), unless told otherwise.
  // Asked by its own machine's name too (never a page of another site whose name points here: DNS rebinding), and
  // never answered to a page across origins (no CORS): scripts and tests read it, never a portal's page.
  app.use('/outbox', (req, res, next) => {
    if (!outboxAllowed(req.socket.remoteAddress, config)) {
      res.status(403).json({
        message:
          "The outbox is served on loopback only: it holds every password reset and confirmation link. Read it on the sandbox's own machine (SANDBOX_OUTBOX_FROM names other addresses).",
      });
      return;
    }
    if (!hostAllowed(req.get('host'), config)) {
      res.status(403).json({ message: `The outbox answers to this machine's names only, not ${req.get('host') ?? 'none'}` });
      return;
    }
    next();
  });
  // The outbox: JSON for tests and scripts, a page for people.
  app.get('/outbox/messages', (req, res) => {
    res.json(
      listMail(db, {
        to: typeof req.query.to === 'string' ? req.query.to : undefined,
        kind: typeof req.query.kind === 'string' ? req.query.kind : undefined,
      }),
    );
  });
  app.get('/outbox', (req, res) => {
    const mails = listMail(db, { to: typeof req.query.to === 'string' ? req.query.to : undefined });
    res.send(
      page(
        'Sandbox outbox',
        `<h1>Outbox</h1><p>E-mails the agency would have sent, newest first.</p>
      ${
        mails.length === 0
          ? '<p>No e-mails yet.</p>'
          : mails
              .map(
                (m) => `<article>
        <h2>${esc(m.subject)}</h2><p>To ${esc(m.recipient)} at ${esc(m.at)}</p>
        ${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}<pre>${esc(m.body)}</pre></article>`,
              )
              .join('')
      }`,
      ),
    );
  });

  app.use('/monitoring', monitoring(config.allowedOrigins, { perMinute: config.collectorPerMinute }));

  const idp = mountIdentityProvider(app, db, config, policy);

  // What a portal needs to sign in against this sandbox with MSAL, in one document. MSAL insists on an
  // https authority string but fetches nothing from it when the discovery document comes inline as
  // authorityMetadata; the endpoints in it are this sandbox's own (http on loopback, or https with SANDBOX_TLS_*).
  app.get('/sandbox/msal-config.json', cors(config), async (_req, res) => {
    const loopback = `${config.tls ? 'https' : 'http'}://127.0.0.1:${config.port}`;
    const text = await (await selfFetch(`${loopback}${d.signInPath}/.well-known/openid-configuration`, config)).text();
    const discovery: unknown = JSON.parse(text.replaceAll(loopback, config.publicUrl));
    const host = new URL(config.publicUrl).host;
    const authority = `https://${host}/${config.tenant}.onmicrosoft.com/${config.signInPolicy}`;
    res.set('Cache-Control', 'no-cache').json({
      clientId: config.clientId,
      authority,
      knownAuthorities: [host],
      authorityMetadata: JSON.stringify(discovery),
      scopes: [d.readScope, d.writeScope],
      passwordResetUrl: `${config.publicUrl}${d.resetPath}/oauth2/v2.0/authorize`,
      profileEditUrl: `${config.publicUrl}${d.editPath}/oauth2/v2.0/authorize`,
      apiBase: `${config.publicUrl}/api/`,
      bannerUrl: `${config.publicUrl}/banner.json`,
    });
  });

  app.use('/payment', paymentPage(db, config));

  const api = express.Router();
  api.use(cors(config));
  api.use(express.json({ limit: '100kb' }));
  api.use(publicApi(db, config, policy));
  api.use(legacyAuthApi(db, (u) => idp.mintAccessToken(u), config.rateLimits));
  const customer = customerApi(db, config, policy);
  // Every call the public and legacy routers above did not answer needs a valid token before any routing of the
  // customer's calls: a path compared with a list of them missed their other spellings, which Express routes all the
  // same (`/api/card/isassigned/` reached the handler with no token; issue 86). Without a token an unknown call is a 401.
  const auth = bearerAuth(config, new URL(`${config.tls ? 'https' : 'http'}://127.0.0.1:${config.port}${d.jwksPath}`));
  api.use(auth, customer);
  api.use((req) => {
    throw new HttpError(404, `No such API call: ${req.method} ${req.path}`);
  });
  api.use(errorHandler);
  app.use('/api', api);

  app.use((req, res) => {
    res.status(404).json({ message: `Not found: ${req.method} ${req.path}` });
  });
  app.use(errorHandler);
  return { app, idp };
}

/** Starts the sandbox on config.port (0 picks a free one) and answers once it listens. */
export async function startSandbox(config: SandboxConfig, opts: { reset?: boolean } = {}): Promise<Sandbox> {
  const db = openDatabase(config, opts);
  const server = config.tls
    ? https.createServer({ key: fs.readFileSync(config.tls.keyFile), cert: fs.readFileSync(config.tls.certFile) })
    : http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // With port 0 the real port is known only now; the identity provider and JWKS URL are built from it.
  const effective = {
    ...config,
    port,
    publicUrl: config.port === 0 ? `${config.tls ? 'https' : 'http'}://localhost:${port}` : config.publicUrl,
  };
  const { app } = createApp(effective, db);
  server.on('request', app);
  return {
    db,
    server,
    url: effective.publicUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
