import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ApiClientContext, useApiClient, type ApiClient, type RequestOptions } from '@portal/contract';
import * as api from './calls';

/**
 * A section's typed calls are its own (the kit it bundles), made through the one client the shell provides: its
 * base, token and failure rules. So a section may use a call the shell's build does not know.
 */
test("this app's typed calls go through the API client of the page", async () => {
  const calls: Array<{ method: string; path: string; options?: RequestOptions }> = [];
  const client: ApiClient = {
    apiBase: 'https://api.example/api/',
    key: (path) => path,
    request: async <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions) => {
      calls.push({ method, path, ...(options ? { options } : {}) });
      return [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }] as T;
    },
  };
  function Cards() {
    const page = useApiClient();
    const [label, setLabel] = useState('');
    useEffect(() => {
      void api.cards.list(page, 'demo@transit.example').then((cards) => setLabel(cards.map((c) => c.userName).join()));
    }, [page]);
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
  expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: 'Card/GetCards' })]);
});

test('without the client the shell provides, it says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Cards() {
    useApiClient();
    return null;
  }
  expect(() => render(<Cards />)).toThrow('useApiClient() needs the API client the shell (or a standalone page, or an embed) provides');
});
