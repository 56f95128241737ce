import { webcrypto } from 'node:crypto';
import { SectionRefusedError } from './compatibility';
import { integrityOf, pinnedEntry, pinsPlugin, type Pin } from './pins';

type Hooks = {
  afterLoadManifest(a: object): Promise<void>;
  createScript(a: { url: string }): { script: HTMLScriptElement; timeout: number } | undefined;
  errorLoadRemote(a: object): Promise<unknown>;
};

// jsdom has no SubtleCrypto; Node's is the same API the browser has.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const PINNED_FILE = 'window.portal_reload={get(){},init(){}};';
const answer = (text: string, status = 200) => ({ ok: status < 400, status, arrayBuffer: async () => bytes(text) }) as unknown as Response;

async function pin(): Promise<Pin> {
  return {
    remote: 'reload',
    container: 'portal_reload',
    manifest: 'https://reload.example/releases/1.4.0/mf-manifest.json',
    integrity: await integrityOf(bytes(PINNED_FILE)),
  };
}
const manifest = (metaData: object) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
});

describe('a section pinned to a release', () => {
  test('the integrity of a file is the one a script tag checks (sha256, base64)', async () => {
    // echo -n 'abc' | openssl dgst -sha256 -binary | base64
    expect(await integrityOf(bytes('abc'))).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });

  test('its remoteEntry.js, beside the pinned manifest, is loaded with the pin as integrity and with CORS; no other script is touched', async () => {
    const p = await pin();
    const plugin = pinsPlugin([p]) as unknown as Hooks;
    expect(pinnedEntry(p)).toBe('https://reload.example/releases/1.4.0/remoteEntry.js');
    const made = plugin.createScript({ url: 'https://reload.example/releases/1.4.0/remoteEntry.js' })!;
    expect(made.script.integrity).toBe(p.integrity);
    expect(made.script.crossOrigin).toBe('anonymous');
    expect(made.timeout).toBe(15_000);
    expect(plugin.createScript({ url: 'https://reload.example/remoteEntry.js' })).toBeUndefined();
    expect(plugin.createScript({ url: 'https://reload.example/releases/1.4.0/81.0123456789.js' })).toBeUndefined();
  });

  test('a pinned manifest that loads its entry from anywhere else is refused', async () => {
    const plugin = pinsPlugin([await pin()]) as unknown as Hooks;
    await expect(plugin.afterLoadManifest({ manifestJson: manifest({}), moduleInfo: { name: 'portal_reload' } })).resolves.toBeUndefined();
    for (const meta of [
      { publicPath: 'https://evil.example/' },
      { remoteEntry: { name: 'remoteEntry.js', path: '../../' } },
      { remoteEntry: { name: 'other.js', path: '' } },
    ]) {
      await expect(plugin.afterLoadManifest({ manifestJson: manifest(meta), moduleInfo: { name: 'portal_reload' } })).rejects.toMatchObject(
        { name: 'SectionRefusedError', reason: 'pin' },
      );
    }
    // Unpinned sections are not its business.
    await expect(
      plugin.afterLoadManifest({ manifestJson: manifest({ publicPath: 'https://cdn.example/' }), moduleInfo: { name: 'portal_balance' } }),
    ).resolves.toBeUndefined();
  });

  test('when the pinned section fails to load: a file that changed is refused as such; a remote that is down stays the ordinary failure', async () => {
    const p = await pin();
    const failed = { lifecycle: 'onLoad', error: new Error('RUNTIME_008 ScriptNetworkError'), remote: { name: 'portal_reload' } };
    const changed = pinsPlugin(
      [p],
      jest.fn(async () => answer(`${PINNED_FILE}/* changed */`)),
    ) as unknown as Hooks;
    const refused = changed.errorLoadRemote(failed);
    await expect(refused).rejects.toBeInstanceOf(SectionRefusedError);
    await expect(refused).rejects.toMatchObject({ remote: 'reload', reason: 'integrity' });
    const same = pinsPlugin(
      [p],
      jest.fn(async () => answer(PINNED_FILE)),
    ) as unknown as Hooks;
    await expect(same.errorLoadRemote(failed)).resolves.toBeUndefined();
    const down = pinsPlugin(
      [p],
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ) as unknown as Hooks;
    await expect(down.errorLoadRemote(failed)).resolves.toBeUndefined();
    const missing = pinsPlugin(
      [p],
      jest.fn(async () => answer('', 404)),
    ) as unknown as Hooks;
    await expect(missing.errorLoadRemote(failed)).resolves.toBeUndefined();
    await expect(changed.errorLoadRemote({ ...failed, remote: { name: 'portal_balance' } })).resolves.toBeUndefined();
  });
});
