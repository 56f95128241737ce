import { webcrypto } from 'node:crypto';
import { testConfig } from '@portal/kit/testing';

const reportEvent = jest.fn();
jest.mock('../monitoring/monitoring', () => ({ reportEvent: (e: unknown) => reportEvent(e) }));

// jsdom has no SubtleCrypto; Node's is the same API the browser has.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const sha256 = async (text: string) =>
  `sha256-${Buffer.from(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}`;

describe("a remote's release read by the page", () => {
  const manifest = 'http://r.test/releases/1.4.0/mf-manifest.json';
  const served = JSON.stringify({ metaData: { portal: { release: '1.4.0', sections: { sections: [] } } } });

  test('a pinned manifest that is not the pin’s bytes: refused and reported (the file, then the section), its sections unknown', async () => {
    const { readRemote, reportPart } = await import('./readRemotes');
    const config = testConfig();
    config.remotes.account = { manifest, integrity: `sha256-${'A'.repeat(43)}=` };
    // The browser refuses the bytes the pin does not match; asked again without the pin, they are these.
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, arrayBuffer: async () => new TextEncoder().encode(served).buffer } as unknown as Response;
    }) as unknown as typeof fetch;
    const part = await readRemote(config, 'account');
    expect('unavailable' in part && part.unavailable).toBe(
      `${manifest} is not the pinned manifest (its sha256 is ${await sha256(served)}, the pin is sha256-${'A'.repeat(43)}=)`,
    );
    reportPart(part);
    expect(
      reportEvent.mock.calls.map(([e]: [{ type: string; reason: string; remote: string }]) => `${e.type} ${e.remote} ${e.reason}`),
    ).toEqual(['file-refused account integrity', 'section-refused account integrity']);
  });

  test('one not there is a release that could not be read, not a refusal', async () => {
    reportEvent.mockReset();
    const { readRemote, reportPart } = await import('./readRemotes');
    const config = testConfig();
    config.remotes.account = { manifest, integrity: await sha256(served) };
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const part = await readRemote(config, 'account');
    expect('unavailable' in part && part.unavailable).toBe('Failed to fetch');
    reportPart(part);
    expect(reportEvent.mock.calls.map(([e]: [{ type: string }]) => e.type)).toEqual(['section-failed']);
  });
});
