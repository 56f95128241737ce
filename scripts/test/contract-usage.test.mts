/**
 * The runtime contract holds what is one instance in the page and the types the apps exchange. A name of its surface
 * that one app alone uses (or none: only the contract itself) belongs in that app, and leaves the contract at its
 * next major version; until then the CHANGELOG lists it under "Planned for the next major", exactly. The kit and the
 * host's package count as every app that bundles them; what the shell alone uses as the host that provides the
 * contract is named below.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from '../stack.mts';

const USERS = ['shell', 'remote-balance', 'remote-reload', 'remote-account', 'remote-public', 'shared/kit', 'shared/host'];

/** Used by the shell alone, because the shell is the host that provides the contract to the others. */
const HOST: Record<string, string> = {
  CONTRACT_VERSION: 'the version the shell provides, checked against each manifest',
  LOCALES: 'the languages the shell offers',
  LOCALE_KEY: "where the shell keeps the customer's language",
  isLocale: "the shell's check of a stored or asked language",
  FederationRuntimeHost:
    "where the shell provides its federation bundler runtime; the sections' side is their build's (@portal/build's provider and bundlerRuntimeFromHost)",
};

/** Used by no app by name, but part of an exported type's shape (the runtime config's parts, what the host provides). */
const SHAPES = ['AuthConfig', 'RemoteConfig', 'RemoteName', 'MonitoringConfig', 'ProvidedFederationRuntime', 'KnownCustomer', 'SectionTab'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'testing'].includes(e.name) || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The names of the contract's public surface, from its checked report. */
function surface(): string[] {
  const report = fs.readFileSync(path.join(root, 'shared', 'contract', 'api', 'contract.api.md'), 'utf8');
  return [...new Set([...report.matchAll(/^export (?:declare )?(?:type|interface|function|const|class|enum) (\w+)/gm)].map((m) => m[1]!))];
}

/** The names a file imports (or re-exports) from the contract: `import { a, type B } from '@portal/contract…'`. */
const importedNames = (text: string): string[] =>
  [...text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@portal\/contract[^']*'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );

/** Which users import each name from the contract. */
function usersOf(names: string[]): Map<string, string[]> {
  const users = new Map(names.map((n) => [n, [] as string[]]));
  for (const user of USERS) {
    const imported = new Set(sourceFiles(path.join(root, user, 'src')).flatMap((f) => importedNames(fs.readFileSync(f, 'utf8'))));
    for (const name of names) if (imported.has(name)) users.get(name)!.push(user);
  }
  return users;
}

test('a name of the contract one app alone uses is listed in its CHANGELOG as planned to leave at the next major', () => {
  const names = surface();
  assert.ok(names.length > 50, `the contract's report names its surface (${names.length} found)`);
  const users = usersOf(names);
  const oneApp = names
    .filter((n) => !SHAPES.includes(n))
    .filter((n) => {
      const u = users.get(n)!;
      if (u.includes('shared/kit') || u.includes('shared/host') || u.length >= 2) return false;
      return !(u.length === 1 && u[0] === 'shell' && n in HOST);
    })
    .sort();
  const changelog = fs.readFileSync(path.join(root, 'shared', 'contract', 'CHANGELOG.md'), 'utf8');
  const section = /^## Planned for the next major\n([\s\S]*?)(?=^## )/m.exec(changelog);
  assert.ok(section, 'shared/contract/CHANGELOG.md has a "## Planned for the next major" section');
  const listed = [...section[1]!.matchAll(/^- `(\w+)`/gm)].map((m) => m[1]!).sort();
  assert.deepEqual(
    listed,
    oneApp,
    `listed as planned vs used by one app or none (${oneApp.map((n) => `${n}: ${users.get(n)!.join(', ') || 'none'}`).join('; ')})`,
  );
});
