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

/** Entry points fewer than two apps import, and why they are in the kit all the same. */
const ALLOWED: Record<string, string> = {
  '@portal/kit/sections':
    'the sections table: the shell routes by it, and @portal/build makes every remote expose what it names (a test checks each remote against it)',
  '@portal/kit/msal-loader':
    "the shell's entry asks it before any shared module has arrived; the embeds and the kit's sign-in use it inside",
  '@portal/kit/early-answers':
    "the shell's entry asks a signed-in page's first answers before any shared module; the kit's API client reads them",
  '@portal/kit/session-gate':
    "the shell's entry checks the inactivity limit before anything of a session is read; every embed does too, inside the kit",
  '@portal/kit/session-end': 'the shell ends a session found past the inactivity limit; every embed does too, inside the kit',
  '@portal/kit/session':
    "the login page's inline script (shell) picks up another tab's sign-in before the app, as the kit's MsalAuthProvider does in every app",
  '@portal/kit/sign-in':
    "the shell's entry starts the provider's sign-in with MSAL alone (decision 0020), as the kit's MsalAuthProvider does in every app",
  '@portal/kit/redirect': "every app's redirect.html (MSAL's redirect bridge), which @portal/build adds to each app",
  '@portal/kit/personal-form':
    "the personal forms' values without their texts, for the Manage tab's drawing (remote-account's early script, decision 0021); every app's forms read the same module through '@portal/kit/validation'",
  '@portal/kit/last-known-balance':
    "the shell's entry draws a returning customer's last known balance before any shared module, as the kit's data hooks read it; an entry of its own so that only the drawing's file has it, not the entry every page downloads",
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

/** The apps whose sources import an entry point (statically or with import()). */
function appsImporting(entry: string): string[] {
  const quoted = new RegExp(`(from |import\\()'${entry.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}'`);
  return APPS.filter((app) => sourceFiles(path.join(root, app, 'src')).some((f) => quoted.test(fs.readFileSync(f, 'utf8'))));
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
