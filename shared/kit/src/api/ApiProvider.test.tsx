import { render, screen, waitFor } from '@testing-library/react';
import { NotistackToasts } from '../ui/NotistackToasts';
import { useEffect } from 'react';
import { AuthContext, useApiClient, type PortalAuth } from '@portal/contract';
import { ApiProvider, TimedCache } from './ApiProvider';
import * as api from './calls';

function LoadsCards() {
  const client = useApiClient();
  useEffect(() => {
    api.cards.list(client, 'a@b.c').catch(() => undefined);
  }, [client]);
  return null;
}

const auth = (logout = jest.fn()): PortalAuth => ({
  account: { username: 'a@b.c', name: 'A' },
  isAuthenticated: true,
  displayName: 'A',
  getAccessToken: async () => 'tok',
  login: jest.fn(),
  logout,
});

function renderWith(status: number, body: unknown, a: PortalAuth) {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) })) as unknown as typeof fetch;
  render(
    <NotistackToasts>
      <AuthContext.Provider value={a}>
        <ApiProvider apiBase="http://api.example/api/">
          <LoadsCards />
        </ApiProvider>
      </AuthContext.Provider>
    </NotistackToasts>,
  );
}

describe('ApiProvider', () => {
  test('a failing call shows the Request Error toast with the server message', async () => {
    renderWith(500, { message: 'The card service is down' }, auth());
    expect(await screen.findByText('Request Error')).toBeInTheDocument();
    expect(screen.getByText('The card service is down')).toBeInTheDocument();
  });

  test('a 401 logs out and shows no toast', async () => {
    const logout = jest.fn(async () => undefined);
    renderWith(401, { message: 'expired' }, auth(logout));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Request Error')).not.toBeInTheDocument();
  });

  test('server text in a toast is shown as text, never as HTML', async () => {
    renderWith(500, { message: '<img src=x onerror=alert(1)>' }, auth());
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('TimedCache', () => {
  test('drops entries older than its age limit', () => {
    let now = 0;
    const cache = new TimedCache(5 * 60_000, () => now);
    cache.set('Card/GetCards', { data: [1] });
    now = 5 * 60_000;
    expect(cache.get('Card/GetCards')).toEqual({ data: [1] });
    now = 5 * 60_000 + 1;
    expect(cache.get('Card/GetCards')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });
});
