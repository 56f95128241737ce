import fs from 'node:fs';
import https from 'node:https';
import type { SandboxConfig } from './config.ts';

/**
 * A request of the sandbox to itself over its loopback (its discovery document, its JWKS): plain fetch on http; on
 * https (SANDBOX_TLS_*), trusting its own certificate and nothing more (Node trusts no self-signed certificate).
 */
export function selfFetch(url: string, config: Pick<SandboxConfig, 'tls'>): Promise<Response> {
  if (!config.tls) return fetch(url);
  const ca = fs.readFileSync(config.tls.certFile);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, servername: 'localhost' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers }));
        });
      })
      .on('error', reject);
  });
}
