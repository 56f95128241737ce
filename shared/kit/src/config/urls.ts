/**
 * Which addresses the portal trusts with what (issue 25): plain http only on a loopback host, and the hosted payment
 * page's origins as the runtime config allows them. Read by the kit that redirects to the payment page and by the
 * embed's options, and by the host's checks of the runtime config (@portal/host/config).
 */
import type { PortalConfig } from '@portal/contract';

/**
 * A loopback host (a developer's machine, the sandbox): the only place plain http is accepted for the API, the
 * identity provider and the payment page. Anywhere else bearer tokens, sign-in codes and signed payment requests
 * would travel in clear.
 */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '[::1]' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** An https URL, or an http one on a loopback host. */
export function isSecureUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackHost(u.hostname));
  } catch {
    return false;
  }
}

/** An origin as the browser writes it (scheme, host, port; no path), https or on loopback. */
export const isSecureOrigin = (v: unknown): v is string => isSecureUrl(v) && new URL(v as string).origin === v;

/** What /portal.config.json holds beyond the runtime contract's PortalConfig: read by the kit only. */
export interface PaymentSettings {
  allowedPaymentOrigins: string[];
}

/**
 * The origins of the payment provider's hosted page (`allowedPaymentOrigins` in /portal.config.json): the only
 * places checkout sends a customer, whatever address the API answers. Read by the kit that redirects (each section
 * carries it), checked again here: a list the shell did not validate (an older shell passes the key through
 * unchecked) counts only for its well-formed origins, and a missing one allows none.
 */
export function allowedPaymentOrigins(config: PortalConfig): string[] {
  const list = (config as PortalConfig & { allowedPaymentOrigins?: unknown }).allowedPaymentOrigins;
  return Array.isArray(list) ? list.filter(isSecureOrigin) : [];
}
