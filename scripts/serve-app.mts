/**
 * The web server of a deployed app (its Docker image): serves the static build with the portal's cache rules,
 * CORS, security headers and Content-Security-Policy (static-server.mts), and /portal.config.json from environment
 * variables (see runtime-config.mts). It refuses to start when the config is invalid, naming every bad key.
 */
import { configFromEnv, type MsalSettings } from './runtime-config.mts';
import { startStaticServer } from './static-server.mts';

const env = process.env;
const port = Number(env.PORT ?? 3000);

async function sandboxMsal(url: string): Promise<MsalSettings> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${url.replace(/\/$/, '')}/sandbox/msal-config.json`);
      if (res.ok) return (await res.json()) as MsalSettings;
      throw new Error(`HTTP ${res.status}`);
    } catch (e) {
      if (attempt >= 30) throw new Error(`could not read the sandbox's MSAL settings at ${url}: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const msal = env.AUTH_FROM_SANDBOX ? await sandboxMsal(env.AUTH_FROM_SANDBOX) : undefined;
const result = configFromEnv(env, msal);
if (!result.ok) {
  console.error(`Invalid runtime configuration:\n  ${result.errors.join('\n  ')}`);
  process.exit(1);
}
await startStaticServer({
  root: env.APP_DIST ?? './dist',
  port,
  host: env.HOST ?? '0.0.0.0',
  spaFallback: env.SPA !== '0',
  allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  runtimeConfig: result.config,
  embedFrameAncestors: env.EMBED_FRAME_ANCESTORS,
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
});
console.log(`Serving ${env.APP_DIST ?? './dist'} on :${port}`);
