/**
 * The sections table the page reads (docs/sections.md): every remote's sections as its release declares them. The
 * shell's server merges it from the releases the runtime config names and serves it with the config (`sections`), so
 * the page has it with no round trip of its own. Where the config comes without it (a dev server) or without a remote
 * (its release could not be read when the server asked), the page reads those releases' manifests itself, checks them
 * the same way (@portal/host/sections) and adds what they declare; a section they refuse is reported for monitoring
 * (readRemotes.ts, loaded then: its checks are not in the first download).
 */
import { useSyncExternalStore } from 'react';
import type { SectionsTable } from '@portal/contract';

let table: SectionsTable = { sections: [] };
const listeners = new Set<() => void>();

/** The table now (what bootstrap set, with what the page has read itself since). */
export const currentTable = (): SectionsTable => table;

/** Sets the table, and renders again what reads it. */
export function setTable(next: SectionsTable): void {
  table = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The table, for a component: rendered again when a remote's sections are added. */
export const useSectionsTable = (): SectionsTable => useSyncExternalStore(subscribe, currentTable, currentTable);
