import { exposedPreloads, fileHashes, releaseFolder, releaseIn } from './sectionManifest';

const manifest = (over: Record<string, unknown> = {}, portal: Record<string, unknown> = {}) => ({
  metaData: {
    publicPath: 'auto',
    remoteEntry: { path: '', name: 'remoteEntry.js', type: 'global' },
    portal: {
      release: '1.2.0',
      files: { 'remoteEntry.js': 'sha256-RRRR', '34.ab.js': 'sha256-AAAA', '119.cd.js': 'sha256-BBBB', '12.ef.js': 'sha256-CCCC' },
      exposedFiles: { ResetPassword: ['34.ab.js', '119.cd.js'], ConfirmEmail: ['34.ab.js', '12.ef.js'] },
      ...portal,
    },
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

test('its files’ hashes and its release', () => {
  expect(fileHashes(manifest())).toEqual({
    'remoteEntry.js': 'sha256-RRRR',
    '34.ab.js': 'sha256-AAAA',
    '119.cd.js': 'sha256-BBBB',
    '12.ef.js': 'sha256-CCCC',
  });
  expect(fileHashes({ metaData: { portal: { files: { 'a.js': 'md5-nope', 'b.js': 'sha256-AAAA' } } } })).toEqual({ 'b.js': 'sha256-AAAA' });
  expect(fileHashes(manifest({}, { files: null }))).toBeNull();
  expect(releaseIn(manifest())).toBe('1.2.0');
  expect(releaseIn({})).toBe('unknown');
});

describe('the files an exposed module runs before it renders, to preload', () => {
  test('remoteEntry.js, then its chunks, from the release folder the manifest names, each with its sha256', () => {
    expect(exposedPreloads('https://public.example/mf-manifest.json', manifest(), 'ResetPassword')).toEqual([
      { href: 'https://public.example/releases/1.2.0/remoteEntry.js', integrity: 'sha256-RRRR' },
      { href: 'https://public.example/releases/1.2.0/34.ab.js', integrity: 'sha256-AAAA' },
      { href: 'https://public.example/releases/1.2.0/119.cd.js', integrity: 'sha256-BBBB' },
    ]);
  });

  test('beside a pinned manifest, which is already one release’s', () => {
    expect(
      exposedPreloads('https://public.example/releases/1.1.0/mf-manifest.json', manifest(), 'ConfirmEmail').map((f) => f.href),
    ).toEqual([
      'https://public.example/releases/1.1.0/remoteEntry.js',
      'https://public.example/releases/1.1.0/34.ab.js',
      'https://public.example/releases/1.1.0/12.ef.js',
    ]);
  });

  test('none for a module it does not list, a release built before it listed them, or a file without a hash', () => {
    const url = 'https://public.example/mf-manifest.json';
    expect(exposedPreloads(url, manifest(), 'embed')).toEqual([]);
    expect(exposedPreloads(url, manifest({}, { exposedFiles: undefined }), 'ResetPassword')).toEqual([]);
    expect(exposedPreloads(url, manifest({}, { exposedFiles: { ResetPassword: ['99.zz.js'] } }), 'ResetPassword')).toEqual([]);
    expect(exposedPreloads(url, manifest({}, { files: { '34.ab.js': 'sha256-AAAA' } }), 'ResetPassword')).toEqual([]);
    expect(exposedPreloads(url, null, 'ResetPassword')).toEqual([]);
  });

  test('none when a name would leave the release folder or its attribute', () => {
    const url = 'https://public.example/mf-manifest.json';
    for (const name of ['../../shell/evil.js', 'https://evil.example/x.js', '"><script>x.js', '/abs.js', 'x.css'])
      expect(
        exposedPreloads(
          url,
          manifest({}, { files: { 'remoteEntry.js': 'sha256-RRRR', [name]: 'sha256-AAAA' }, exposedFiles: { ResetPassword: [name] } }),
          'ResetPassword',
        ),
      ).toEqual([]);
  });
});
