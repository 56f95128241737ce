/**
 * `npm run sections:fixture`: writes the shell's tests' sections table (shared/host/src/testing/table.json) from what
 * the current sources declare (sections.mts). scripts/test/sections.test.mts fails when it differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { declaredTable, withoutReleases } from './sections.mts';
import { root } from './stack.mts';

export const FIXTURE = path.join(root, 'shared', 'host', 'src', 'testing', 'table.json');

if (process.argv[1]?.endsWith('sections-fixture.mts')) {
  fs.writeFileSync(FIXTURE, `${JSON.stringify(withoutReleases(await declaredTable()), null, 2)}\n`);
  console.log(`${path.relative(root, FIXTURE)} written`);
}
