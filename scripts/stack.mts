/**
 * The whole portal on one machine: builds every app, starts the sandbox, writes the runtime config, serves the
 * shell on :3000 and each remote on its own port. Used by `npm start` and by the browser journeys.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { get as httpsGet } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PortalConfig } from '@portal/contract';
import { assembleConfig, type MsalSettings } from './config-from-env.mts';
import { startStaticServer, type StaticServer } from './static-server.mts';
import { localTls, type LocalTls } from './serve/tls.mts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000, routes: [] },
  { name: 'balance', dir: 'remote-balance', port: 3001, routes: ['/home/balance', '/home/cards'] },
  { name: 'reload', dir: 'remote-reload', port: 3002, routes: ['/home/reload', '/transaction_result', '/transaction_result_saved'] },
  { name: 'account', dir: 'remote-account', port: 3003, routes: ['/home/manage', '/account/*', '/RequestMobileAccountDeletion'] },
  { name: 'public', dir: 'remote-public', port: 3004, routes: ['/confirm', '/ConfirmMobile', '/reset', '/ResetPasswordMobile'] },
] as const;
/**
 * The addresses the local stack's runtime config gives each remote (REMOTE_<NAME>_ROUTES): what its sections may
 * declare. A team's new page under one of them needs no change here; an address outside them is refused.
 */
export const REMOTE_ROUTES: Record<string, readonly string[]> = Object.fromEntries(APPS.map((a) => [a.name, a.routes]));

export interface StackOptions {
  build?: boolean;
  sandboxPort?: number;
  /** Database file for the sandbox (default: the sandbox's own). */
  sandboxDb?: string;
  resetSandbox?: boolean;
  quiet?: boolean;
  /** Every app and the sandbox on https, with a certificate made on this machine (scripts/serve/tls.mts). */
  https?: boolean;
}

export interface Stack {
  portalUrl: string;
  sandboxUrl: string;
  config: PortalConfig;
  /**
   * Stops one app's server (to see the portal cope), and starts it again: from another build folder (`dist`, relative
   * to the app's folder or absolute: another release's build), with another runtime config (`config`).
   */
  stopApp(name: string): Promise<void>;
  startApp(name: string, opts?: { dist?: string; config?: PortalConfig }): Promise<void>;
  /**
   * Restarts the sandbox on a freshly seeded database (same port and file): a journey that spends money or
   * changes saved cards leaves the seed as it found it for the next one.
   */
  resetSandbox(): Promise<void>;
  /** Stops the sandbox (API, identity provider, payment page), and starts it again on the same database. */
  stopSandbox(): Promise<void>;
  startSandbox(): Promise<void>;
  stop(): Promise<void>;
}

function run(cmd: string, args: string[], cwd: string, quiet: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} failed (${code})\n${out}`)),
    );
  });
}

export async function buildAll(quiet = false): Promise<void> {
  forgetBuild();
  const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
  await Promise.all(APPS.map((app) => run(rspack, ['build', '--mode', 'production'], path.join(root, app.dir), quiet)));
  const commit = committedTree();
  if (commit) {
    fs.mkdirSync(path.dirname(BUILT_FILE), { recursive: true });
    fs.writeFileSync(BUILT_FILE, JSON.stringify({ commit }));
  }
}

/**
 * Where buildAll records the commit it built, when the working tree was that commit's and nothing else: CI's bench
 * builds every app, and the journeys' setup that follows takes those builds instead of building the same commit again
 * (about two minutes of CI's). Anything that changes a build folder afterwards (a release published over it) forgets it.
 */
const BUILT_FILE = path.join(root, '.portal', 'built.json');
/** The commit checked out, or null where the working tree has changes of its own (a build of it is no commit's). */
function committedTree(): string | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return git('status', '--porcelain') === '' ? git('rev-parse', 'HEAD') : null;
  } catch {
    return null;
  }
}
/** Forgets buildAll's record: the next buildUnlessBuilt builds. */
export function forgetBuild(): void {
  fs.rmSync(BUILT_FILE, { force: true });
}
/** Builds every app, unless the build folders are buildAll's of the commit checked out, untouched since. */
export async function buildUnlessBuilt(quiet = false): Promise<'built' | 'kept'> {
  const commit = committedTree();
  let recorded: string | null = null;
  try {
    recorded = (JSON.parse(fs.readFileSync(BUILT_FILE, 'utf8')) as { commit?: string }).commit ?? null;
  } catch {
    recorded = null;
  }
  const present = APPS.every((app) => fs.existsSync(path.join(root, app.dir, 'dist', 'release.json')));
  if (commit && recorded === commit && present) return 'kept';
  await buildAll(quiet);
  return 'built';
}

const scheme = (opts: { https?: boolean; tls?: LocalTls }) => (opts.https || opts.tls ? 'https' : 'http');

export async function startSandbox(opts: StackOptions & { tls?: LocalTls }): Promise<{ child: ChildProcess; url: string }> {
  const port = opts.sandboxPort ?? 4000;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...(opts.resetSandbox ? ['--reset'] : [])], {
    cwd: path.join(root, 'sandbox'),
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      PORTAL_URL: `${scheme(opts)}://localhost:3000`,
      ...(opts.tls ? { SANDBOX_TLS_KEY: opts.tls.keyFile, SANDBOX_TLS_CERT: opts.tls.certFile } : {}),
      ...(opts.sandboxDb ? { SANDBOX_DB: opts.sandboxDb } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('Sandbox ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, url: `${scheme(opts)}://localhost:${port}` };
}

/** The config a remote's standalone page uses: the portal's, signing in back to the remote's own origin. */
export function standaloneConfig(config: PortalConfig, origin: string): PortalConfig {
  return { ...config, auth: { ...config.auth, redirectUri: `${origin}/redirect.html`, postLogoutRedirectUri: `${origin}/` } };
}

/**
 * The runtime config of the local stack: the sandbox's published MSAL settings through the same
 * environment-to-config rules and defaults the deployed apps use (the shell validates it when it loads).
 */
export async function localConfig(sandboxUrl: string, portalUrl: string, tls?: LocalTls): Promise<PortalConfig> {
  const msal = JSON.parse(await getText(`${sandboxUrl}/sandbox/msal-config.json`, tls)) as MsalSettings & {
    apiBase: string;
    bannerUrl: string;
  };
  const remotes = APPS.filter((a) => a.name !== 'shell');
  const origin = (port: number) => `${new URL(portalUrl).protocol}//localhost:${port}`;
  return assembleConfig(
    {
      API_BASE: msal.apiBase,
      BANNER_URL: msal.bannerUrl,
      AUTH_REDIRECT_URI: `${portalUrl}/redirect.html`,
      AUTH_POST_LOGOUT_REDIRECT_URI: `${portalUrl}/login`,
      ALLOWED_REMOTE_ORIGINS: remotes.map((a) => origin(a.port)).join(','),
      // The sandbox's hosted payment page (PaymentPageUrl is {publicUrl}/payment/pay).
      ALLOWED_PAYMENT_ORIGINS: new URL(sandboxUrl).origin,
      ...Object.fromEntries(remotes.map((a) => [`REMOTE_${a.name.toUpperCase()}_MANIFEST`, `${origin(a.port)}/mf-manifest.json`])),
      ...Object.fromEntries(remotes.map((a) => [`REMOTE_${a.name.toUpperCase()}_ROUTES`, a.routes.join(',')])),
      MONITORING_EVENTS_URL: `${sandboxUrl}/monitoring/v1/logs`,
    },
    msal,
  ) as unknown as PortalConfig;
}

/** A text over http, or over https trusting the local certificate (Node trusts no self-signed one by itself). */
function getText(url: string, tls?: LocalTls): Promise<string> {
  if (!tls) return fetch(url).then((r) => r.text());
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca: tls.cert }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  if (opts.build !== false) await buildAll(opts.quiet);
  const tls = opts.https ? await localTls(path.join(root, '.portal', 'tls')) : undefined;
  let sandbox = await startSandbox({ ...opts, tls });
  const portalUrl = `${scheme(opts)}://localhost:3000`;
  const config = await localConfig(sandbox.url, portalUrl, tls);
  const configOf = (app: (typeof APPS)[number]) =>
    app.name === 'shell' ? config : standaloneConfig(config, `${scheme(opts)}://localhost:${app.port}`);
  const servers = new Map<string, StaticServer>();
  const startApp = async (name: string, o: { dist?: string; config?: PortalConfig } = {}) => {
    const app = APPS.find((a) => a.name === name);
    if (!app) throw new Error(`no app ${name}`);
    servers.set(
      name,
      await startStaticServer({
        root: path.resolve(root, app.dir, o.dist ?? 'dist'),
        port: app.port,
        host: 'localhost',
        // The shell routes client-side; a remote's standalone page does too (its files still 404 when missing).
        spaFallback: true,
        allowedOrigins: [portalUrl],
        runtimeConfig: o.config ?? configOf(app),
        // Its own requests (the banner, remote-public's pages) trust the local certificate.
        ...(tls ? { tls, trustCa: tls.cert } : {}),
      }),
    );
  };
  const stopApp = async (name: string) => {
    const server = servers.get(name);
    if (!server) return;
    servers.delete(name);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  try {
    // The remotes first: the shell's server asks remote-public for its pages as it starts (static-server.mts).
    for (const app of [...APPS.filter((a) => a.name !== 'shell'), ...APPS.filter((a) => a.name === 'shell')]) await startApp(app.name);
  } catch (error) {
    // Nothing left running when the stack cannot start.
    for (const name of [...servers.keys()]) await stopApp(name);
    await stopChild(sandbox.child);
    throw error;
  }
  return {
    portalUrl,
    sandboxUrl: sandbox.url,
    config,
    startApp,
    stopApp,
    async resetSandbox() {
      await stopChild(sandbox.child);
      sandbox = await startSandbox({ ...opts, tls, resetSandbox: true });
    },
    stopSandbox: () => stopChild(sandbox.child),
    async startSandbox() {
      if (sandbox.child.exitCode === null && sandbox.child.signalCode === null) return;
      sandbox = await startSandbox({ ...opts, tls, resetSandbox: false });
    },
    async stop() {
      for (const name of [...servers.keys()]) await stopApp(name);
      await stopChild(sandbox.child);
    },
  };
}

/** Runs stop once on Ctrl-C or SIGTERM, then exits. */
export function onStop(stop: () => Promise<void> | void): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping…');
      void Promise.resolve(stop()).then(() => process.exit(0));
    });
  }
}
