import { webcrypto } from 'node:crypto';
import { SectionRefusedError } from './compatibility';
import { fileHashes, integrityPlugin, type FileEvent, type Pin } from './integrity';
import { integrityOf, namedFiles, withoutQuery } from './integrityChecks';

type Hooks = Pick<ReturnType<typeof integrityPlugin>, 'fetchManifest' | 'integrityFor' | 'refreshFailed'> & {
  afterLoadManifest(a: object): Promise<void>;
  loadRemoteSnapshot(a: object): Promise<unknown>;
  beforePreloadRemote(a: { preloadOps: Array<{ nameOrAlias: string }> }): Promise<void>;
  createScript(a: { url: string; attrs?: Record<string, string> }): { script: HTMLScriptElement; timeout: number } | undefined;
  createLink(a: { url: string; attrs?: Record<string, string> }): HTMLLinkElement | undefined;
  errorLoadRemote(a: object): Promise<unknown>;
};

// jsdom has no SubtleCrypto; Node's is the same API the browser has.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const sha = (text: string) => integrityOf(bytes(text));
const answer = (text: string, status = 200) => ({ ok: status < 400, status, arrayBuffer: async () => bytes(text) }) as unknown as Response;

const ENTRY = 'window.portal_reload={get(){},init(){}};';
const CHUNK = 'chunk 81';
const RELEASE = 'https://reload.example/releases/1.4.0/';

async function manifestOf(extra: { files?: Record<string, string> | null; meta?: object; exposes?: unknown[] } = {}) {
  const files =
    extra.files === undefined
      ? { 'remoteEntry.js': await sha(ENTRY), '81.0123456789.js': await sha(CHUNK), 'x.css': await sha('css') }
      : extra.files;
  return {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      portal: { release: '1.4.0', ...(files ? { files } : {}) },
      ...extra.meta,
    },
    exposes: extra.exposes ?? [{ assets: { js: { sync: ['81.0123456789.js'], async: [] }, css: { sync: ['x.css'], async: [] } } }],
    shared: [],
  };
}

async function pin(extra: Partial<Pin> = {}): Promise<Pin> {
  return {
    remote: 'reload',
    container: 'portal_reload',
    manifest: `${RELEASE}mf-manifest.json`,
    integrity: await sha(JSON.stringify(await manifestOf())),
    ...extra,
  };
}

function plugin(pins: Pin[], fetchImpl: jest.Mock = jest.fn(), report: jest.Mock = jest.fn(), requireFileHashes = false) {
  return integrityPlugin({
    pins,
    aliasOf: (c) => c.replace('portal_', ''),
    fetchImpl: fetchImpl as unknown as typeof fetch,
    report,
    requireFileHashes,
  }) as unknown as Hooks;
}

/** What the runtime hands the plugin once it has read a section's manifest (publicPath: the release's folder). */
const snapshot = async (p: Hooks, manifestJson: unknown, container = 'portal_reload', folder = RELEASE) =>
  p.loadRemoteSnapshot({
    from: 'manifest',
    manifestUrl: `${folder}mf-manifest.json`,
    manifestJson,
    moduleInfo: { name: container },
    remoteSnapshot: { publicPath: folder },
  });

describe('what a manifest records', () => {
  test('a file hash is the one a script tag checks (sha256, base64)', async () => {
    // echo -n 'abc' | openssl dgst -sha256 -binary | base64
    expect(await sha('abc')).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });

  test('its files and their hashes; the files it names (entry, exposes and shared assets)', async () => {
    const m = await manifestOf();
    expect(fileHashes(m)).toEqual({ 'remoteEntry.js': await sha(ENTRY), '81.0123456789.js': await sha(CHUNK), 'x.css': await sha('css') });
    expect(fileHashes(await manifestOf({ files: null }))).toBeNull();
    expect(fileHashes({ metaData: { portal: { files: { 'a.js': 'md5-nope', 'b.js': 'sha256-AAAA' } } } })).toEqual({
      'b.js': 'sha256-AAAA',
    });
    expect(
      namedFiles({ ...m, shared: [{ assets: { js: { sync: ['9.js'], async: ['10.js'] }, css: { sync: [], async: [] } } }] }).sort(),
    ).toEqual(['10.js', '81.0123456789.js', '9.js', 'remoteEntry.js', 'x.css'].sort());
    expect(withoutQuery('https://r.example/releases/1.4.0/81.js?token=secret#x')).toBe('https://r.example/releases/1.4.0/81.js');
  });
});

describe('every section loads its files with the hashes its manifest records', () => {
  test('its remoteEntry.js, preloaded scripts and stylesheets carry their sha256 and CORS; other scripts are not touched', async () => {
    const p = plugin([]);
    await snapshot(p, await manifestOf(), 'portal_reload');
    const entry = p.createScript({ url: `${RELEASE}remoteEntry.js` })!;
    expect(entry.script.integrity).toBe(await sha(ENTRY));
    expect(entry.script.crossOrigin).toBe('anonymous');
    expect(entry.timeout).toBe(15_000);
    const preload = p.createScript({ url: `${RELEASE}81.0123456789.js`, attrs: { fetchpriority: 'high' } })!;
    expect(preload.script.integrity).toBe(await sha(CHUNK));
    expect(preload.script.getAttribute('fetchpriority')).toBe('high');
    const css = p.createLink({ url: `${RELEASE}x.css`, attrs: { rel: 'stylesheet' } })!;
    expect([css.integrity, css.rel, css.href]).toEqual([await sha('css'), 'stylesheet', `${RELEASE}x.css`]);
    expect(p.integrityFor(`${RELEASE}81.0123456789.js`)).toBe(await sha(CHUNK));
    // A file of another folder (the moving top, another release) or another app is not this manifest's.
    expect(p.createScript({ url: 'https://reload.example/81.0123456789.js' })).toBeUndefined();
    expect(p.createScript({ url: 'https://reload.example/releases/1.3.0/remoteEntry.js' })).toBeUndefined();
    expect(p.createScript({ url: 'https://shell.example/main.js' })).toBeUndefined();
  });

  test('a manifest of an older build, with no hashes, loads as before (unpinned)', async () => {
    const p = plugin([]);
    await snapshot(p, await manifestOf({ files: null }));
    expect(p.createScript({ url: `${RELEASE}remoteEntry.js` })).toBeUndefined();
  });
});

describe('a section pinned to a release', () => {
  test('its manifest is fetched with the pin as integrity; another manifest is refused, naming the file; a remote that is down stays the ordinary failure', async () => {
    const p0 = await pin();
    const manifest = JSON.stringify(await manifestOf());
    const pinnedFetch = jest.fn(async (_url: string, init?: RequestInit) => {
      if (init?.integrity) return answer(manifest);
      return answer(manifest);
    });
    const report = jest.fn();
    const ok = plugin([p0], pinnedFetch, report);
    await ok.fetchManifest(p0.manifest, {});
    expect(pinnedFetch).toHaveBeenCalledWith(
      p0.manifest,
      expect.objectContaining({ integrity: p0.integrity, mode: 'cors', credentials: 'omit' }),
    );
    // An unpinned manifest is fetched as it is.
    await ok.fetchManifest('https://balance.example/mf-manifest.json', {});
    expect(pinnedFetch).toHaveBeenLastCalledWith('https://balance.example/mf-manifest.json', {});

    // The browser refuses a manifest whose bytes are not the pin's; fetched again, it is not.
    const changed = jest.fn(async (_url: string, init?: RequestInit) => {
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return answer(`${manifest} `);
    });
    const refused = plugin([p0], changed, report).fetchManifest(p0.manifest, {});
    await expect(refused).rejects.toBeInstanceOf(SectionRefusedError);
    await expect(refused).rejects.toMatchObject({
      remote: 'reload',
      reason: 'integrity',
      detail: expect.stringContaining(`${RELEASE}mf-manifest.json is not the pinned manifest`),
    });
    expect(report).toHaveBeenCalledWith<[FileEvent]>(
      expect.objectContaining({
        type: 'file-refused',
        remote: 'reload',
        release: '1.4.0',
        file: `${RELEASE}mf-manifest.json`,
        reason: 'integrity',
      }),
    );
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(plugin([p0], down).fetchManifest(p0.manifest, {})).rejects.toThrow(TypeError);
  });

  test('its manifest must load the entry beside it and record a hash for every file it names', async () => {
    const p = plugin([await pin()]);
    const check = async (m: unknown, container = 'portal_reload') =>
      p.afterLoadManifest({ manifestJson: m, moduleInfo: { name: container } });
    await expect(check(await manifestOf())).resolves.toBeUndefined();
    for (const meta of [
      { publicPath: 'https://evil.example/' },
      { remoteEntry: { name: 'remoteEntry.js', path: '../../' } },
      { remoteEntry: { name: 'other.js', path: '' } },
    ])
      await expect(check(await manifestOf({ meta }))).rejects.toMatchObject({ name: 'SectionRefusedError', reason: 'pin' });
    await expect(
      check(await manifestOf({ exposes: [{ assets: { js: { sync: ['99.9999999999.js'], async: [] }, css: { sync: [], async: [] } } }] })),
    ).rejects.toMatchObject({
      reason: 'pin',
      detail: expect.stringContaining('names files it records no hash for (99.9999999999.js)'),
    });
    // A release built before hashes were recorded: refused, saying how to pin it…
    await expect(check(await manifestOf({ files: null }))).rejects.toMatchObject({
      reason: 'pin',
      detail: expect.stringContaining('pin it with remotes.reload.entryIntegrity too'),
    });
    // …and accepted with its entry's hash, which its remoteEntry.js is then loaded with; nothing of it is preloaded.
    const legacy = plugin([await pin({ entryIntegrity: await sha(ENTRY) })]);
    await expect(
      legacy.afterLoadManifest({ manifestJson: await manifestOf({ files: null }), moduleInfo: { name: 'portal_reload' } }),
    ).resolves.toBeUndefined();
    await legacy.loadRemoteSnapshot({
      from: 'manifest',
      manifestUrl: `${RELEASE}mf-manifest.json`,
      manifestJson: await manifestOf({ files: null }),
      moduleInfo: { name: 'portal_reload' },
      remoteSnapshot: { publicPath: RELEASE },
    });
    expect(legacy.createScript({ url: `${RELEASE}remoteEntry.js` })!.script.integrity).toBe(await sha(ENTRY));
    const preloadOps = [{ nameOrAlias: 'reload' }, { nameOrAlias: 'balance' }];
    await legacy.beforePreloadRemote({ preloadOps });
    expect(preloadOps).toEqual([{ nameOrAlias: 'balance' }]);
    // Unpinned sections are not its business.
    await expect(check(await manifestOf({ meta: { publicPath: 'https://cdn.example/' } }), 'portal_balance')).resolves.toBeUndefined();
  });
});

describe('a manifest that records no file hashes', () => {
  test('is never run unchecked silently: reported once per release, and run where the config does not require hashes', async () => {
    const report = jest.fn();
    const p = plugin([], jest.fn(), report);
    await snapshot(p, await manifestOf({ files: null }));
    await snapshot(p, await manifestOf({ files: null }));
    expect(report.mock.calls.map(([e]) => e as FileEvent)).toEqual([
      {
        type: 'files-unchecked',
        remote: 'reload',
        release: '1.4.0',
        file: `${RELEASE}mf-manifest.json`,
        reason: 'unchecked',
        detail: 'its manifest records no file hashes, so its files cannot be checked',
      },
    ]);
    expect(p.createScript({ url: `${RELEASE}remoteEntry.js` })).toBeUndefined();
    // One that records them: nothing reported.
    await snapshot(plugin([], jest.fn(), report), await manifestOf());
    expect(report).toHaveBeenCalledTimes(1);
  });

  test('is refused, with the section its failure and Retry, where the runtime config requires file hashes', async () => {
    const report = jest.fn();
    const strict = plugin([], jest.fn(), report, true);
    const refused = snapshot(strict, await manifestOf({ files: null }));
    await expect(refused).rejects.toBeInstanceOf(SectionRefusedError);
    await expect(snapshot(strict, await manifestOf({ files: null }))).rejects.toMatchObject({
      remote: 'reload',
      reason: 'integrity',
      detail: 'its manifest records no file hashes, so its files cannot be checked, and the runtime config requires them',
    });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ type: 'files-unchecked' }));
    // A release that records them runs; so does a pin from before they were recorded (its entry's hash is in the pin).
    await expect(snapshot(strict, await manifestOf())).resolves.toBeDefined();
    const legacy = plugin([await pin({ entryIntegrity: await sha(ENTRY) })], jest.fn(), jest.fn(), true);
    await expect(snapshot(legacy, await manifestOf({ files: null }))).resolves.toBeDefined();
  });
});

describe('a file that fails to load', () => {
  const failed = (message = 'ScriptNetworkError') => ({
    lifecycle: 'onLoad',
    error: new Error(message),
    remote: { name: 'portal_reload' },
  });

  test('one whose bytes are not the released file refuses the section, naming the file, and is reported with its release', async () => {
    const report = jest.fn();
    const p = plugin(
      [],
      jest.fn(async () => answer(`${CHUNK}/* changed */`)),
      report,
    );
    await snapshot(p, await manifestOf());
    // The chunk loader's error names the file.
    const refused = p.errorLoadRemote(failed(`Loading chunk 81 failed.\n(error: ${RELEASE}81.0123456789.js)`));
    await expect(refused).rejects.toBeInstanceOf(SectionRefusedError);
    await expect(refused).rejects.toMatchObject({
      remote: 'reload',
      reason: 'integrity',
      detail: expect.stringContaining(`${RELEASE}81.0123456789.js is not the file of release 1.4.0`),
    });
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'file-refused',
        remote: 'reload',
        release: '1.4.0',
        file: `${RELEASE}81.0123456789.js`,
        reason: 'integrity',
      }),
    );
  });

  test('one the page saw fail (a script element of the section) is checked without being named; a file that is not there is the ordinary failure, reported as failed', async () => {
    const report = jest.fn();
    const p = plugin(
      [],
      jest.fn(async () => answer('', 404)),
      report,
    );
    await snapshot(p, await manifestOf());
    const script = document.createElement('script');
    script.src = `${RELEASE}remoteEntry.js`;
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    await expect(p.errorLoadRemote(failed())).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'file-failed',
        remote: 'reload',
        release: '1.4.0',
        file: `${RELEASE}remoteEntry.js`,
        reason: 'load',
        detail: 'answered HTTP 404',
      }),
    );
    script.remove();
  });

  test('a file that is the released one after all (a passing failure), or unreachable, is not a refusal; another section is not its business', async () => {
    const same = plugin(
      [],
      jest.fn(async () => answer(CHUNK)),
    );
    await snapshot(same, await manifestOf());
    await expect(same.errorLoadRemote(failed(`(error: ${RELEASE}81.0123456789.js)`))).resolves.toBeUndefined();
    const down = plugin(
      [],
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await snapshot(down, await manifestOf());
    await expect(down.errorLoadRemote(failed(`(error: ${RELEASE}81.0123456789.js)`))).resolves.toBeUndefined();
    await expect(down.errorLoadRemote({ ...failed(), remote: { name: 'portal_balance' } })).resolves.toBeUndefined();
  });

  test('before Retry, the files the last attempt failed on are fetched from their origin past every cache', async () => {
    const fetchImpl = jest.fn(async () => answer(`${CHUNK}/* changed */`));
    const p = plugin([], fetchImpl);
    await snapshot(p, await manifestOf());
    await expect(p.errorLoadRemote(failed(`(error: ${RELEASE}81.0123456789.js)`))).rejects.toBeInstanceOf(SectionRefusedError);
    // The check itself asked the origin ('reload' keeps its answer in the HTTP cache for the next load).
    expect(fetchImpl).toHaveBeenLastCalledWith(`${RELEASE}81.0123456789.js`, expect.objectContaining({ cache: 'reload' }));
    fetchImpl.mockClear();
    await p.refreshFailed('portal_reload');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(`${RELEASE}81.0123456789.js`, expect.objectContaining({ cache: 'reload', mode: 'cors' }));
    // Once only: a later Retry has nothing left to refresh.
    await p.refreshFailed('portal_reload');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  test('a section already refused stays refused (the error passes through)', async () => {
    const error = new SectionRefusedError('reload', 'integrity', 'x');
    await expect(plugin([]).errorLoadRemote({ error, remote: { name: 'portal_reload' } })).rejects.toBe(error);
  });
});
