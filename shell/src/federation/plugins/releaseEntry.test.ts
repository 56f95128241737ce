import { releaseEntryPlugin, releaseFolder } from './releaseEntry';

const manifest = (over: Record<string, unknown> = {}) => ({
  metaData: {
    publicPath: 'auto',
    remoteEntry: { path: '', name: 'remoteEntry.js', type: 'global' },
    portal: { release: '1.2.0' },
    ...over,
  },
});

test('a moving manifest loads the remoteEntry.js of the release it names, from beside it under releases/', () => {
  expect(releaseFolder('http://localhost:3001/mf-manifest.json', manifest())).toBe('http://localhost:3001/releases/1.2.0/');
  expect(releaseFolder('https://cdn.example/balance/mf-manifest.json', manifest())).toBe('https://cdn.example/balance/releases/1.2.0/');
});

test('a pinned manifest (already one release’s), another layout or no release: left as it is', () => {
  expect(releaseFolder('http://localhost:3001/releases/1.1.0/mf-manifest.json', manifest())).toBeNull();
  expect(releaseFolder('http://localhost:3001/mf-manifest.json', manifest({ portal: {} }))).toBeNull();
  expect(releaseFolder('http://localhost:3001/mf-manifest.json', manifest({ portal: { release: '../../evil' } }))).toBeNull();
  expect(releaseFolder('http://localhost:3001/mf-manifest.json', manifest({ publicPath: 'https://elsewhere.example/' }))).toBeNull();
  expect(
    releaseFolder('http://localhost:3001/mf-manifest.json', manifest({ remoteEntry: { path: 'js', name: 'remoteEntry.js' } })),
  ).toBeNull();
  expect(releaseFolder('http://localhost:3001/mf-manifest.json', null)).toBeNull();
});

test("the federation runtime's snapshot of the section gets that folder as its public path", async () => {
  const plugin = releaseEntryPlugin();
  // `as never`: the hook's argument type is the runtime's whole snapshot handler state; the test passes only what the
  // plugin reads.
  const args = {
    from: 'manifest' as const,
    manifestUrl: 'http://localhost:3001/mf-manifest.json',
    manifestJson: manifest(),
    remoteSnapshot: { publicPath: 'http://localhost:3001/', remoteEntry: 'remoteEntry.js' },
  };
  const out = (await plugin.loadRemoteSnapshot!(args as never)) as unknown as typeof args;
  expect(out.remoteSnapshot).toEqual({ publicPath: 'http://localhost:3001/releases/1.2.0/', remoteEntry: 'remoteEntry.js' });
  const global = { ...args, from: 'global' as const };
  expect(await plugin.loadRemoteSnapshot!(global as never)).toBe(global);
});
