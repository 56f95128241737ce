import type { SectionsTable } from '@portal/contract';

/** Paths that are never restored as a return target after sign-in (spec 2: sign-in lands on the home frame anyway). */
const NOT_RESTORED = new Set(['/', '/login', '/home']);

/**
 * The path to return to after sign-in, or null. Only same-origin relative paths are accepted: a single leading
 * slash, no scheme, no protocol-relative '//' or '/\', nothing that parses to another origin.
 */
export function safeReturnPath(
  candidate: unknown,
  origin = 'https://portal.invalid',
  opts: {
    /**
     * Whether a page's query is an answer it reads once (a payment provider's, issue 25; the sections table says which:
     * `answerInQuery`): never kept to be replayed after a sign-in. Its path is kept without it.
     */
    answerInQuery?: (path: string) => boolean;
    /** Where sign-in lands anyway (the home frame's first tab, by the sections table): not kept either. */
    landing?: string;
  } = {},
): string | null {
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
  if (NOT_RESTORED.has(path.toLowerCase()) || path.toLowerCase() === opts.landing?.toLowerCase()) return null;
  if (opts.answerInQuery?.(path)) return url.pathname;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether a page's query is an answer it reads once, by the sections table (its section's `answerInQuery`, as its
 * release declares it): what safeReturnPath's `answerInQuery` asks. No table, no such page.
 */
export function answerInQueryOf(table: SectionsTable | undefined): (path: string) => boolean {
  const normal = (p: string) => p.toLowerCase().replace(/\/+$/, '') || '/';
  const pages = new Set((table?.sections ?? []).filter((s) => s.answerInQuery).map((s) => normal(s.path)));
  return (path) => pages.has(normal(path));
}
