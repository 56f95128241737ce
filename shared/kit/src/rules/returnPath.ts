/** Paths that are never restored as a return target after sign-in (spec 2: the balance page is the default anyway). */
const NOT_RESTORED = new Set(['/home/balance', '/', '/login']);

/**
 * Pages whose query is a payment provider's answer: read once by the page itself, never kept to be replayed after a
 * sign-in (issue 25). Their path is kept without it.
 */
const ANSWER_NOT_KEPT = new Set(['/transaction_result', '/transaction_result_saved']);

/**
 * The path to return to after sign-in, or null. Only same-origin relative paths are accepted: a single leading
 * slash, no scheme, no protocol-relative '//' or '/\', nothing that parses to another origin.
 */
export function safeReturnPath(candidate: unknown, origin = 'https://portal.invalid'): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a return path must not hold
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_RESTORED.has(path.toLowerCase())) return null;
  if (ANSWER_NOT_KEPT.has(path.toLowerCase())) return url.pathname;
  return `${url.pathname}${url.search}${url.hash}`;
}
