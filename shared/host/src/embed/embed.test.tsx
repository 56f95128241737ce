import { act, waitFor } from '@testing-library/react';
import Typography from '@mui/material/Typography';
import { Link, useAuth, useLocation } from '@portal/contract';
import { useCards } from '@portal/kit';
import { TEST_API } from '@portal/kit/testing';
import { validateEmbedCard, validateEmbedChoice, validateEmbedOptions, EMBED_CONTRACT_VERSION, type EmbedOptions } from '@portal/kit/embed';
import { mountEmbed } from './EmbedHost';

const hostAuth = { getAccessToken: async () => 'host-token', account: { username: 'Demo@Transit.Example', name: 'Dana Demo' } };
const good = (over: Partial<EmbedOptions> = {}): EmbedOptions => ({ apiBase: TEST_API, auth: hostAuth, ...over });

/** The agency API, faked at the network: every widget request is recorded. */
function fakeApi(cards = [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }]) {
  const requests: Array<{ url: string; authorization: string | null }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), authorization: (init?.headers as Record<string, string>)?.Authorization ?? null });
    const body = String(input).includes('Card/GetCards') ? cards : {};
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return requests;
}

function Cards() {
  const { account } = useAuth();
  const { data } = useCards();
  return (
    <Typography component="p">
      {account?.username}: {data ? data.map((c) => c.cardNumber).join(', ') : 'loading'}
    </Typography>
  );
}

/** Counts listeners on window and document, to prove an unmounted widget leaves none behind. */
function watchListeners() {
  const live = new Map<string, number>();
  const restore: Array<() => void> = [];
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = ((type: string, fn: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) => {
      live.set(`${name}:${type}`, (live.get(`${name}:${type}`) ?? 0) + 1);
      add(type, fn, o);
    }) as typeof target.addEventListener;
    target.removeEventListener = ((type: string, fn: EventListenerOrEventListenerObject, o?: boolean | EventListenerOptions) => {
      live.set(`${name}:${type}`, (live.get(`${name}:${type}`) ?? 0) - 1);
      remove(type, fn, o);
    }) as typeof target.removeEventListener;
    restore.push(() => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    });
  }
  return { open: () => [...live].filter(([, n]) => n > 0).map(([k, n]) => `${k} ×${n}`), restore: () => restore.forEach((r) => r()) };
}

const shadowText = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';

beforeEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('the options', () => {
  test('each bad option is named', () => {
    const el = document.createElement('div');
    const throws = (element: unknown, options: unknown) => {
      try {
        validateEmbedOptions(element, options);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(throws(null, good())).toMatch(/option "element"/);
    expect(throws(el, undefined)).toMatch(/option "options"/);
    expect(throws(el, good({ apiBase: 'ftp://x' }))).toMatch(/option "apiBase"/);
    expect(throws(el, { apiBase: TEST_API })).toMatch(/option "auth"/);
    expect(throws(el, good({ auth: { getAccessToken: 'token' } as never }))).toMatch(/option "auth.getAccessToken"/);
    expect(throws(el, good({ auth: { getAccessToken: async () => 't', account: { username: '' } } }))).toMatch(
      /option "auth.account.username"/,
    );
    expect(
      throws(
        el,
        good({
          auth: {
            msal: { clientId: 'c', authority: 'http://insecure', knownAuthorities: ['h'], scopes: ['s'], redirectUri: 'https://h/r' },
          },
        }),
      ),
    ).toMatch(/option "auth.msal.authority"/);
    expect(
      throws(
        el,
        good({
          auth: { msal: { clientId: 'c', authority: 'https://h/a', knownAuthorities: ['h'], scopes: [], redirectUri: 'https://h/r' } },
        }),
      ),
    ).toMatch(/option "auth.msal.scopes"/);
    expect(throws(el, good({ locale: 'de-DE' as never }))).toMatch(/option "locale"/);
    expect(throws(el, good({ theme: { primary: 7 as never } }))).toMatch(/option "theme.primary"/);
    expect(throws(el, good({ onEvent: 'log' as never }))).toMatch(/option "onEvent"/);
    expect(throws(el, good({ portalUrl: 'nowhere' }))).toMatch(/option "portalUrl"/);
    expect(throws(el, good({ features: { eCash: 'yes' } as never }))).toMatch(/option "features"/);
    // Tokens travel to the API: plain http only on localhost (issue 25).
    expect(throws(el, good({ apiBase: 'http://api.transit.example/api/' }))).toBe(
      'Invalid embed option "apiBase": must be an https URL (plain http only on localhost: access tokens are sent to it)',
    );
    expect(throws(el, good({ apiBase: 'http://localhost:4000/api/' }))).toBeNull();
    for (const bad of ['https://pay.test', ['https://pay.test/pay'], ['http://pay.example'], [7]])
      expect(throws(el, good({ allowedPaymentOrigins: bad as never }))).toMatch(/option "allowedPaymentOrigins"/);
    expect(throws(el, good({ allowedPaymentOrigins: ['https://pay.test', 'http://localhost:4000'] }))).toBeNull();
    // The inactivity limit the integrator may set (since 1.2.0): within bounds, with a warning shorter than it.
    for (const idleMinutes of [1, 61, '15', Number.NaN])
      expect(throws(el, good({ constants: { idleMinutes } as never }))).toBe(
        'Invalid embed option "constants.idleMinutes": must be a number of minutes from 2 to 60',
      );
    expect(throws(el, good({ constants: { idleMinutes: 2, idleWarningSeconds: 120 } }))).toMatch(/option "constants.idleWarningSeconds"/);
    expect(throws(el, good({ constants: { idleMinutes: 60, idleWarningSeconds: 300 } }))).toBeNull();
    expect(throws(el, good())).toBeNull();
    expect(() => validateEmbedCard({ cardNumber: 'A1' })).toThrow(/option "card"/);
    expect(() => validateEmbedCard({ cardNumber: '1', cardType: 1.5 })).toThrow(/option "card.cardType"/);
    expect(() => validateEmbedChoice('x', 'view', ['a', 'b'])).toThrow('Invalid embed option "view": must be one of a, b');
  });

  test('mount throws before touching the element', () => {
    const el = document.createElement('div');
    expect(() => mountEmbed(el, good({ apiBase: '' }), { name: 't', render: () => null })).toThrow(/option "apiBase"/);
    expect(el.shadowRoot).toBeNull();
  });
});

describe('mount and unmount', () => {
  test("the widget renders in a shadow root with the host's token; unmount empties it and leaves no listener", async () => {
    const requests = fakeApi();
    // React attaches one 'selectionchange' listener to the document for all its roots, the first time any root
    // renders, and keeps it: a widget mounted once before the count starts, so what is counted is per mount.
    const warm = document.createElement('div');
    let first = () => {};
    act(() => {
      first = mountEmbed(warm, good(), { name: 'warm-up', render: () => null });
    });
    act(() => first());
    const listeners = watchListeners();
    try {
      const el = document.createElement('div');
      el.innerHTML = '<p>host content</p>';
      document.body.append(el);
      // (Importing the package in jest evaluates every module, notistack's too; the real bundle has none of it.)
      const headBefore = document.head.innerHTML;
      let unmount = () => {};
      act(() => {
        unmount = mountEmbed(el, good(), { name: 'test', render: () => <Cards /> });
      });
      await waitFor(() => expect(shadowText(el)).toContain('demo@transit.example: 10000001'));
      expect(el.innerHTML).toBe('<p>host content</p>');
      const root = el.shadowRoot!.querySelector('[data-transit-embed="test"]') as HTMLElement;
      expect(root.dataset.contractVersion).toBe(EMBED_CONTRACT_VERSION);
      expect(root.lang).toBe('en-CA');
      expect(el.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
      expect(document.head.innerHTML).toBe(headBefore);
      expect(requests[0]!.authorization).toBe('Bearer host-token');
      act(() => unmount());
      expect(el.shadowRoot!.childNodes).toHaveLength(0);
      expect(el.innerHTML).toBe('<p>host content</p>');
      expect(listeners.open()).toEqual([]);
    } finally {
      listeners.restore();
    }
  });

  test('two widgets on one page, and mount → unmount → mount again', async () => {
    fakeApi();
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    let ua = () => {};
    let ub = () => {};
    act(() => {
      ua = mountEmbed(a, good(), { name: 'a', render: () => <Cards /> });
      ub = mountEmbed(b, good(), { name: 'b', render: () => <Cards /> });
    });
    await waitFor(() => expect(shadowText(a)).toContain('10000001'));
    await waitFor(() => expect(shadowText(b)).toContain('10000001'));
    act(() => ua());
    expect(shadowText(a)).toBe('');
    expect(shadowText(b)).toContain('10000001');
    act(() => {
      ua = mountEmbed(a, good(), { name: 'a', render: () => <Cards /> });
    });
    await waitFor(() => expect(shadowText(a)).toContain('10000001'));
    act(() => {
      ua();
      ub();
    });
    ua(); // a second unmount does nothing
    expect(shadowText(a)).toBe('');
    expect(shadowText(b)).toBe('');
  });

  test('past the inactivity limit when mounted (a shared computer): the stored data is gone before anything is read, and the host hears of it', async () => {
    localStorage.setItem('portal.lastActivity', String(Date.now() - 31 * 60_000));
    localStorage.setItem('portal.lastKnown', JSON.stringify({ v: 1, account: 'demo@transit.example', entries: {} }));
    localStorage.setItem('portal.cart', '[]');
    fakeApi();
    const el = document.createElement('div');
    document.body.append(el);
    const onEvent = jest.fn();
    let unmount = () => {};
    act(() => {
      unmount = mountEmbed(el, good({ onEvent, constants: { idleMinutes: 30 } }), { name: 'i', cards: {}, render: () => <Cards /> });
    });
    expect(onEvent).toHaveBeenCalledWith('signed-out', { reason: 'idle' });
    expect(localStorage.getItem('portal.lastKnown')).toBeNull();
    expect(localStorage.getItem('portal.cart')).toBeNull();
    // The host's session is the host's: the widget goes on with its token, counting from now.
    await waitFor(() => expect(shadowText(el)).toContain('10000001'));
    expect(Number(localStorage.getItem('portal.lastActivity'))).toBeGreaterThan(Date.now() - 60_000);
    act(() => unmount());
  });

  test('events reach the host; a failing handler does not break the widget', async () => {
    fakeApi();
    const el = document.createElement('div');
    document.body.append(el);
    const seen: string[] = [];
    const onEvent = jest.fn((name: string) => {
      seen.push(name);
      throw new Error('host bug');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let unmount = () => {};
    act(() => {
      unmount = mountEmbed(el, good({ onEvent }), { name: 'e', cards: {}, render: () => <Cards /> });
    });
    await waitFor(() => expect(seen).toEqual(['signed-in', 'card-selected']));
    expect(onEvent).toHaveBeenCalledWith('card-selected', { cardNumber: '10000001', cardType: 1 });
    await waitFor(() => expect(shadowText(el)).toContain('10000001'));
    act(() => unmount());
    error.mockRestore();
  });

  test('a given card not on the account says so; no cards says so', async () => {
    fakeApi();
    const el = document.createElement('div');
    document.body.append(el);
    let unmount = () => {};
    act(() => {
      unmount = mountEmbed(el, good(), { name: 'x', cards: { only: { cardNumber: '99999999' } }, render: () => <Cards /> });
    });
    await waitFor(() => expect(shadowText(el)).toContain('Card 99999999 is not on your account.'));
    act(() => unmount());
    fakeApi([]);
    act(() => {
      unmount = mountEmbed(el, good(), { name: 'x', cards: {}, render: () => <Cards /> });
    });
    await waitFor(() => expect(shadowText(el)).toContain('You have no cards attached to your account.'));
    act(() => unmount());
  });

  test('a link to a portal page raises navigate (no portalUrl: url null); a path the widget owns is followed inside it', async () => {
    fakeApi();
    const el = document.createElement('div');
    document.body.append(el);
    const onEvent = jest.fn();
    function Links() {
      return (
        <>
          <p>At {useLocation().pathname}</p>
          <Link to="/account/payment">Payment Methods</Link>
          <Link to="/home/reload">Back to Reload</Link>
        </>
      );
    }
    let unmount = () => {};
    act(() => {
      unmount = mountEmbed(el, good({ onEvent }), { name: 'n', paths: ['/'], aliases: { '/home/reload': '/' }, render: () => <Links /> });
    });
    await waitFor(() => expect(shadowText(el)).toContain('At /'));
    const link = (name: string) => [...el.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === name)!;
    act(() => link('Payment Methods').click());
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('navigate', { path: '/account/payment', url: null }));
    expect(shadowText(el)).toContain('At /');
    onEvent.mockClear();
    act(() => link('Back to Reload').click());
    await waitFor(() => expect(shadowText(el)).toContain('At /'));
    expect(onEvent).not.toHaveBeenCalledWith('navigate', expect.anything());
    act(() => unmount());
  });
});
