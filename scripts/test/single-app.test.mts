/**
 * The single-app build (npm run bench's comparison, never deployed) swaps scripts/single-app/remotes.single.ts in for
 * the shell's federation/remotes.ts: it must name every section of the table, and provide every name the shell
 * imports from remotes.ts (the build failed once, when the slot began to import arrivedSection).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from '../stack.mts';
import { declaredTable } from '../sections.mts';
import * as single from '../single-app/remotes.single.ts';
import * as singleEarly from '../single-app/earlySection.single.ts';

test('the single-app build has every section the remotes declare, and nothing else', async () => {
  const fromTable: Record<string, string[]> = {};
  for (const s of (await declaredTable()).sections) {
    const modules = (fromTable[s.remote] ??= []);
    if (!modules.includes(s.module)) modules.push(s.module);
  }
  const built = Object.fromEntries(
    Object.entries(single.SINGLE_APP_SECTIONS).map(([remote, modules]) => [remote, Object.keys(modules).sort()]),
  );
  assert.deepEqual(built, Object.fromEntries(Object.entries(fromTable).map(([remote, modules]) => [remote, modules.sort()])));
});

test('the single-app build provides every name the shell imports from remotes.ts', () => {
  const imported = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.?\/(?:federation\/)?remotes'/g))
          for (const name of m[1]!
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith('type ')))
            imported.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  };
  walk(path.join(root, 'shell', 'src'));
  for (const name of ['arrivedSection', 'loadRemoteComponent', 'prefetchSection', 'registerPortalRemotes'])
    assert.ok(imported.has(name), name);
  const exported = single as Record<string, unknown>;
  assert.deepEqual(
    [...imported].filter((name) => typeof exported[name] !== 'function'),
    [],
  );
});

test('the single-app build provides every name the shell imports from earlySection.ts', () => {
  const imported = new Set<string>();
  for (const file of ['startup.ts', 'federation/remotes.ts', 'federation/readRemotes.ts']) {
    const text = fs.readFileSync(path.join(root, 'shell', 'src', file), 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.?\/(?:federation\/)?earlySection'/g))
      for (const name of m[1]!
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type ')))
        imported.add(name.split(/\s+as\s+/)[0]!);
  }
  assert.deepEqual([...imported].sort(), ['fetchManifestEarly', 'startEarlySection', 'takeEarlyManifest']);
  const exported = singleEarly as Record<string, unknown>;
  assert.deepEqual(
    [...imported].filter((name) => typeof exported[name] !== 'function'),
    [],
  );
});
