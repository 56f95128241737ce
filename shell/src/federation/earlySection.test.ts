import type { PortalConfig } from '@portal/contract';
import { testConfig } from '@portal/kit/testing';
import { firstFiles, forgetEarlyManifests, manifestRequest, startEarlySection, takeEarlyManifest } from './earlySection';
import { integrityPlugin } from './plugins/integrity';

/**
 * The section a signed-in page opens on, asked for by the entry (earlySection.ts): its manifest, handed once to the
 * integrity plugin, and its first files preloaded with the hashes the manifest records, nothing else.
 */
const MANIFEST = 'http://localhost:3002/mf-manifest.json';
const RELEASE = 'http://localhost:3002/releases/1.4.0/';
const PIN = `sha256-${'A'.repeat(43)}=`;
const ENTRY_HASH = `sha256-${'E'.repeat(43)}=`;
const CHUNK_HASH = `sha256-${'C'.repeat(43)}=`;

function manifest(extra: { files?: Record<string, string> | null; sync?: unknown[]; release?: string } = {}) {
  const files =
    extra.files === undefined ? { 'remoteEntry.js': ENTRY_HASH, '75.abc.js': CHUNK_HASH, '12.def.js': CHUNK_HASH } : extra.files;
  return {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      portal: { release: extra.release ?? '1.4.0', ...(files ? { files } : {}) },
    },
    exposes: [
      { name: 'ReloadTab', path: './ReloadTab', assets: { js: { sync: extra.sync ?? ['75.abc.js'], async: ['12.def.js'] } } },
      { name: 'embed', path: './embed', assets: { js: { sync: ['99.zzz.js'], async: [] } } },
    ],
  };
}

const json = (body: unknown, status = 200) => {
  const make = (): Response =>
    ({ ok: status < 400, status, json: async () => body, clone: make, text: async () => JSON.stringify(body) }) as unknown as Response;
  return make();
};

function config(over: { pinned?: boolean; allowed?: string[] } = {}): PortalConfig {
  const base = testConfig();
  const manifestUrl = over.pinned ? `${RELEASE}mf-manifest.json` : MANIFEST;
  return {
    ...base,
    allowedRemoteOrigins: over.allowed ?? ['http://localhost:3002'],
    remotes: { ...base.remotes, reload: { manifest: manifestUrl, ...(over.pinned ? { integrity: PIN } : {}) } },
  };
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((l) => ({
    href: l.href,
    as: l.getAttribute('as'),
    crossOrigin: l.crossOrigin,
    integrity: l.integrity,
  }));

afterEach(() => {
  forgetEarlyManifests();
  document.head.replaceChildren();
});

test('the manifest is asked as the integrity plugin asks it: a pinned one only with its pin; none from an origin not allowed', () => {
  expect(manifestRequest(config(), 'reload')).toEqual({ url: MANIFEST, init: {} });
  expect(manifestRequest(config({ pinned: true }), 'reload')).toEqual({
    url: `${RELEASE}mf-manifest.json`,
    init: { integrity: PIN, mode: 'cors', credentials: 'omit' },
  });
  expect(manifestRequest(config({ allowed: ['http://localhost:3001'] }), 'reload')).toBeNull();
});

test('the first files: the entry and the exposed module’s own, from the release’s folder, each with its recorded hash', () => {
  expect(firstFiles(MANIFEST, manifest(), 'ReloadTab')).toEqual([
    { href: `${RELEASE}remoteEntry.js`, integrity: ENTRY_HASH },
    { href: `${RELEASE}75.abc.js`, integrity: CHUNK_HASH },
  ]);
  // A file without a hash, or whose name climbs out of the release, is not preloaded; nor is anything of a manifest
  // that records no hashes or names no release, or of a module it does not expose.
  expect(firstFiles(MANIFEST, manifest({ sync: ['75.abc.js', 'nohash.js', '../../evil.js', 7] }), 'ReloadTab')).toHaveLength(2);
  expect(
    firstFiles(
      MANIFEST,
      manifest({ files: { 'remoteEntry.js': ENTRY_HASH, '../../evil.js': CHUNK_HASH }, sync: ['../../evil.js'] }),
      'ReloadTab',
    ),
  ).toEqual([{ href: `${RELEASE}remoteEntry.js`, integrity: ENTRY_HASH }]);
  expect(firstFiles(MANIFEST, manifest({ files: null }), 'ReloadTab')).toEqual([]);
  expect(firstFiles(MANIFEST, manifest({ release: '../x' }), 'ReloadTab')).toEqual([]);
  expect(firstFiles(MANIFEST, manifest(), 'Nothing')).toEqual([{ href: `${RELEASE}remoteEntry.js`, integrity: ENTRY_HASH }]);
});

test('fetched once, kept for the runtime once; its first files preloaded with CORS and their integrity', async () => {
  const fetchImpl = jest.fn(async () => json(manifest()));
  await startEarlySection(config(), { remote: 'reload', module: 'ReloadTab' }, fetchImpl as unknown as typeof fetch);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(fetchImpl).toHaveBeenCalledWith(MANIFEST, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  expect(preloads()).toEqual([
    { href: `${RELEASE}remoteEntry.js`, as: 'script', crossOrigin: 'anonymous', integrity: ENTRY_HASH },
    { href: `${RELEASE}75.abc.js`, as: 'script', crossOrigin: 'anonymous', integrity: CHUNK_HASH },
  ]);
  const kept = takeEarlyManifest(MANIFEST);
  expect(await (await kept!).json()).toEqual(manifest());
  expect(takeEarlyManifest(MANIFEST)).toBeUndefined();
});

test('a manifest that fails, or is not there, preloads nothing and leaves its failure to the runtime', async () => {
  await startEarlySection(
    config(),
    { remote: 'reload', module: 'ReloadTab' },
    jest.fn(async () => json({}, 404)) as unknown as typeof fetch,
  );
  expect(preloads()).toEqual([]);
  expect((await takeEarlyManifest(MANIFEST)!).status).toBe(404);

  const failing = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  await startEarlySection(config(), { remote: 'reload', module: 'ReloadTab' }, failing);
  expect(preloads()).toEqual([]);
  await expect(takeEarlyManifest(MANIFEST)).rejects.toThrow('Failed to fetch');
});

describe("the integrity plugin's fetch of a manifest takes it", () => {
  const pluginWith = (fetchImpl: jest.Mock, pins = [] as Parameters<typeof integrityPlugin>[0]['pins']) =>
    integrityPlugin({ pins, aliasOf: (c) => c, fetchImpl: fetchImpl as unknown as typeof fetch, takeEarly: takeEarlyManifest });

  test('once: the runtime’s fetch is answered by it, a second one (Retry) goes to the network', async () => {
    const early = jest.fn(async () => json(manifest()));
    await startEarlySection(config(), { remote: 'reload', module: 'ReloadTab' }, early as unknown as typeof fetch);
    const network = jest.fn(async () => json(manifest()));
    const p = pluginWith(network);
    expect(await (await p.fetchManifest(MANIFEST, {})).json()).toEqual(manifest());
    expect(network).not.toHaveBeenCalled();
    await p.fetchManifest(MANIFEST, {});
    expect(network).toHaveBeenCalledTimes(1);
  });

  test('pinned: fetched early with the pin, so bytes that are not the pin’s are refused as the plugin refuses them', async () => {
    const early = jest.fn(async (_url: string, init?: RequestInit) => {
      if (init?.integrity === PIN) throw new TypeError('Failed to fetch'); // the browser's integrity check
      return json(manifest());
    });
    await startEarlySection(config({ pinned: true }), { remote: 'reload', module: 'ReloadTab' }, early as unknown as typeof fetch);
    expect(early).toHaveBeenCalledWith(
      `${RELEASE}mf-manifest.json`,
      expect.objectContaining({ integrity: PIN, mode: 'cors', credentials: 'omit' }),
    );
    expect(preloads()).toEqual([]);
    // The plugin's own check then fetches it again to tell 'not the pinned bytes' from 'not there'.
    const network = jest.fn(async () => json(manifest()));
    const p = pluginWith(network, [
      { remote: 'reload', container: 'portal_reload', manifest: `${RELEASE}mf-manifest.json`, integrity: PIN },
    ]);
    await expect(p.fetchManifest(`${RELEASE}mf-manifest.json`, {})).rejects.toBeDefined();
  });
});
