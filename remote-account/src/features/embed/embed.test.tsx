import { act, waitFor } from '@testing-library/react';
import { TEST_API } from '@portal/kit/testing';
import { mount } from './embed';

const auth = { getAccessToken: async () => 't', account: { username: 'demo@transit.example' } };

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '[]' }) as Response) as unknown as typeof fetch;
});

test('the view is required and named when wrong', () => {
  const el = document.createElement('div');
  expect(() => mount(el, { apiBase: TEST_API, auth } as never)).toThrow(
    'Invalid embed option "view": must be one of manage, payment-methods, mobile-deletion',
  );
  expect(() => mount(el, { apiBase: TEST_API, auth, view: 'settings' as never })).toThrow('Invalid embed option "view"');
});

test('the mobile deletion form in a widget, with the signed-in e-mail read-only; unmount empties it', async () => {
  const el = document.createElement('div');
  document.body.append(el);
  let unmount = () => {};
  act(() => {
    unmount = mount(el, { apiBase: TEST_API, auth, view: 'mobile-deletion' });
  });
  await waitFor(() => expect(el.shadowRoot!.textContent).toContain('Request Mobile Account Deletion'));
  const email = el.shadowRoot!.querySelector('input[name="email"]') as HTMLInputElement;
  expect(email.value).toBe('demo@transit.example');
  expect(email.readOnly).toBe(true);
  act(() => unmount());
  expect(el.shadowRoot!.childNodes).toHaveLength(0);
});

test('payment methods in a widget: the empty state', async () => {
  const el = document.createElement('div');
  document.body.append(el);
  let unmount = () => {};
  act(() => {
    unmount = mount(el, { apiBase: TEST_API, auth, view: 'payment-methods' });
  });
  await waitFor(() => expect(el.shadowRoot!.textContent).toContain('No Saved Payments!'));
  act(() => unmount());
});
