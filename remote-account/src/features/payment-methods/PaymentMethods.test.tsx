import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';
import { PaymentMethods } from './PaymentMethods';

const visa = {
  Card_ID: 'tok-visa-1111',
  Card_Number: '############1111',
  Default_Card: 1,
  email: 'demo@transit.example',
  transaction_Tag: '1',
  auth_Code: 'A',
};
const mc = {
  Card_ID: 'tok-mc-5454',
  Card_Number: '############5454',
  Default_Card: 0,
  email: 'demo@transit.example',
  transaction_Tag: '2',
  auth_Code: 'B',
};

/** A tiny stand-in for the saved-card endpoints that keeps state, so the list really changes. */
function savedCardsApi(initial: Array<typeof visa>) {
  let cards = initial.map((c) => ({ ...c }));
  const routes: ApiRoute[] = [
    on('GET', 'CreditCard/Get_Credit_Debit_Cards', () => ({ body: cards })),
    on('GET', 'CreditCard/Check_For_Default_Credit_Debit_Card', () => ({ body: cards.some((c) => c.Default_Card === 1) })),
    on('GET', 'CreditCard/Get_Default_Credit_Debit_Card', () => ({ body: cards.find((c) => c.Default_Card === 1) ?? null })),
    on('PUT', 'CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', () => {
      cards = cards.map((c) => ({ ...c, Default_Card: 0 }));
      return { body: { success: true } };
    }),
    on('PUT', 'CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', (r) => {
      cards = cards.map((c) => ({ ...c, Default_Card: c.Card_ID === (r.body as { card_ID: string }).card_ID ? 1 : 0 }));
      return { body: { success: true } };
    }),
    on('DELETE', 'CreditCard/Delete_Credit_Debit_Card', (r) => {
      cards = cards.filter((c) => c.Card_ID !== r.query.get('Card_ID'));
      return { body: { success: true } };
    }),
  ];
  return routes;
}

describe('Payment Methods', () => {
  test('lists the saved cards with the default marked and its Set Default disabled', async () => {
    const { requests } = renderWithPortal(<PaymentMethods />, { routes: savedCardsApi([visa, mc]) });
    const table = await screen.findByRole('table', { name: 'Saved payment cards' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Default', 'Card Number', 'Actions']);
    expect(within(table).getByText('############1111')).toBeInTheDocument();
    // The default card is marked in its row's first cell; the other card's shows a dash.
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent(/^Default$/);
    expect(within(first!).getAllByRole('cell')[1]).toHaveTextContent('############1111');
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent(/^—$/);
    expect(screen.getByRole('button', { name: 'Set Default for card ############1111' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set Default for card ############5454' })).toBeEnabled();
    expect(requests[0]!.query.get('email')).toBe('demo@transit.example');
    expect(requests[0]!.authorization).toBe('Bearer test-token');
  });

  test('setting a default asks first, clears all defaults, sets the card and says Update Success!', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithPortal(<PaymentMethods />, { routes: savedCardsApi([visa, mc]) });
    await user.click(await screen.findByRole('button', { name: 'Set Default for card ############5454' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set default payment card' });
    expect(dialog).toHaveTextContent('Use the payment card ############5454 as your default?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Update Success!')).toBeInTheDocument();
    const writes = requests.filter((r) => r.method !== 'GET').map((r) => r.path);
    expect(writes).toEqual([
      'CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False',
      'CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set Default for card ############5454' })).toBeDisabled());
  });

  test('deleting asks first; Cancel changes nothing; Confirm deletes and says Delete Success!', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithPortal(<PaymentMethods />, { routes: savedCardsApi([visa, mc]) });
    await user.click(await screen.findByRole('button', { name: 'Delete card ############5454' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete payment card' })).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete card ############5454' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete payment card' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Delete Success!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('############5454')).not.toBeInTheDocument());
    const del = requests.find((r) => r.method === 'DELETE')!;
    expect([del.query.get('Card_ID'), del.query.get('userAccount')]).toEqual(['tok-mc-5454', 'demo@transit.example']);
  });

  test('with no saved cards: No Saved Payments! pointing to the reload tab', async () => {
    renderWithPortal(<PaymentMethods />, { routes: savedCardsApi([]) });
    expect(await screen.findByText('No Saved Payments!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reload tab' })).toHaveAttribute('href', '/home/reload');
  });

  test('a failing delete shows Request Error and keeps the dialog open to try again', async () => {
    const user = userEvent.setup();
    const routes = [
      on('DELETE', 'CreditCard/Delete_Credit_Debit_Card', () => ({ status: 500, body: { message: 'Vault unavailable' } })),
      ...savedCardsApi([visa]),
    ];
    renderWithPortal(<PaymentMethods />, { routes });
    await user.click(await screen.findByRole('button', { name: 'Delete card ############1111' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Request Error')).toBeInTheDocument();
    expect(screen.getByText('Vault unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Delete payment card' })).toBeInTheDocument();
    expect(screen.getByText('############1111')).toBeInTheDocument();
  });

  test('saved cards that cannot be loaded show Retry, which loads them', async () => {
    const user = userEvent.setup();
    let down = true;
    renderWithPortal(<PaymentMethods />, {
      routes: [
        (req) =>
          down && req.path === 'CreditCard/Get_Credit_Debit_Cards' ? { status: 503, body: { message: 'Vault unavailable' } } : undefined,
        ...savedCardsApi([visa]),
      ],
    });
    expect(await screen.findByText('Your payment methods could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Saved payment cards' })).toBeInTheDocument();
  });
});
