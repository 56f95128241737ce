import { webcrypto } from 'node:crypto';
import {
  checkIntegrity,
  excludedByPin,
  keptIn,
  isPortalPage,
  isPrerenderedRoute,
  pageCacheKey,
  isRemoteFile,
  isRemoteHead,
  pinnedReleases,
  scriptsOf,
  sectionManifestOf,
  tableOf,
  swRemoteOrigins,
  swScriptUrl,
} from './routes';
import { keepList } from './register';
import { TEST_TABLE } from '@portal/host/testing';
import type { SectionsTable } from '@portal/contract';

// jsdom has no SubtleCrypto; Node's is the one the worker has.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const remotes = swRemoteOrigins(
  `http://localhost:3000${swScriptUrl(['http://localhost:3002', 'http://localhost:3001', 'javascript:alert(1)', 'http://localhost:3000'])}`,
);
const u = (s: string) => new URL(s);

test("the worker's script URL carries the allowed section origins, and nothing else counts as one", () => {
  expect(swScriptUrl(['http://b.example', 'http://a.example'])).toBe('/sw.js?remotes=http%3A%2F%2Fa.example%2Chttp%3A%2F%2Fb.example');
  // Not a URL, not http(s), or the portal's own origin: ignored.
  expect([...remotes]).toEqual(['http://localhost:3001', 'http://localhost:3002']);
  expect(swRemoteOrigins('http://localhost:3000/sw.js').size).toBe(0);
});

test("a section's moving manifest and entry are revalidated; a release's are files that never change", () => {
  expect(isRemoteHead(u('http://localhost:3001/mf-manifest.json'), remotes)).toBe(true);
  expect(isRemoteHead(u('http://localhost:3001/remoteEntry.js'), remotes)).toBe(true);
  expect(isRemoteHead(u('http://localhost:3001/releases/1.2.0/mf-manifest.json'), remotes)).toBe(false);
  expect(isRemoteFile(u('http://localhost:3001/releases/1.2.0/mf-manifest.json'), remotes)).toBe(true);
  expect(isRemoteFile(u('http://localhost:3001/releases/1.2.0/remoteEntry.js'), remotes)).toBe(true);
  expect(isRemoteFile(u('http://localhost:3001/12.a1b2c3d4e5.js'), remotes)).toBe(true);
  expect(isRemoteFile(u('http://localhost:3001/mf-manifest.json'), remotes)).toBe(false);
  expect(isRemoteFile(u('http://localhost:3001/embed.js'), remotes)).toBe(false);
});

test('nothing from an origin the config does not allow, and never the API, the identity provider or the payment page', () => {
  for (const url of [
    'http://evil.example/12.a1b2c3d4e5.js',
    'http://evil.example/mf-manifest.json',
    'http://localhost:4000/api/Card/GetCardBalance?cardNumber=1',
    'http://localhost:4000/b2c/authorize',
    'http://localhost:4000/payment/hosted?x_amount=10',
    'http://localhost:3001/12.a1b2c3d4e5.js?token=1',
  ]) {
    expect(isRemoteHead(u(url), remotes)).toBe(false);
    expect(isRemoteFile(u(url), remotes)).toBe(false);
  }
});

test("the portal's pages are answered by the worker; MSAL's redirect page and files are not", () => {
  expect(isPortalPage(u('http://localhost:3000/home/balance'))).toBe(true);
  expect(isPortalPage(u('http://localhost:3000/RequestMobileAccountDeletion'))).toBe(true);
  expect(isPortalPage(u('http://localhost:3000/'))).toBe(true);
  expect(isPortalPage(u('http://localhost:3000/redirect.html'))).toBe(false);
  expect(isPortalPage(u('http://localhost:3000/manifest.webmanifest'))).toBe(false);
  expect(isPrerenderedRoute(u('http://localhost:3000/'))).toBe(true);
  expect(isPrerenderedRoute(u('http://localhost:3000/Login/'))).toBe(true);
  expect(isPrerenderedRoute(u('http://localhost:3000/home/balance'))).toBe(false);
});

test("each section's page (the config's sections table says which) is kept apart from the login page and the shell's page", () => {
  const key = (href: string, table: SectionsTable | null = TEST_TABLE) => pageCacheKey(u(href), table);
  expect(key('http://localhost:3000/Login')).toBe('/login');
  expect(key('http://localhost:3000/home/balance')).toBe('/home/balance');
  expect(key('http://localhost:3000/Home/Reload/')).toBe('/home/reload');
  expect(key('http://localhost:3000/home')).toBe('/index.html');
  expect(key('http://localhost:3000/account/payment')).toBe('/account/payment');
  expect(key('http://localhost:3000/Reset')).toBe('/reset');
  expect(key('http://localhost:3000/somewhere')).toBe('/index.html');
  // A config without a table (not read yet, or none): the shell's page, never another section's.
  expect(key('http://localhost:3000/home/balance', null)).toBe('/index.html');
  // The table of a config's answer, or none.
  expect(tableOf({ sections: TEST_TABLE })).toBe(TEST_TABLE);
  for (const bad of [null, {}, { sections: 'x' }, { sections: { sections: 'x' } }]) expect(tableOf(bad)).toBeNull();
});

test("a page's scripts, as absolute addresses", () => {
  const html = `<script>inline()</script><script defer src="/main.0123456789.js"></script><script src='https://cdn.example/x.js' async></script>`;
  expect(scriptsOf(html, 'http://localhost:3000')).toEqual(['http://localhost:3000/main.0123456789.js', 'https://cdn.example/x.js']);
});

test('only the config and the sections’ files are ever kept; API answers, sign-in and payment never', () => {
  const self = 'http://localhost:3000';
  expect(keptIn(u('http://localhost:3000/portal.config.json'), self, remotes)).toBe('config');
  expect(keptIn(u('http://localhost:3001/mf-manifest.json'), self, remotes)).toBe('heads');
  expect(keptIn(u('http://localhost:3001/12.a1b2c3d4e5.js'), self, remotes)).toBe('files');
  for (const url of [
    'http://localhost:4000/api/Card/GetCardBalance?cardNumber=10000001&cardType=1',
    'http://localhost:4000/api/PersonalInfo/GetPersonalInfo?email=demo%40transit.example',
    'http://localhost:3000/api/Card/GetHistory?cardNumber=1',
    'http://localhost:3001/api/Card/GetCards?userName=x',
    'http://localhost:4000/b2c/token',
    'http://localhost:4000/payment/hosted',
    'http://localhost:3000/home/balance',
    'http://localhost:3000/portal.config.json.bak',
  ])
    expect([url, keptIn(u(url), self, remotes)]).toEqual([url, null]);
});

test("the releases the config pins: a pinned section's files come only from its release, never another's or the moving top", () => {
  const integrity = `sha256-${'A'.repeat(43)}=`;
  const pins = pinnedReleases({
    remotes: {
      balance: { manifest: 'http://localhost:3001/releases/1.0.0/mf-manifest.json', integrity },
      reload: { manifest: 'http://localhost:3002/mf-manifest.json' },
      account: { manifest: 'https://cdn.example/account/releases/2.1.0/mf-manifest.json', integrity },
      public: { manifest: 'not a url', integrity },
    },
  });
  expect(pins).toEqual([
    { base: 'http://localhost:3001/', folder: 'http://localhost:3001/releases/1.0.0/' },
    { base: 'https://cdn.example/account/', folder: 'https://cdn.example/account/releases/2.1.0/' },
  ]);
  expect(excludedByPin(u('http://localhost:3001/releases/1.0.0/12.a1b2c3d4e5.js'), pins)).toBe(false);
  expect(excludedByPin(u('http://localhost:3001/releases/1.1.0/12.a1b2c3d4e5.js'), pins)).toBe(true);
  expect(excludedByPin(u('http://localhost:3001/12.a1b2c3d4e5.js'), pins)).toBe(true);
  expect(excludedByPin(u('https://cdn.example/other/releases/1.0.0/1.js'), pins)).toBe(false);
  expect(excludedByPin(u('http://localhost:3002/releases/1.1.0/12.a1b2c3d4e5.js'), pins)).toBe(false);
  // A config that is not one pins nothing.
  expect(pinnedReleases(null)).toEqual([]);
  expect(pinnedReleases({ remotes: 'x' })).toEqual([]);
});

test("a file's bytes against a request's integrity, as the browser checks it: the strongest algorithm counts", async () => {
  const abc = new TextEncoder().encode('abc').buffer as ArrayBuffer;
  const sha256 = 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=';
  const sha384 = 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn';
  expect(await checkIntegrity(abc, sha256)).toBe('match');
  expect(await checkIntegrity(abc, `  ${sha256}?ct=application/javascript `)).toBe('match');
  expect(await checkIntegrity(abc, `sha256-${'B'.repeat(43)}=`)).toBe('mismatch');
  // Two tokens of one algorithm: either may match.
  expect(await checkIntegrity(abc, `sha256-${'B'.repeat(43)}= ${sha256}`)).toBe('match');
  // The strongest algorithm present decides: a wrong sha384 fails whatever the sha256 says.
  expect(await checkIntegrity(abc, `${sha256} sha384-${'B'.repeat(64)}`)).toBe('mismatch');
  expect(await checkIntegrity(abc, `${sha384} sha256-${'B'.repeat(43)}=`)).toBe('match');
  // Nothing to check against: the worker keeps no such file.
  expect(await checkIntegrity(abc, '')).toBe('none');
  expect(await checkIntegrity(abc, 'md5-kAFQmDzST7DWlj99KOF/cg==')).toBe('none');
});

test('what a page hands the worker: each address, with the integrity its manifest records for a section file', () => {
  const known: Record<string, string> = { 'http://localhost:3001/releases/1.1.0/12.a.js': 'sha256-x' };
  expect(
    keepList(['http://localhost:3000/portal.config.json', 'http://localhost:3001/releases/1.1.0/12.a.js'], (url) => known[url]),
  ).toEqual([
    { href: 'http://localhost:3000/portal.config.json' },
    { href: 'http://localhost:3001/releases/1.1.0/12.a.js', integrity: 'sha256-x' },
  ]);
});

test("as a page's navigation starts, the worker asks for its section's moving manifest: never a pinned one, nor another origin's", () => {
  const config = {
    remotes: {
      balance: { manifest: 'http://localhost:3001/mf-manifest.json' },
      reload: { manifest: 'http://localhost:3002/releases/1.1.0/mf-manifest.json', integrity: 'sha256-x' },
      account: { manifest: 'http://evil.example/mf-manifest.json' },
    },
    sections: TEST_TABLE,
  };
  const at = (path: string, cfg: unknown = config) => sectionManifestOf(cfg, path, 'http://localhost:3000', remotes);
  expect(at('/home/balance')).toBe('http://localhost:3001/mf-manifest.json');
  // `/home` shows the frame's first section; the address is matched as the shell's routes match it.
  expect(at('/HOME/')).toBe('http://localhost:3001/mf-manifest.json');
  expect(at('/home/cards')).toBe('http://localhost:3001/mf-manifest.json');
  // Pinned: a release's manifest, a file the cache keeps only once it passed the pin's integrity.
  expect(at('/home/reload')).toBeNull();
  // An origin the worker does not keep.
  expect(at('/home/manage')).toBeNull();
  // No section at that address, or a config that is not one.
  expect(at('/login')).toBeNull();
  expect(at('/home/balance', null)).toBeNull();
  expect(at('/home/balance', { remotes: { balance: { manifest: 'not a url' } }, sections: TEST_TABLE })).toBeNull();
  expect(at('/home/balance', { remotes: { balance: 'http://localhost:3001/mf-manifest.json' }, sections: TEST_TABLE })).toBeNull();
  // Without the sections table, no section is known.
  expect(at('/home/balance', { remotes: config.remotes })).toBeNull();
});
