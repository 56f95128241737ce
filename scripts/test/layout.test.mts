/**
 * The same layout in every app (docs/sections.md "An app's layout"): behaviour under src/features/<name>/, its
 * declaration under src/sections/, src/exposes/ only re-exporting (what each remote's declaration names: sections.test.mts),
 * and one name for translation modules.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { APPS, root } from '../stack.mts';

const REMOTE_NAMES = APPS.filter((a) => a.name !== 'shell').map((a) => a.name);

const remoteDir = (name: string) => path.join(root, `remote-${name}`);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-single', 'build-prerender'].includes(e.name) || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

test('each remote has an entry, a bootstrap, its features, its exposes and its sections’ declaration', () => {
  for (const name of REMOTE_NAMES) {
    const src = path.join(remoteDir(name), 'src');
    for (const entry of ['index.ts', 'bootstrap.tsx', 'features', 'exposes', 'sections/index.ts', 'sections/messages/en.json'])
      assert.ok(fs.existsSync(path.join(src, entry)), `remote-${name}/src/${entry}`);
  }
});

test('src/exposes/ only re-exports (the behaviour is in src/features/)', () => {
  for (const name of REMOTE_NAMES) {
    for (const file of fs.readdirSync(path.join(remoteDir(name), 'src', 'exposes'))) {
      const code = fs
        .readFileSync(path.join(remoteDir(name), 'src', 'exposes', file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('//'));
      for (const line of code)
        assert.match(
          line,
          /^export (type )?(\*|\{[^}]*\}) from '\.\.\/features\/[\w/-]+';$/,
          `remote-${name}/src/exposes/${file}: ${line}`,
        );
    }
  }
});

test('a module that defines a catalogue is named i18n.ts, beside its messages/', () => {
  for (const dir of ['shared/kit/src', 'shell/src', ...REMOTE_NAMES.map((n) => `remote-${n}/src`)]) {
    for (const file of sourceFiles(path.join(root, dir))) {
      if (!/\b(defineCatalogue|registerCatalogue)\(\s*'/.test(fs.readFileSync(file, 'utf8'))) continue;
      const rel = path.relative(root, file);
      assert.equal(path.basename(file), 'i18n.ts', rel);
      assert.ok(fs.existsSync(path.join(path.dirname(file), 'messages', 'en.json')), `${rel}: messages/en.json beside it`);
    }
  }
});
