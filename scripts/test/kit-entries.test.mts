/**
 * The kit holds what two or more apps use, or what a host needs to mount the portal (docs/decisions/0006,
 * README "Rules for a section team"): a rule only one app needs lives in that app's feature. Each of the kit's entry
 * points (its package.json "exports") must be imported by two apps, or be in ALLOWED with the reason; and the entry
 * points docs/releases.md lists are exactly these.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from '../stack.mts';

const APPS = ['shell', 'remote-balance', 'remote-reload', 'remote-account', 'remote-public'];

/** Entry points fewer than two apps use, and why they are in the kit all the same. */
const ALLOWED: Record<string, string> = {
  '@portal/kit/personal-form':
    "the personal forms' values without their texts, for the Manage tab's drawing (remote-account's early script, decision 0021); every app's forms read the same module through '@portal/kit/validation'",
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-single', 'build-prerender'].includes(e.name) || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(e.name)) out.push(p);
  }
  return out;
}

const kitPackage = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'kit', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
/** '@portal/kit', '@portal/kit/embed', …: every entry point but the package file. */
const entries = Object.keys(kitPackage.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? '@portal/kit' : `@portal/kit${k.slice(1)}`));

function imports(dir: string, entry: RegExp | string): boolean {
  const name = typeof entry === 'string' ? entry.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&') : entry.source;
  const quoted = new RegExp(`(from |import\\()'${name}'`);
  return sourceFiles(dir).some((f) => quoted.test(fs.readFileSync(f, 'utf8')));
}

/** The apps that import @portal/host (any of its entries): what @portal/host uses of the kit, they use. */
const hostUsers = APPS.filter((app) => imports(path.join(root, app, 'src'), /@portal\/host(?:\/[a-z-]+)*/));

/**
 * The apps that use an entry point: those whose sources import it (statically or with import()), and, when
 * @portal/host imports it, every app that imports @portal/host (the host's code is bundled into them).
 */
function appsImporting(entry: string): string[] {
  const direct = APPS.filter((app) => imports(path.join(root, app, 'src'), entry));
  const throughHost = imports(path.join(root, 'shared', 'host', 'src'), entry) ? hostUsers : [];
  return [...new Set([...direct, ...throughHost])];
}

test('every entry point of the kit is used by two apps, or says why it is in the kit', () => {
  const lonely = entries
    .map((entry) => ({ entry, apps: appsImporting(entry) }))
    .filter(({ entry, apps }) => apps.length < 2 && !ALLOWED[entry])
    .map(
      ({ entry, apps }) => `${entry}: imported by ${apps.join(', ') || 'no app'} (move it into that app's feature, or say why in ALLOWED)`,
    );
  assert.deepEqual(lonely, []);
  // The allow-list names only entry points that exist and that really are used by fewer than two apps.
  for (const entry of Object.keys(ALLOWED)) {
    assert.ok(entries.includes(entry), `${entry}: not an entry point any more`);
    assert.ok(appsImporting(entry).length < 2, `${entry}: two apps use it now; take it off the allow-list`);
  }
});

test("docs/releases.md lists the kit's entry points, exactly", () => {
  const releases = fs.readFileSync(path.join(root, 'docs', 'releases.md'), 'utf8');
  const row = releases.split('\n').find((l) => l.startsWith('| `@portal/kit`'));
  assert.ok(row, "docs/releases.md has the kit's row in its table");
  const listed = [...row.matchAll(/`(@portal\/kit(?:\/[a-z-]+)*|…\/[a-z/-]+)`/g)].map((m) => m[1]!.replace(/^…/, '@portal/kit'));
  assert.deepEqual([...new Set(listed)].sort(), [...entries].sort());
});
