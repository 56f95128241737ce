/**
 * Releases are immutable and kept (shared/build/releases.ts): each build is published under its version with the
 * sha256 of every file in its manifest, the hashed files of the releases kept stay at the top for tabs opened before
 * a deploy, releases not served for 30 days go (never the one before the current), and a deployment keeps what the
 * previous one served but never a changed release, and is refused without it unless it is the first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import {
  checkPrevious,
  configsInForce,
  keepDays,
  listFiles,
  NO_PREVIOUS,
  pinnedVersions,
  publishRelease,
  readCurrent,
  recordFileHashes,
  releasesToKeep,
} from '@portal/build/releases';

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

const DAY = 24 * 60 * 60 * 1000;
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY);

test('after the next deploy, a tab opened before it still finds its chunks at the top; releases served in the last 30 days are kept, older ones go', () => {
  const dist = tmp();
  // Deployed on days 0, 10, 50 and 70: on day 70, 1.0.0 was last served on day 10 and 1.1.0 on day 50.
  const deploys: Array<[string, number]> = [
    ['1.0.0', 0],
    ['1.1.0', 10],
    ['1.2.0', 50],
    ['2.0.0', 70],
  ];
  deploys.forEach(([v, day], i) => {
    build(dist, release(v, `8${i}.${String(i).repeat(10)}`));
    publishRelease({ dist, version: v, app: 'portal_reload', now: at(day), keepDays: 30 });
  });
  // The top is the newest release…
  assert.equal(read(dist, 'remoteEntry.js'), "entry(2.0.0, '83.3333333333')");
  // …with the chunks (and their compressed copies and maps) of the ones kept, for tabs still running them.
  for (const chunk of ['81.1111111111.js', '81.1111111111.js.gz', '81.1111111111.js.map', '82.2222222222.js'])
    assert.ok(fs.existsSync(path.join(dist, chunk)), chunk);
  assert.ok(!fs.existsSync(path.join(dist, '80.0000000000.js')), 'the release last served 60 days ago is gone from the top');
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

test('a release a runtime config in force pins is never deleted, whatever its age (issue 86)', () => {
  const live = {
    remotes: {
      reload: { manifest: 'https://reload.transit.example/releases/1.0.0/mf-manifest.json', integrity: 'sha256-x' },
      balance: { manifest: 'https://balance.transit.example/releases/3.0.0/mf-manifest.json' },
      account: { manifest: 'https://account.transit.example/mf-manifest.json' },
    },
  };
  // A canary's config, wherever it names the remote.
  const canary = { canary: { remotes: { reload: { manifest: '/releases/1.2.0/mf-manifest.json?v=1' } } } };
  assert.deepEqual(pinnedVersions([live, canary], 'reload'), ['1.0.0', '1.2.0']);
  assert.deepEqual(pinnedVersions([live], 'account'), []);
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'live.json'), JSON.stringify(live));
  assert.deepEqual(configsInForce({ PORTAL_KEEP_PINNED_BY: path.join(dir, 'live.json') }), [live]);
  assert.deepEqual(configsInForce({}), []);
  assert.throws(
    () => configsInForce({ PORTAL_KEEP_PINNED_BY: path.join(dir, 'missing.json') }),
    /PORTAL_KEEP_PINNED_BY names .*missing\.json/,
  );

  // 1.0.0 last served on day 10, pinned by the live config: on day 100 it is still there, files and all.
  const dist = tmp();
  const deploys: Array<[string, number]> = [
    ['1.0.0', 0],
    ['1.1.0', 10],
    ['1.2.0', 50],
    ['2.0.0', 100],
  ];
  deploys.forEach(([v, day], i) => {
    build(dist, release(v, `8${i}.${String(i).repeat(10)}`));
    publishRelease({ dist, version: v, app: 'portal_reload', now: at(day), keepDays: 30, pinned: pinnedVersions([live], 'reload') });
  });
  assert.deepEqual(fs.readdirSync(path.join(dist, 'releases')).sort(), ['1.0.0', '1.2.0', '2.0.0', 'releases.json']);
  assert.equal(read(dist, 'releases/1.0.0/remoteEntry.js'), "entry(1.0.0, '80.0000000000')");
  // Without the pin, the same deploys drop it.
  const unpinned = tmp();
  deploys.forEach(([v, day], i) => {
    build(unpinned, release(v, `8${i}.${String(i).repeat(10)}`));
    publishRelease({ dist: unpinned, version: v, app: 'portal_reload', now: at(day), keepDays: 30 });
  });
  assert.deepEqual(fs.readdirSync(path.join(unpinned, 'releases')).sort(), ['1.2.0', '2.0.0', 'releases.json']);
});

test('many deploys within 30 days: every release is kept, not only three', () => {
  const dist = tmp();
  for (let i = 0; i < 6; i++) {
    build(dist, release(`1.${i}.0`, `8${i}.${String(i).repeat(10)}`));
    publishRelease({ dist, version: `1.${i}.0`, app: 'portal_reload', now: at(i), keepDays: 30 });
  }
  assert.deepEqual(readCurrent(dist)!.releases, ['1.5.0', '1.4.0', '1.3.0', '1.2.0', '1.1.0', '1.0.0']);
});

test('which releases are kept: served within the days, the one before the current whatever its age, unknown ones kept', () => {
  const log = (...events: Array<[string, number]>) => ({
    releases: events.map(([version, day]) => ({ version, at: at(day).toISOString() })),
  });
  // 1.0.0 served days 0–10, 1.1.0 days 10–100 (the one before), 1.2.0 current from day 100: on day 100, only 1.1.0 and 1.2.0.
  assert.deepEqual(releasesToKeep(log(['1.0.0', 0], ['1.1.0', 10], ['1.2.0', 100]), ['1.0.0', '1.1.0', '1.2.0'], '1.2.0', at(100), 30), [
    '1.1.0',
    '1.2.0',
  ]);
  // The edge: last served exactly 30 days ago is kept; a moment earlier is not.
  const edge = log(['1.0.0', 0], ['1.1.0', 10], ['1.2.0', 20]);
  assert.deepEqual(releasesToKeep(edge, ['1.0.0', '1.1.0', '1.2.0'], '1.3.0', at(40), 30), ['1.0.0', '1.1.0', '1.2.0', '1.3.0']);
  assert.deepEqual(releasesToKeep(edge, ['1.0.0', '1.1.0', '1.2.0'], '1.3.0', new Date(at(40).getTime() + 1), 30), [
    '1.1.0',
    '1.2.0',
    '1.3.0',
  ]);
  // A rollback: 1.1.0 deployed again after 1.2.0; 1.2.0 stays (served until then), 1.0.0 is kept only by age.
  assert.deepEqual(releasesToKeep(log(['1.0.0', 0], ['1.2.0', 5], ['1.1.0', 6]), ['1.0.0', '1.1.0', '1.2.0'], '1.1.0', at(100), 30), [
    '1.2.0',
    '1.1.0',
  ]);
  // A release on disk the log does not name is kept (nothing says when it was served).
  assert.deepEqual(releasesToKeep(log(['1.1.0', 0]), ['0.9.0', '1.1.0'], '1.2.0', at(100), 30), ['0.9.0', '1.1.0', '1.2.0']);
  // The days come from the environment.
  assert.equal(keepDays({}), 30);
  assert.equal(keepDays({ PORTAL_KEEP_RELEASE_DAYS: '90' }), 90);
  assert.throws(() => keepDays({ PORTAL_KEEP_RELEASE_DAYS: 'a month' }), /PORTAL_KEEP_RELEASE_DAYS must be a number of days/);
});

test('the manifest records the sha256 of every file the build emitted (not maps, compressed copies or itself), and its compressed copies follow', () => {
  const dist = tmp();
  build(dist, {
    ...release('1.0.0', '81.aaaaaaaaaa'),
    'mf-manifest.json': JSON.stringify({ metaData: { name: 'portal_reload', portal: { release: '1.0.0' } }, exposes: [] }),
    'mf-manifest.json.gz': 'stale',
    'mf-manifest.json.br': 'stale',
  });
  publishRelease({ dist, version: '1.0.0', app: 'portal_reload' });
  const sha = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
  const manifest = JSON.parse(read(dist, 'mf-manifest.json')) as {
    metaData: { portal: { release: string; files: Record<string, string> } };
  };
  assert.equal(manifest.metaData.portal.release, '1.0.0', 'what the manifest said is kept');
  assert.deepEqual(manifest.metaData.portal.files, {
    '81.aaaaaaaaaa.js': sha('chunk 1.0.0'),
    'index.html': sha('<html>1.0.0</html>'),
    'prerendered/login.html': sha('login 1.0.0'),
    'remoteEntry.js': sha("entry(1.0.0, '81.aaaaaaaaaa')"),
  });
  // The release's copy is the same manifest, and the precompressed copies the server sends are of it.
  assert.equal(read(dist, 'releases/1.0.0/mf-manifest.json'), read(dist, 'mf-manifest.json'));
  assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'mf-manifest.json.gz'))).toString(), read(dist, 'mf-manifest.json'));
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'mf-manifest.json.br'))).toString(),
    read(dist, 'mf-manifest.json'),
  );
  // Recorded again on the same files, it is the same manifest (a release built twice from one commit is one release).
  const before = read(dist, 'mf-manifest.json');
  recordFileHashes(dist, listFiles(dist, 'releases'));
  assert.equal(read(dist, 'mf-manifest.json'), before);
});

test('an image built without the one running is refused, unless it says it is the first release; the error says how', () => {
  const previous = tmp();
  assert.throws(
    () => checkPrevious('remote-balance', undefined, false),
    /remote-balance: no running image was given.*--build-arg PREVIOUS_IMAGE=<registry>\/remote-balance:<the tag running>.*--build-arg FIRST_RELEASE=1/,
  );
  // The Dockerfile's stand-in for "no image" is a releases/ folder holding only its marker.
  fs.writeFileSync(path.join(previous, NO_PREVIOUS), '');
  assert.throws(() => checkPrevious('remote-balance', previous, false), /no running image was given/);
  assert.doesNotThrow(() => checkPrevious('remote-balance', previous, true));
  assert.doesNotThrow(() => checkPrevious('remote-balance', undefined, true));
  // A real previous image's releases: fine, and FIRST_RELEASE with it is a mistake.
  const real = tmp();
  fs.mkdirSync(path.join(real, '1.0.0'));
  assert.doesNotThrow(() => checkPrevious('remote-balance', real, false));
  assert.throws(() => checkPrevious('remote-balance', real, true), /FIRST_RELEASE=1 was given with a previous image/);
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
    /portal_reload 1\.1\.0 is already deployed with other files \(mf-manifest\.json, remoteEntry\.js\): a release never changes; give this build a new version/,
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
