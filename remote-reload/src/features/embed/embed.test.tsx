import { act, fireEvent, waitFor } from '@testing-library/react';
import { TEST_API, type RecordedRequest } from '@portal/kit/testing';
import { reloadRoutes } from '../../testing/fixtures';
import { mount } from './embed';

const auth = { getAccessToken: async () => 't', account: { username: 'demo@transit.example' } };

beforeEach(() => {
  window.localStorage.clear();
  const routes = reloadRoutes();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const req: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/', ''),
      query: url.searchParams,
      body: undefined,
      authorization: null,
      headers: {},
    };
    let answer: { status?: number; body?: unknown } | undefined;
    for (const r of routes) if ((answer = r(req))) break;
    return {
      ok: (answer?.status ?? 200) < 400,
      status: answer?.status ?? 200,
      text: async () => JSON.stringify(answer?.body ?? null),
    } as Response;
  }) as unknown as typeof fetch;
});

test('the reload tab in a widget: adding raises cart-changed with the new count; unmount empties it', async () => {
  const el = document.createElement('div');
  document.body.append(el);
  const events: Array<[string, unknown]> = [];
  let unmount = () => {};
  act(() => {
    unmount = mount(el, { apiBase: TEST_API, auth, onEvent: (name, detail) => events.push([name, detail]) });
  });
  const shadow = el.shadowRoot!;
  await waitFor(() => expect(shadow.textContent).toContain('E-Cash'));
  const amount = [...shadow.querySelectorAll('input')].find((i) => i.value === '0.00')!;
  fireEvent.change(amount, { target: { value: '20' } });
  const add = [...shadow.querySelectorAll('button')].filter((b) => b.textContent === 'Add to Cart').at(-1)!;
  await waitFor(() => expect(add).toBeEnabled());
  act(() => add.click());
  await waitFor(() => expect(events).toContainEqual(['cart-changed', { count: 1, total: 20 }]));
  expect(shadow.textContent).toContain('$20.00 added to cart!');
  expect(events.map(([n]) => n)).toEqual(['signed-in', 'card-selected', 'cart-changed']);
  act(() => unmount());
  expect(shadow.childNodes).toHaveLength(0);
});

test('a bad card option is named', () => {
  expect(() =>
    mount(document.createElement('div'), { apiBase: TEST_API, auth, card: { cardNumber: '1', cardType: 'x' as never } }),
  ).toThrow('Invalid embed option "card.cardType"');
});
