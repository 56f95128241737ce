/**
 * The runtime contract's surface and versions: the rules that tell a change's kind, the repository's own state (what
 * CI checks), and a real change to a copy of the contract's sources, caught without a version and then released.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  checkContract,
  CONTRACT,
  contractVersion,
  currentReport,
  releaseContract,
  releasedVersions,
  TODO_ENTRY,
} from '../contract/check.mts';
import { bumpCovers, changelogEntry, classify, declarations, nextVersion } from '../contract/surface.mts';

const report = (body: string) =>
  `## API Report File for "@portal/contract"\n\n\`\`\`ts\n\nimport { Context } from 'react';\n\n${body}\n\`\`\`\n`;
const BASE = report(`// @public (undocumented)
export interface Toast {
    // (undocumented)
    error(title: string, detail?: string, ms?: number): void;
    success(message: string, ms?: number): void;
}

// @public
export function useToast(): Toast;

export { Link }`);

describe('what kind of change a report is', () => {
  test('declarations by name, without comments and imports', () => {
    const d = declarations(BASE);
    assert.deepEqual([...d.keys()], ['Toast', 'useToast', 'Link']);
    assert.deepEqual(d.get('Toast'), [
      'export interface Toast {',
      'error(title: string, detail?: string, ms?: number): void;',
      'success(message: string, ms?: number): void;',
      '}',
    ]);
  });

  test('the same surface, reworded comments or reordered: patch', () => {
    const reordered = report(
      `export { Link }\n\n// @public\nexport function useToast(): Toast;\n\n/** Toasts. */\nexport interface Toast {\n    success(message: string, ms?: number): void;\n    error(title: string, detail?: string, ms?: number): void;\n}`,
    );
    assert.deepEqual(classify(BASE, reordered), { kind: 'patch', reasons: [] });
  });

  test('only added (a declaration, a member): minor', () => {
    const added = BASE.replace('export { Link }', 'export { Link }\n\nexport const OTHER_APPS_WAIT_MS = 1500;').replace(
      '    success(message: string, ms?: number): void;',
      '    success(message: string, ms?: number): void;\n    info(message: string, ms?: number): void;',
    );
    const change = classify(BASE, added);
    assert.equal(change.kind, 'minor');
    assert.deepEqual(change.reasons, ['Toast extended', 'OTHER_APPS_WAIT_MS added']);
  });

  test('removed, renamed or a signature changed: major', () => {
    assert.equal(classify(BASE, BASE.replace('export { Link }', '')).kind, 'major');
    assert.deepEqual(classify(BASE, BASE.replace('export function useToast(): Toast;', 'export function useToasts(): Toast;')).reasons, [
      'useToast removed',
      'useToasts added',
    ]);
    const changed = classify(BASE, BASE.replace('success(message: string, ms?: number): void;', 'success(message: string): void;'));
    assert.equal(changed.kind, 'major');
    assert.match(changed.reasons[0]!, /^Toast changed \("success\(message: string, ms\?: number\): void;" no longer there\)$/);
  });

  test('the version a change needs, and whether a release is big enough', () => {
    assert.equal(nextVersion('1.4.2', 'major'), '2.0.0');
    assert.equal(nextVersion('1.4.2', 'minor'), '1.5.0');
    assert.equal(nextVersion('1.4.2', 'patch'), '1.4.3');
    assert.equal(bumpCovers('1.4.2', '1.5.0', 'minor'), true);
    assert.equal(bumpCovers('1.4.2', '2.0.0', 'minor'), true);
    assert.equal(bumpCovers('1.4.2', '1.4.3', 'minor'), false);
    assert.equal(bumpCovers('1.4.2', '1.5.0', 'major'), false);
    assert.equal(bumpCovers('1.4.2', '1.4.2', 'patch'), false);
  });

  test('the changelog entry of a version', () => {
    const log = '# x\n\n## 1.1.0 (minor)\n\n- Added it.\n\n## 1.0.0 (major)\n\nFirst.\n';
    assert.equal(changelogEntry(log, '1.1.0'), '- Added it.');
    assert.equal(changelogEntry(log, '1.0.0'), 'First.');
    assert.equal(changelogEntry(log, '1.0.1'), null);
  });
});

test('the repository: the report is the surface of the sources, and the version is recorded with it', () => {
  assert.deepEqual(checkContract(), []);
  assert.ok(releasedVersions().includes(contractVersion()));
});

describe('a change to a copy of the contract', () => {
  // Inside the repository, so that its imports (react, react-router, @lingui/core) resolve as the real one's do.
  const copy = fs.mkdtempSync(path.join(CONTRACT, '..', '.contract-test-'));
  after(() => fs.rmSync(copy, { recursive: true, force: true }));
  for (const entry of ['src', 'api', 'package.json', 'tsconfig.json', 'tsconfig.api.json', 'api-extractor.json', 'CHANGELOG.md']) {
    fs.cpSync(path.join(CONTRACT, entry), path.join(copy, entry), { recursive: true });
  }
  const file = path.join(copy, 'src', 'toast.ts');
  const version = contractVersion(copy);

  test('a renamed hook without a new version fails, naming the major version it needs', () => {
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('export function useToast()', 'export function useToasts()'));
    const problems = checkContract(currentReport({ update: false }, copy), copy);
    assert.ok(
      problems.some((p) => p.includes('api/contract.api.md is not the surface of the sources')),
      problems.join('\n'),
    );
    const [major] = version.split('.');
    assert.ok(
      problems.some((p) =>
        p.includes(`without a new version: a major change (useToast removed; useToasts added). Release ${Number(major) + 1}.0.0`),
      ),
      problems.join('\n'),
    );
  });

  test('an addition is minor; released, the check wants its changelog entry, and then passes', () => {
    fs.writeFileSync(
      file,
      `${fs.readFileSync(file, 'utf8').replace('export function useToasts()', 'export function useToast()')}\n/** A new hook. */\nexport function useToastCount(): number { return 0; }\n`,
    );
    const released = releaseContract(undefined, copy);
    const [major, minor] = version.split('.').map(Number);
    assert.deepEqual(released, { version: `${major}.${minor! + 1}.0`, change: 'minor', reasons: ['useToastCount added'] });
    assert.equal(contractVersion(copy), released.version);
    const problems = checkContract(currentReport({ update: false }, copy), copy);
    assert.deepEqual(problems, [`shared/contract/CHANGELOG.md: the entry for ${released.version} still says TODO`]);
    const changelog = path.join(copy, 'CHANGELOG.md');
    fs.writeFileSync(changelog, fs.readFileSync(changelog, 'utf8').replace(TODO_ENTRY, '- `useToastCount()`: how many toasts show.'));
    assert.deepEqual(checkContract(currentReport({ update: false }, copy), copy), []);
  });
});
