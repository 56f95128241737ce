/**
 * Test support: starts the real sandbox as a child process on a free port with its own database file,
 * and talks to it only over HTTP, as the portal does.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEMO = 'demo@transit.example';
export const OTHER = 'other@transit.example';
export const EMPTY = 'empty@transit.example';
export const PASSWORD = 'Transit!2026';
export const CLIENT_ID = '8d1f5b6e-portal-spa';
export const REDIRECT_URI = 'http://localhost:3000/redirect.html';
export const SCOPES = 'openid profile offline_access https://transit.onmicrosoft.com/api/read https://transit.onmicrosoft.com/api/write';
export const AUTHORITY_PATH = '/transit.onmicrosoft.com/B2C_1_signupsignin';

const sandboxDir = path.resolve(__dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export class SandboxProcess {
  private child: ChildProcess | undefined;
  output = '';
  readonly url: string;

  constructor(
    readonly port: number,
    readonly dbFile: string,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://localhost:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: sandboxDir,
      env: { ...process.env, SANDBOX_PORT: String(this.port), SANDBOX_DB: this.dbFile, PORTAL_URL: 'http://localhost:3000', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sandbox did not start:\n${this.output}`)), 20_000);
      // This start's output only: after a restart, the last start's 'Sandbox ready' says nothing.
      let started = '';
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        started += chunk.toString();
        if (started.includes('Sandbox ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (c: Buffer) => {
        this.output += c.toString();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sandbox exited with ${code}:\n${this.output}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = undefined;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}

export async function startSandbox(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const sb = new SandboxProcess(await freePort(), path.join(dir, 'sandbox.db'), env);
  await sb.start();
  return sb;
}

/** A minimal cookie jar for following the identity provider's redirects like a browser. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(res);
  return res;
}

export const b64url = (buf: Buffer) => buf.toString('base64url');

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

/** Starts an authorization request with PKCE and returns what the browser would be left with on the sign-in page. */
export async function beginSignIn(
  base: string,
  opts: { redirectUri?: string; scope?: string; jar?: CookieJar; extra?: Record<string, string> } = {},
) {
  const jar = opts.jar ?? new CookieJar();
  const verifier = b64url(crypto.randomBytes(32));
  const challenge = b64url(crypto.createHash('sha256').update(verifier).digest());
  const state = b64url(crypto.randomBytes(8));
  const authorize = new URL(`${base}${AUTHORITY_PATH.toLowerCase()}/oauth2/v2.0/authorize`);
  for (const [k, v] of Object.entries({
    client_id: CLIENT_ID,
    redirect_uri: opts.redirectUri ?? REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope: opts.scope ?? SCOPES,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: 'n-0S6_WzA2Mj',
    ...opts.extra,
  }))
    authorize.searchParams.set(k, v);
  const res = await browse(jar, authorize.href);
  const loginPage = new URL(res.headers.get('location') ?? '', base).href;
  return { jar, verifier, state, res, loginPage };
}

/** Signs in on the provider's own page and redeems the code, as MSAL does. */
export async function signIn(base: string, email: string, password = PASSWORD): Promise<Tokens> {
  return (await signInSession(base, email, password)).tokens;
}

/** Like signIn, also returning the browser's cookies (the provider session). */
export async function signInSession(base: string, email: string, password = PASSWORD): Promise<{ tokens: Tokens; jar: CookieJar }> {
  const { jar, verifier, state, loginPage } = await beginSignIn(base);
  const page = await browse(jar, loginPage);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form:\n${html}`);
  let res = await browse(jar, new URL(action, base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (res.status !== 303 && res.status !== 302) throw new Error(`sign-in failed (${res.status}): ${await res.text()}`);
  // Follow the provider's redirects until it sends the browser back to the portal with a code.
  for (let i = 0; i < 5; i++) {
    const location = new URL(res.headers.get('location')!, base);
    if (location.href.startsWith(REDIRECT_URI)) {
      expect(location.searchParams.get('state')).toBe(state);
      const code = location.searchParams.get('code');
      if (!code) throw new Error(`no code: ${location.href}`);
      return { tokens: await redeem(base, code, verifier), jar };
    }
    res = await browse(jar, location.href);
  }
  throw new Error('sign-in did not come back to the portal');
}

export async function tokenRequest(base: string, params: Record<string, string>, origin = 'http://localhost:3000'): Promise<Response> {
  return fetch(`${base}${AUTHORITY_PATH}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(params).toString(),
  });
}

export async function redeem(base: string, code: string, verifier: string): Promise<Tokens> {
  const res = await tokenRequest(base, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
    scope: SCOPES,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return body as Tokens;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/** A small client for the agency API with a bearer token. */
export function apiClient(base: string, token?: string) {
  const call = async (method: string, pathAndQuery: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/${pathAndQuery}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are checked field by field
    return { status: res.status, body: json as any, headers: res.headers };
  };
  return {
    get: (p: string) => call('GET', p),
    post: (p: string, b: unknown, headers?: Record<string, string>) => call('POST', p, b, headers),
    /** A payment call (StartPaymentTransaction, PaymentWithSavedCreditCard) with its attempt's Idempotency-Key. */
    pay: (p: string, b: unknown, key: string = crypto.randomUUID()) => call('POST', p, b, { 'idempotency-key': key }),
    put: (p: string, b: unknown) => call('PUT', p, b),
    del: (p: string) => call('DELETE', p),
  };
}

export async function outbox(
  base: string,
  to: string,
  kind?: string,
): Promise<Array<{ id: number; subject: string; body: string; link: string | null; kind: string }>> {
  const q = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  return (await fetch(`${base}/outbox/messages?${q}`)).json() as never;
}

/**
 * Every call of the customer's router, as registered (method and path): the list a test walks, read from the router
 * itself (built on a database of its own, in a Node process of its own: jest does not load the sandbox's ES modules),
 * so a call added later is walked too.
 */
export function customerRoutes(): Array<{ method: string; path: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-routes-'));
  const src = path.join(__dirname, '..', 'src');
  const script = `
    const { customerApi } = await import(${JSON.stringify(path.join(src, 'api', 'customer', 'index.ts'))});
    const { openDatabase } = await import(${JSON.stringify(path.join(src, 'app.ts'))});
    const { loadConfig } = await import(${JSON.stringify(path.join(src, 'config.ts'))});
    const config = loadConfig({ SANDBOX_DB: ${JSON.stringify(path.join(dir, 'sandbox.db'))}, PORTAL_URL: 'http://localhost:3000' });
    const router = customerApi(openDatabase(config), config, 'strong');
    const routes = router.stack.flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((m) => ({ method: m.toUpperCase(), path: layer.route.path })) : []);
    process.stdout.write(JSON.stringify(routes));
    process.exit(0);`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as Array<{ method: string; path: string }>;
}
