/**
 * The runtime config's routes: which addresses each remote's sections may have (`routes.<name>`), checked with
 * the config. Small, and no imports but types and table.ts: the shell's entry checks the config with them.
 */
import { basePath, FRAME_PATHS, nests, normalPath, routeCovers } from './table';

/** An address, or one with `/*` after it (a section that routes what is under it). */
export const SECTION_PATH = /^(\/[A-Za-z0-9_.-]+)+(\/\*)?$/;

/** A remote's name: a JavaScript name's part (its container is `portal_<name>`). */
export const REMOTE_NAME = /^[a-z][a-z0-9]{0,31}$/;

/** Addresses the shell keeps for itself: its pages and its frames' own. No remote's route may hold them. */
const SHELL_PATHS = ['/', '/login', '/redirect.html', ...Object.values(FRAME_PATHS)];

/**
 * The runtime config's routes of one remote: each an address (`/home/manage`) or one with `/*` (`/account/*`), none of
 * the shell's own. Problems, by key, for the config's check.
 */
export function routeProblems(key: string, routes: unknown): string[] {
  if (!Array.isArray(routes) || routes.length === 0)
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the runtime config's check, for whoever deploys the portal
    return [`${key}: must be a list of the addresses the remote's sections may have, such as "/home/balance" or "/account/*"`];
  const problems: string[] = [];
  for (const route of routes) {
    if (typeof route !== 'string' || !SECTION_PATH.test(route))
      problems.push(`${key}: "${String(route)}" is not an address such as /home/balance or /account/*`);
    else if (SHELL_PATHS.some((own) => routeCovers(route, own) || normalPath(route) === own))
      problems.push(`${key}: "${route}" holds an address of the shell's own (${SHELL_PATHS.join(', ')})`);
  }
  return problems;
}

/** Routes of two remotes that hold the same addresses (the first of each pair found), for the config's check. */
export function overlappingRoutes(remotes: Record<string, readonly string[]>): string[] {
  const entries = Object.entries(remotes).flatMap(([remote, routes]) => routes.map((route) => ({ remote, route })));
  const problems: string[] = [];
  for (let i = 0; i < entries.length; i += 1)
    for (let j = i + 1; j < entries.length; j += 1) {
      const a = entries[i]!,
        b = entries[j]!;
      if (a.remote === b.remote) continue;
      const aBase = basePath(a.route),
        bBase = basePath(b.route);
      const overlap =
        aBase === bBase || (nests(a.route) && bBase.startsWith(`${aBase}/`)) || (nests(b.route) && aBase.startsWith(`${bBase}/`));
      if (overlap) problems.push(`routes.${b.remote}: "${b.route}" holds addresses of routes.${a.remote}'s "${a.route}"`);
    }
  return problems;
}
