import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ApiClientContext, type ApiClient, type RequestOptions } from '@portal/contract';
import { useApi } from './hooks';

/**
 * A section's typed calls are its own (the kit it bundles), made through the one client the shell provides: its
 * base, token and failure rules. So a section may use a call the shell's build does not know.
 */
test("useApi() builds this app's typed calls on the API client of the page, once per client", async () => {
  const calls: Array<{ method: string; path: string; options?: RequestOptions }> = [];
  const client: ApiClient = {
    apiBase: 'https://api.example/api/',
    key: (path) => path,
    request: async <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions) => {
      calls.push({ method, path, ...(options ? { options } : {}) });
      return [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }] as T;
    },
  };
  const seen = new Set<unknown>();
  function Cards() {
    const api = useApi();
    seen.add(api);
    const [label, setLabel] = useState('');
    useEffect(() => {
      void api.cards.list('demo@transit.example').then((cards) => setLabel(cards.map((c) => c.userName).join()));
    }, [api]);
    return <p>{label}</p>;
  }
  const { rerender } = render(
    <ApiClientContext.Provider value={client}>
      <Cards />
    </ApiClientContext.Provider>,
  );
  expect(await screen.findByText('Commuter')).toBeInTheDocument();
  rerender(
    <ApiClientContext.Provider value={client}>
      <Cards />
    </ApiClientContext.Provider>,
  );
  expect(seen.size).toBe(1);
  expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: 'Card/GetCards' })]);
});

test('without the client the shell provides, it says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Cards() {
    useApi();
    return null;
  }
  expect(() => render(<Cards />)).toThrow('useApiClient() needs the API client the shell (or a standalone page, or an embed) provides');
});
