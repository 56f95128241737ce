import { SECTIONS } from '@portal/kit';
import { SINGLE_APP_SECTIONS } from './remotes.single';

// The single-app build (npm run bench) imports each section by a static path, which a bundler needs written out:
// it must be exactly the sections table's modules, remote by remote.
test('the single-app build has every section of the table, and nothing else', () => {
  const fromTable: Record<string, string[]> = {};
  for (const s of SECTIONS) {
    const modules = (fromTable[s.remote] ??= []);
    if (!modules.includes(s.module)) modules.push(s.module);
  }
  const built = Object.fromEntries(Object.entries(SINGLE_APP_SECTIONS).map(([remote, modules]) => [remote, Object.keys(modules)]));
  for (const remote of Object.keys(fromTable))
    expect([remote, [...built[remote]!].sort()]).toEqual([remote, [...fromTable[remote]!].sort()]);
  expect(Object.keys(built).sort()).toEqual(Object.keys(fromTable).sort());
});
