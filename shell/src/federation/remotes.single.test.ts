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

// The build swaps remotes.single.ts in for remotes.ts: every name the shell imports from remotes.ts must be there too,
// or the single-app build fails (it did once, when the slot began to import arrivedSection).
test('the single-app build provides every name the shell imports from remotes.ts', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const single: Record<string, unknown> = await import('./remotes.single');
  const src = path.join(__dirname, '..');
  const imported = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.includes('remotes.')) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.?\/(?:federation\/)?remotes'/g))
          for (const name of m[1]!
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith('type ')))
            imported.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  };
  walk(src);
  expect([...imported].sort()).toEqual(
    expect.arrayContaining(['arrivedSection', 'loadRemoteComponent', 'prefetchSection', 'registerPortalRemotes']),
  );
  expect([...imported].filter((name) => typeof single[name] !== 'function')).toEqual([]);
});
