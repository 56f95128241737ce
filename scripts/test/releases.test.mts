/**
 * Releases are immutable and kept (shared/build/releases.ts): each build is published under its version, the hashed
 * files of the releases kept stay at the top for tabs opened before a deploy, older releases go, and a deployment
 * keeps what the previous one served but never a changed release.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listFiles, publishRelease, readCurrent } from '@portal/build/releases';

/** What rspack leaves in dist after a build: everything at the top replaced (releases/ kept), then the new files. */
function build(dist: string, files: Record<string, string>): void {
  fs.mkdirSync(dist, { recursive: true });
  for (const entry of fs.readdirSync(dist)) if (entry !== 'releases') fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
}
const release = (v: string, chunk: string) => ({
  'index.html': `<html>${v}</html>`,
  'mf-manifest.json': `{"v":"${v}"}`,
  'remoteEntry.js': `entry(${v}, '${chunk}')`,
  [`${chunk}.js`]: `chunk ${v}`,
  [`${chunk}.js.gz`]: `gz ${v}`,
  [`${chunk}.js.map`]: `map ${v}`,
  'prerendered/login.html': `login ${v}`,
});
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

test('a build is published under its version, and is what the top serves', () => {
  const dist = tmp();
  build(dist, release('1.0.0', '81.aaaaaaaaaa'));
  const result = publishRelease({ dist, version: '1.0.0', app: 'portal_reload', facts: { contract: '^1.0.0' } });
  assert.deepEqual(result, { version: '1.0.0', kept: ['1.0.0'], removed: [] });
  assert.deepEqual(listFiles(path.join(dist, 'releases', '1.0.0')), Object.keys(release('1.0.0', '81.aaaaaaaaaa')).sort());
  assert.equal(read(dist, 'releases/1.0.0/remoteEntry.js'), "entry(1.0.0, '81.aaaaaaaaaa')");
  assert.deepEqual(readCurrent(dist), { app: 'portal_reload', version: '1.0.0', contract: '^1.0.0', releases: ['1.0.0'], restored: [] });
});

test('after the next deploy, a tab opened before it still finds its chunks at the top; three releases are kept, older ones go', () => {
  const dist = tmp();
  const versions = ['1.0.0', '1.1.0', '1.2.0', '2.0.0'];
  versions.forEach((v, i) => {
    build(dist, release(v, `8${i}.${String(i).repeat(10)}`));
    publishRelease({ dist, version: v, app: 'portal_reload' });
  });
  // The top is the newest release…
  assert.equal(read(dist, 'remoteEntry.js'), "entry(2.0.0, '83.3333333333')");
  // …with the chunks (and their compressed copies and maps) of the two before it, for tabs still running them.
  for (const chunk of ['81.1111111111.js', '81.1111111111.js.gz', '81.1111111111.js.map', '82.2222222222.js'])
    assert.ok(fs.existsSync(path.join(dist, chunk)), chunk);
  assert.ok(!fs.existsSync(path.join(dist, '80.0000000000.js')), 'the oldest release is gone from the top');
  assert.deepEqual(fs.readdirSync(path.join(dist, 'releases')).sort(), ['1.1.0', '1.2.0', '2.0.0', 'releases.json']);
  const current = readCurrent(dist)!;
  assert.deepEqual(current.releases, ['2.0.0', '1.2.0', '1.1.0']);
  assert.deepEqual(current.restored, [
    '81.1111111111.js',
    '81.1111111111.js.gz',
    '81.1111111111.js.map',
    '82.2222222222.js',
    '82.2222222222.js.gz',
    '82.2222222222.js.map',
  ]);
  // Each release kept is as it was built: its own entry and chunks, beside its manifest (what a pin loads).
  assert.equal(read(dist, 'releases/1.1.0/remoteEntry.js'), "entry(1.1.0, '81.1111111111')");
  assert.equal(read(dist, 'releases/1.1.0/81.1111111111.js'), 'chunk 1.1.0');
});

test('a deployment keeps the releases the previous one served (the image build), and never a changed one', () => {
  const previous = tmp();
  build(previous, release('1.0.0', '80.0000000000'));
  publishRelease({ dist: previous, version: '1.0.0', app: 'portal_reload' });
  build(previous, release('1.1.0', '81.1111111111'));
  publishRelease({ dist: previous, version: '1.1.0', app: 'portal_reload' });

  // A fresh build elsewhere (a new image) of 1.2.0, given the previous image's releases.
  const dist = tmp();
  build(dist, release('1.2.0', '82.2222222222'));
  const result = publishRelease({ dist, version: '1.2.0', app: 'portal_reload', previous: path.join(previous, 'releases') });
  assert.deepEqual(result.kept, ['1.0.0', '1.1.0', '1.2.0']);
  assert.equal(read(dist, 'releases/1.0.0/remoteEntry.js'), "entry(1.0.0, '80.0000000000')");
  assert.ok(fs.existsSync(path.join(dist, '80.0000000000.js')) && fs.existsSync(path.join(dist, '81.1111111111.js')));
  assert.equal(read(dist, 'remoteEntry.js'), "entry(1.2.0, '82.2222222222')");

  // The same version built again from the same sources is the same release (a redeploy of one commit): fine.
  const again = tmp();
  build(again, release('1.1.0', '81.1111111111'));
  assert.doesNotThrow(() =>
    publishRelease({ dist: again, version: '1.1.0', app: 'portal_reload', previous: path.join(previous, 'releases') }),
  );
  // Other files under a version already deployed: refused, naming what differs.
  const changed = tmp();
  build(changed, { ...release('1.1.0', '89.9999999999'), 'remoteEntry.js': "entry(1.1.0, 'changed')" });
  assert.throws(
    () => publishRelease({ dist: changed, version: '1.1.0', app: 'portal_reload', previous: path.join(previous, 'releases') }),
    /portal_reload 1\.1\.0 is already deployed with other files \(remoteEntry\.js\): a release never changes; give this build a new version/,
  );
});

test("run again on the same build (to add a previous deployment's releases), it does not take the chunks it put back for its own", () => {
  const previous = tmp();
  build(previous, release('1.0.0', '80.0000000000'));
  publishRelease({ dist: previous, version: '1.0.0', app: 'portal_reload' });
  const dist = tmp();
  build(dist, release('1.1.0', '81.1111111111'));
  publishRelease({ dist, version: '1.1.0', app: 'portal_reload' });
  publishRelease({ dist, version: '1.1.0', app: 'portal_reload', previous: path.join(previous, 'releases'), fresh: false });
  publishRelease({ dist, version: '1.1.0', app: 'portal_reload', previous: path.join(previous, 'releases'), fresh: false });
  assert.ok(fs.existsSync(path.join(dist, '80.0000000000.js')), "the previous release's chunk is at the top");
  assert.ok(!fs.existsSync(path.join(dist, 'releases', '1.1.0', '80.0000000000.js')), 'but not in this release');
  assert.deepEqual(readCurrent(dist)!.releases, ['1.1.0', '1.0.0']);
});

test('a local build of the same version again keeps the chunks the earlier one had (an open tab may still ask for them)', () => {
  const dist = tmp();
  build(dist, release('1.0.0', '80.0000000000'));
  publishRelease({ dist, version: '1.0.0', app: 'portal_reload' });
  build(dist, release('1.0.0', '80.1111111111'));
  publishRelease({ dist, version: '1.0.0', app: 'portal_reload' });
  assert.ok(fs.existsSync(path.join(dist, 'releases', '1.0.0', '80.0000000000.js')));
  assert.ok(fs.existsSync(path.join(dist, 'releases', '1.0.0', '80.1111111111.js')));
  assert.equal(read(dist, 'releases/1.0.0/remoteEntry.js'), "entry(1.0.0, '80.1111111111')");
});
