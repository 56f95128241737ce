/**
 * Serves one app's production build the way it is deployed, for `npm start`, the journeys and the container
 * images alike. The files are served by sirv (ETag and Last-Modified with 304 answers, the brotli and gzip files
 * the build wrote next to each asset); around it this adds:
 * - the cache rules: mf-manifest.json, remoteEntry.js, HTML and the runtime config are revalidated (no-cache);
 *   content-hashed chunks are immutable for a year;
 * - CORS for the listed origins only (the portal loads remotes across origins);
 * - the security headers and the Content-Security-Policy assembled from the runtime config (serve/csp.mts);
 * - /portal.config.json from memory, and the shell's fallback to index.html for client-side routes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import sirv from 'sirv';
import type { PortalConfig } from '../shared/src/config/portalConfig.ts';
import { contentSecurityPolicy, securityHeaders } from './serve/csp.mts';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without a file extension answer index.html (client-side routing). */
  spaFallback?: boolean;
  /** Origins that may fetch the app's files from scripts (the portal's, for a remote). */
  allowedOrigins: string[];
  /** The app's runtime config: served as /portal.config.json, and the source of the Content-Security-Policy. */
  runtimeConfig?: PortalConfig | null;
  /** Who may frame the app's embed pages (embed*.html): "'none'" (default) or space-separated origins. */
  embedFrameAncestors?: string;
  /** Trust X-Forwarded-Proto from a TLS-terminating proxy in front (then HSTS is sent for https requests). */
  trustProxy?: boolean;
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

export function cacheControl(file: string): string {
  const base = path.basename(file);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'portal.config.json') return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The sha256 sources of every inline <script> in the app's HTML files, for script-src. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        for (const m of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
          if (m[1]!.trim()) hashes.add(`sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}`);
        }
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return [...hashes].sort();
}

export function startStaticServer(opts: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(opts.root);
  const config = opts.runtimeConfig ?? null;
  const configText = config ? JSON.stringify(config, null, 2) : null;
  const configEtag = configText ? `"${crypto.createHash('sha256').update(configText).digest('base64url').slice(0, 27)}"` : null;
  const hashes = inlineScriptHashes(root);
  const embedAncestors = opts.embedFrameAncestors?.trim() || "'none'";
  // The four header sets an app can answer with, computed once: http or https, portal page or embed page.
  const headerSets = new Map<string, Record<string, string>>();
  for (const https of [false, true]) {
    for (const embed of [false, true]) {
      const frameAncestors = embed ? embedAncestors : "'none'";
      headerSets.set(`${https}/${embed}`, securityHeaders(
        contentSecurityPolicy(config, { inlineScriptHashes: hashes, frameAncestors, https }),
        { https, frameable: frameAncestors !== "'none'" },
      ));
    }
  }
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dev: false,
    single: opts.spaFallback ? 'index.html' : false,
    setHeaders(res) {
      // sirv sets Vary for the encodings; CORS answers vary by Origin as well.
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    },
  });

  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && opts.allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405, { Allow: 'GET, HEAD' }).end(); return; }
    const url = new URL(req.url ?? '/', 'http://static');
    const https = Boolean((req.socket as TLSSocket).encrypted) || (opts.trustProxy === true && req.headers['x-forwarded-proto'] === 'https');
    const embedPage = /^embed[^/]*\.html$/.test(path.posix.basename(url.pathname));
    for (const [name, value] of Object.entries(headerSets.get(`${https}/${embedPage}`)!)) res.setHeader(name, value);

    if (url.pathname === '/portal.config.json') {
      if (!configText) { res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No runtime config'); return; }
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', configEtag!);
      if (req.headers['if-none-match'] === configEtag) { res.writeHead(304).end(); return; }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : configText);
      return;
    }
    // Set before sirv answers, so 304s carry it too (sirv keeps headers already set on the response).
    res.setHeader('Cache-Control', cacheControl(url.pathname));
    files(req, res, () => {
      res.removeHeader('Cache-Control');
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}
