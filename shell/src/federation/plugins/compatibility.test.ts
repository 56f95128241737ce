import { builtAgainst, compatibility, compatibilityPlugin, SectionRefusedError } from './compatibility';

const manifest = (portal: unknown) => ({
  id: 'portal_balance',
  metaData: { name: 'portal_balance', ...(portal === undefined ? {} : { portal }) },
  shared: [],
  exposes: [],
});
const SHELL = { contract: '1.4.2', react: 19 };

describe('whether the shell can run a section', () => {
  test('a section built against this contract or an older minor of it, and the same React: it runs', () => {
    for (const contract of ['^1.0.0', '^1.4.0', '^1.4.2'])
      expect(compatibility(manifest({ contract, react: 19, release: '2.1.0' }), SHELL).ok).toBe(true);
    expect(compatibility(manifest({ contract: '^1.4.0', react: 19, release: '2.1.0' }), SHELL)).toEqual({
      ok: true,
      built: { contract: '^1.4.0', react: 19, release: '2.1.0' },
    });
  });

  test('a newer minor, another major, or another React major: not run, and why', () => {
    expect(compatibility(manifest({ contract: '^1.5.0', react: 19 }), SHELL)).toEqual({
      ok: false,
      detail: 'it needs runtime contract ^1.5.0; this shell provides 1.4.2',
    });
    expect(compatibility(manifest({ contract: '^2.0.0', react: 19 }), SHELL)).toEqual({
      ok: false,
      detail: 'it needs runtime contract ^2.0.0; this shell provides 1.4.2',
    });
    expect(compatibility(manifest({ contract: '^0.9.0', react: 19 }), SHELL).ok).toBe(false);
    expect(compatibility(manifest({ contract: '^1.0.0', react: 20 }), SHELL)).toEqual({
      ok: false,
      detail: 'it was built for React 20; this shell runs React 19',
    });
  });

  test("a section that runs on the shell's federation runtime: run only where the shell provides one in its range", () => {
    const onRuntime = (federationRuntime: string) => manifest({ contract: '^1.4.0', react: 19, federationRuntime });
    const shell = { ...SHELL, federationRuntime: '2.9.2' };
    expect(compatibility(onRuntime('^2.9.0'), shell)).toEqual({
      ok: true,
      built: { contract: '^1.4.0', react: 19, federationRuntime: '^2.9.0' },
    });
    expect(compatibility(onRuntime('^2.8.0'), shell).ok).toBe(true);
    expect(compatibility(onRuntime('^2.10.0'), shell)).toEqual({
      ok: false,
      detail: 'it runs on federation runtime ^2.10.0; this shell provides 2.9.2',
    });
    expect(compatibility(onRuntime('^3.0.0'), shell).ok).toBe(false);
    // A shell built without federation's runtime to provide (none on the page).
    expect(compatibility(onRuntime('^2.9.0'), SHELL)).toEqual({
      ok: false,
      detail: 'it runs on federation runtime ^2.9.0; this shell provides none',
    });
    // A section that bundles its own runtime does not name one, and runs whatever the shell provides.
    expect(compatibility(manifest({ contract: '^1.4.0', react: 19 }), shell).ok).toBe(true);
    expect(compatibility(manifest({ contract: '^1.4.0', react: 19 }), SHELL).ok).toBe(true);
  });

  test('a library shared as one instance: run only where the page’s copy is in the range the section needs', () => {
    const needing = (shared: Record<string, { range: string; version: string }>) =>
      manifest({ contract: '^1.4.0', react: 19, release: '2.2.0', shared });
    const page = { ...SHELL, shared: { '@mui/material': '9.5.0', swr: '2.5.1' } };
    expect(
      compatibility(needing({ '@mui/material': { range: '^9.5.0', version: '9.5.0' }, swr: { range: '^2.4.0', version: '2.4.3' } }), page)
        .ok,
    ).toBe(true);
    expect(compatibility(needing({ '@mui/material': { range: '^9.6.0', version: '9.6.1' } }), page)).toEqual({
      ok: false,
      detail: 'it needs @mui/material ^9.6.0 (built with 9.6.1); this page provides 9.5.0',
    });
    expect(compatibility(needing({ swr: { range: '^3.0.0', version: '3.0.0' } }), page)).toEqual({
      ok: false,
      detail: 'it needs swr ^3.0.0 (built with 3.0.0); this page provides 2.5.1',
    });
    // A library the page does not share is the section's own; a release from before 1.4.0 names none.
    expect(compatibility(needing({ 'left-pad': { range: '^2.0.0', version: '2.0.0' } }), page).ok).toBe(true);
    expect(compatibility(manifest({ contract: '^1.4.0', react: 19 }), page).ok).toBe(true);
  });

  test('a manifest that does not say, or says it in a form the shell cannot read, is treated as incompatible', () => {
    const notSaid = { ok: false, detail: 'its manifest does not say which runtime contract and React it was built against' };
    for (const portal of [
      undefined,
      null,
      'x',
      {},
      { contract: '^1.0.0' },
      { react: 19 },
      { contract: '>=1.0.0', react: 19 },
      { contract: '^1.0.0 || ^2.0.0', react: 19 },
      { contract: '^1.0.0', react: '19' },
      { contract: '^1.0.0', react: 19, federationRuntime: 2.9 },
      { contract: '^1.0.0', react: 19, federationRuntime: '>=2.0.0' },
    ]) {
      expect(compatibility(manifest(portal), SHELL)).toEqual(notSaid);
    }
    expect(compatibility(null, SHELL)).toEqual(notSaid);
    expect(builtAgainst({ metaData: [] })).toBeNull();
  });

  test('the plugin refuses an incompatible section once its manifest has arrived, before its remoteEntry.js runs', async () => {
    const plugin = compatibilityPlugin(SHELL, (c) => (c === 'portal_balance' ? 'balance' : c)) as unknown as {
      afterLoadManifest(a: object): Promise<void>;
    };
    await expect(
      plugin.afterLoadManifest({ manifestJson: manifest({ contract: '^1.2.0', react: 19 }), moduleInfo: { name: 'portal_balance' } }),
    ).resolves.toBeUndefined();
    const refused = plugin.afterLoadManifest({
      manifestJson: manifest({ contract: '^1.9.0', react: 19 }),
      moduleInfo: { name: 'portal_balance' },
    });
    await expect(refused).rejects.toBeInstanceOf(SectionRefusedError);
    await expect(refused).rejects.toMatchObject({
      remote: 'balance',
      reason: 'incompatible',
      detail: 'it needs runtime contract ^1.9.0; this shell provides 1.4.2',
    });
    // A manifest that could not be fetched is the ordinary failure, not a refusal.
    await expect(
      plugin.afterLoadManifest({ error: new Error('offline'), moduleInfo: { name: 'portal_balance' } }),
    ).resolves.toBeUndefined();
  });
});
