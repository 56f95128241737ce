/**
 * The runtime config from environment variables, as a deployed app's server builds /portal.config.json.
 * PORTAL_CONFIG (the whole JSON) wins; otherwise the variables of config-from-env.mts are assembled. AUTH_FROM_SANDBOX
 * takes the MSAL settings from a sandbox's /sandbox/msal-config.json (the local compose); production sets AUTH_*.
 */
import { validatePortalConfig, type ConfigResult } from '@portal/host/config';
import { assembleConfig, type MsalSettings } from './config-from-env.mts';

export type { MsalSettings };

export function configFromEnv(env: Record<string, string | undefined>, msal?: MsalSettings): ConfigResult {
  if (env.PORTAL_CONFIG) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.PORTAL_CONFIG);
    } catch {
      return { ok: false, errors: ['PORTAL_CONFIG: is not valid JSON'] };
    }
    return validatePortalConfig(parsed);
  }
  return validatePortalConfig(assembleConfig(env, msal));
}
