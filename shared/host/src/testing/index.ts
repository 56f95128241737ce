/**
 * '@portal/host/testing': the sections table the shell's unit tests render with: what the current sources of the four
 * remotes declare (table.json, written by `npm run sections:fixture` and kept equal to them by
 * scripts/test/sections.test.mts), so a test of the shell reads a table as its server would serve it. Test data only:
 * the portal reads each release's own declaration.
 */
import type { PortalConfig, SectionsTable } from '@portal/contract';
import table from './table.json';

export const TEST_TABLE = table as unknown as SectionsTable;

/** A runtime config with the test table, as the shell's server serves it. */
export const withTable = <C extends PortalConfig>(config: C, sections: SectionsTable = TEST_TABLE): C => ({ ...config, sections });
