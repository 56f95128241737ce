/**
 * The shared libraries a release says it needs (its manifest's `metaData.portal.shared`, @portal/build's
 * sharedNeeds): read by the compatibility check before a section's first module runs. A module of its own, apart from
 * check.ts: the first download takes this function only, and the declarations' checks load with the page's own read
 * of a release (a module's exports used anywhere in the app stay in the chunk that first takes the module).
 */
import type { SharedNeed } from '@portal/contract';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shared libraries a release needs (its manifest's `metaData.portal.shared`), or null where it does not say. */
export function sharedNeeds(portal: unknown): Record<string, SharedNeed> | null {
  if (!isObject(portal) || !isObject(portal.shared)) return null;
  const needs: Record<string, SharedNeed> = {};
  for (const [pkg, need] of Object.entries(portal.shared))
    if (isObject(need) && typeof need.range === 'string' && typeof need.version === 'string')
      needs[pkg] = { range: need.range, version: need.version };
  return needs;
}
