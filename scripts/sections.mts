/**
 * The sections table as the current sources declare it (each remote's `src/sections/`, its texts resolved as its build
 * resolves them), checked against the routes the local stack's config gives each remote: what the shell's server would
 * serve for builds of this checkout. For tooling only: the README's route table (docs/routes.mts), the test fixture the
 * shell's unit tests read (shared/host/src/testing/table.json, kept equal by scripts/test/sections.test.mts), the bench.
 * The portal itself never reads the sources: its server reads each release's manifest.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteDeclaration, SectionsTable } from '@portal/contract';
import { DEFAULT_FEATURES } from '@portal/kit/config';
import { checkDeclaration, mergeTable } from '@portal/host/sections';
import { APPS, REMOTE_ROUTES, root } from './stack.mts';

// @portal/build is CommonJS (Rspack loads it so): required, as releases.mts does.
const { declarationOf } = createRequire(import.meta.url)('@portal/build/options') as typeof import('@portal/build/options');

/** A remote's declaration as its source has it (texts as keys of its catalogue), read from its folder. */
export async function sourceDeclaration(dir: string): Promise<RemoteDeclaration<string>> {
  const module = (await import(pathToFileURL(path.join(dir, 'src', 'sections', 'index.ts')).href)) as {
    declaration: RemoteDeclaration<string>;
  };
  return module.declaration;
}

/** The table the current sources declare, as the local stack's config would have it (every switch at its default). */
export async function declaredTable(): Promise<SectionsTable> {
  const parts = [];
  for (const app of APPS.filter((a) => a.name !== 'shell')) {
    const dir = path.join(root, app.dir);
    const release = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const declaration = declarationOf({ dir, sections: await sourceDeclaration(dir) });
    const checked = checkDeclaration(declaration, {
      remote: app.name,
      release,
      routes: REMOTE_ROUTES[app.name]!,
      features: DEFAULT_FEATURES,
    });
    parts.push({ remote: app.name, checked });
  }
  return mergeTable(parts);
}

/** The table without its releases: the shell's tests' fixture (a release's version changes with every deploy). */
export const withoutReleases = (table: SectionsTable): SectionsTable => ({
  ...table,
  sections: table.sections.map(({ release: _release, ...section }) => section),
});
