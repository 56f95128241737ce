/**
 * Serves one app's production build the way it is deployed: mf-manifest.json, remoteEntry.js, HTML and the
 * runtime config are always revalidated (no-cache); content-hashed chunks are immutable for a year. CORS is
 * allowed for the listed origins (the portal loads remotes across origins). The shell gets an SPA fallback.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths answer index.html (client-side routing). */
  spaFallback?: boolean;
  allowedOrigins: string[];
  /** Files served from memory instead of disk (the runtime config). */
  overrides?: Record<string, () => string>;
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

export function cacheControl(file: string): string {
  const base = path.basename(file);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'portal.config.json') return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function startStaticServer(opts: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(opts.root);
  // Files are read and compressed once per version (mtime), not on every request.
  const cache = new Map<string, { mtimeMs: number; body: Buffer; gzipped?: Buffer }>();
  const load = (file: string) => {
    const mtimeMs = fs.statSync(file).mtimeMs;
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, body: fs.readFileSync(file) };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && opts.allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    }
    if (req.method === 'OPTIONS') { res.writeHead(204).end(); return; }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    const url = new URL(req.url ?? '/', 'http://static');
    let pathname: string;
    try { pathname = decodeURIComponent(url.pathname); } catch { res.writeHead(400).end(); return; }
    res.setHeader('X-Content-Type-Options', 'nosniff');

    const override = opts.overrides?.[pathname];
    if (override) {
      res.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : override());
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) && file !== root) { res.writeHead(403).end(); return; }
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      const looksLikeAsset = path.extname(pathname) !== '';
      if (!opts.spaFallback || looksLikeAsset) { res.writeHead(404, { 'Content-Type': TYPES['.txt']! }).end('Not found'); return; }
      file = path.join(root, 'index.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl(file) };
    const entry = load(file);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /text|json|javascript|svg/.test(type) && entry.body.length > 1024;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') { res.end(); return; }
    res.end(gzip ? (entry.gzipped ??= zlib.gzipSync(entry.body)) : entry.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}
