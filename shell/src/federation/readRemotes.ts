/**
 * The remotes a page reads itself (sectionsTable.ts): where the runtime config comes without the sections table (a dev
 * server) or without a remote (its release could not be read when the shell's server asked). Loaded only then.
 */
import type { PortalConfig } from '@portal/contract';
import { pinOf, remotesOf, routesOf } from '@portal/host/config';
import { mergeTable, partOf, type RemotePart } from '@portal/host/sections';
import { fetchManifestEarly } from './earlySection';
import { currentTable, setTable } from './sectionsTable';
import { reportEvent } from '../monitoring/monitoring';
import type { FileEvent } from './plugins/integrity';

/** What the page read of a remote: its part, and for a pinned manifest that was not the pin's bytes, that refusal. */
export type ReadPart = RemotePart & { refused?: FileEvent };

/** A remote's part of the table, read by the page: its release's manifest (a pinned one checked by its pin), checked. */
export async function readRemote(config: PortalConfig, remote: string): Promise<ReadPart> {
  try {
    const response = await fetchManifestEarly(config, remote);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- why, for monitoring (the section's own message says it to the customer)
    if (!response?.ok) return { remote, unavailable: response ? `HTTP ${response.status}` : 'not an allowed origin' };
    return partOf(remote, await response.json(), { routes: routesOf(config), features: config.features });
  } catch (error) {
    // A pinned manifest the browser refused, or one not there: asked again to tell which (the integrity plugin's check).
    const pin = pinOf(config, remote);
    const refused = pin
      ? await (await import('./plugins/integrityChecks')).checkPinnedManifest(fetch, pin.manifest, { remote, ...pin })
      : null;
    return { remote, unavailable: refused?.detail ?? (error as Error).message, ...(refused ? { refused } : {}) };
  }
}

/**
 * The remotes the table lacks (all where the config brings none, else those it says could not be read), read by the
 * page and added to the table; their refused sections given to `report`. Resolves once each has answered or failed.
 */
export async function completeTable(config: PortalConfig, report: (part: ReadPart) => void = reportPart): Promise<void> {
  const missing = config.sections ? [...(currentTable().unavailable ?? [])] : Object.keys(remotesOf(config));
  if (missing.length === 0) return;
  const parts = await Promise.all(missing.map((remote) => readRemote(config, remote)));
  parts.forEach(report);
  addParts(parts);
}

/** Retry on a remote whose sections are not known: its release read again, and added if it can be now. */
export async function retryRemote(config: PortalConfig, remote: string, report: (part: ReadPart) => void = reportPart): Promise<void> {
  const part = await readRemote(config, remote);
  report(part);
  addParts([part]);
}

/**
 * Adds what remotes gave: a remote read replaces what the table had of it; one that could not be read is said to be
 * unavailable, unless the table knows its sections already (they stay: its files may still come).
 */
function addParts(parts: RemotePart[]): void {
  const table = currentTable();
  const merged = mergeTable(parts);
  const read = new Set(parts.filter((p) => !('unavailable' in p)).map((p) => p.remote));
  const known = new Set(table.sections.map((s) => s.remote));
  const unavailable = new Set([...(table.unavailable ?? []), ...(merged.unavailable ?? []).filter((r) => !known.has(r))]);
  for (const remote of read) unavailable.delete(remote);
  setTable({
    sections: [...table.sections.filter((s) => !read.has(s.remote)), ...merged.sections],
    ...withList('unavailable', [...unavailable]),
    ...withList('refused', [...(table.refused ?? []).filter((r) => !read.has(r.remote)), ...(merged.refused ?? [])]),
  });
}

const withList = <K extends 'unavailable' | 'refused', V>(key: K, list: V[]) => (list.length ? { [key]: list } : {});

/** What a remote's release read by the page gave: each section it refused, and a release that could not be read, reported. */
export function reportPart(part: ReadPart): void {
  if ('unavailable' in part && part.refused) {
    // Not the pinned release: refused, as the section's own load would be (its file, then the section).
    reportEvent(part.refused);
    reportEvent({
      type: 'section-refused',
      remote: part.remote,
      reason: 'integrity',
      detail: part.refused.detail,
    });
    return;
  }
  if ('unavailable' in part) {
    reportEvent({
      type: 'section-failed',
      remote: part.remote,
      reason: 'declaration',
      detail: `its release could not be read: ${part.unavailable}`,
    });
    return;
  }
  for (const r of part.checked.refused)
    reportEvent({
      type: 'section-refused',
      remote: r.remote,
      ...(r.module ? { module: r.module } : {}),
      ...(r.release ? { release: r.release } : {}),
      reason: 'declaration',
      detail: r.path ? `${r.path}: ${r.reason}` : r.reason,
    });
}
