import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, renderWithPortal, testAuth, testConfig } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';
import { cardRoutes, rawBalance, addDays } from '@portal/kit/testing';
import { Route, Routes, STORAGE_KEYS } from '@portal/contract';
import { HomeFrame } from '../HomeFrame';

const CARDS = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000003', cardType: 1, userName: '' },
  { cardNumber: '10000004', cardType: 1, userName: '' },
];
const BALANCES = {
  '10000001': rawBalance(),
  '10000003': rawBalance({ Status: 'Hotlisted', bActivo: false }),
  '10000004': rawBalance({ Status: 'Expired', dtFechaCaduca: `${addDays(-30)}T00:00:00` }),
  '20000001': rawBalance({ dNumSaldo: 3 }),
};

function renderHome(routes: ApiRoute[], opts: { auth?: ReturnType<typeof testAuth>; config?: ReturnType<typeof testConfig> } = {}) {
  return renderWithPortal(
    <Routes>
      <Route path="/home" element={<HomeFrame />}>
        <Route path="balance" element={<p>Balance tab body</p>} />
      </Route>
    </Routes>,
    { routes, path: '/home/balance', selectedCard: true, ...opts },
  );
}

beforeEach(() => localStorage.clear());

describe('home header', () => {
  test("selector shows 'name - number' or the number; badges for class, status and expiry; the tabs", async () => {
    renderHome(cardRoutes({ cards: CARDS, balances: BALANCES }));
    const select = await screen.findByRole('combobox', { name: 'Card' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Commuter - 10000001', '10000003', '10000004']);
    expect(select).toHaveValue('10000001:1');
    const badges = await screen.findByRole('list', { name: 'Card details' });
    expect(badges).toHaveTextContent('Class: Adult');
    expect(badges).toHaveTextContent('Status: Active');
    expect(badges).toHaveTextContent(/Expiry: Expires \w{3} \d{1,2}, \d{4}/);
    expect(screen.getByRole('link', { name: 'Balance' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Balance tab body')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a hotlisted or expired card shows the red banner; the selection is remembered', async () => {
    const user = userEvent.setup();
    renderHome(cardRoutes({ cards: CARDS, balances: BALANCES }));
    const select = await screen.findByRole('combobox', { name: 'Card' });
    await user.selectOptions(select, '10000003:1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hotlisted Card!');
    expect(alert).toHaveTextContent('No actions can be performed on this card');
    expect(localStorage.getItem(STORAGE_KEYS.selectedCard)).toBe('10000003:1');
    await user.selectOptions(select, '10000004:1');
    expect(await screen.findByText('Expired Card!')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Card details' })).toHaveTextContent(/Expiry: Expired/);
  });

  test('the remembered card is selected; when it is gone, the first card', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCard, '10000004:1');
    const first = renderHome(cardRoutes({ cards: CARDS, balances: BALANCES }));
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveValue('10000004:1');
    first.unmount();
    localStorage.setItem(STORAGE_KEYS.selectedCard, '99999999:1');
    renderHome(cardRoutes({ cards: CARDS, balances: BALANCES }));
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveValue('10000001:1');
  });

  test("with no cards: 'No cards!', the explanation and an add-card button, no tabs", async () => {
    renderHome(cardRoutes({ cards: [] }));
    expect(await screen.findByRole('heading', { name: 'No cards!' })).toBeInTheDocument();
    expect(screen.getByText('You have no cards attached to your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Card' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Card sections' })).toBeNull();
  });

  test('cards that cannot be loaded: a message with Retry, which loads them', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderHome([
      on('GET', 'Card/GetCards', () => (fail ? { status: 500, body: { message: 'Down' } } : { body: CARDS })),
      ...cardRoutes({ cards: CARDS, balances: BALANCES }),
    ]);
    expect(await screen.findByText('Your cards could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Request Error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveValue('10000001:1');
  });

  test('server text is shown as text: a label with markup', async () => {
    renderHome(
      cardRoutes({ cards: [{ cardNumber: '10000001', cardType: 1, userName: '<img src=x onerror=alert(1)>' }], balances: BALANCES }),
    );
    const select = await screen.findByRole('combobox', { name: 'Card' });
    expect(within(select).getByRole('option')).toHaveTextContent('<img src=x onerror=alert(1)> - 10000001');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('Add Card dialog', () => {
  function addCardRoutes(state: { cards: typeof CARDS; assigned: unknown[] }): ApiRoute[] {
    const statuses: Record<string, [string, boolean]> = {
      '20000001': ['Active*1', false],
      '20000002': ['Active*2', false],
      '20000003': ['Not Sold*1', false],
      '20000004': ['Active*1', true],
    };
    return [
      on('GET', 'Card/GetCardTypesWeb', () => ({
        body: [
          { iCodTipoTarjeta: 1, vchDescripcion: 'Transit card' },
          { iCodTipoTarjeta: 8, vchDescripcion: 'Mobile' },
        ],
      })),
      on('GET', 'Card/GetCardActivationStatus', (r) =>
        statuses[r.query.get('cardNumber')!]
          ? { body: statuses[r.query.get('cardNumber')!]![0] }
          : { status: 404, body: { message: 'Card not found' } },
      ),
      on('GET', 'Card/IsAssigned', (r) => ({ body: statuses[r.query.get('cardNumber')!]?.[1] ?? false })),
      on('POST', 'Card/AssignCardToUser', (r) => {
        const b = r.body as { userName: string; cardNumber: string; cardType: number };
        state.assigned.push(b);
        state.cards.push({ cardNumber: b.cardNumber, cardType: b.cardType, userName: b.userName });
        return { body: {} };
      }),
      on('GET', 'Card/GetCards', () => ({ body: state.cards })),
      ...cardRoutes({ cards: [], balances: BALANCES }),
    ];
  }

  /** Opens Add New Card from the no-cards view, once the card types have arrived. */
  async function openAddCard(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Card type/ })).toHaveValue('1'));
    return dialog;
  }

  test('every refusal is said on the card number field, nothing is assigned, the values stay', async () => {
    const user = userEvent.setup();
    const state = { cards: [] as typeof CARDS, assigned: [] as unknown[] };
    renderHome(addCardRoutes(state));
    const dialog = await openAddCard(user);
    const number = within(dialog).getByRole('textbox', { name: /Card number/ });

    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    expect(await within(dialog).findByText('Card number is required')).toBeInTheDocument();
    await user.type(number, '12ab');
    expect(await within(dialog).findByText('Card number must contain digits only')).toBeInTheDocument();

    for (const [card, message] of [
      ['20000002', 'Cannot add a corporate card'],
      ['20000003', 'Card is not sold'],
      ['20000004', 'Card is already assigned to an account'],
      ['99999999', 'Card not found'],
    ] as const) {
      await user.clear(number);
      await user.type(number, card);
      await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(number).toHaveAccessibleDescription(message);
      expect(number).toHaveValue(card);
    }
    expect(state.assigned).toEqual([]);
  }, 20_000); // five submissions

  test("an addable card is assigned with its label, selected, and 'Card Added!' is shown", async () => {
    const user = userEvent.setup();
    const state = { cards: [] as typeof CARDS, assigned: [] as unknown[] };
    renderHome(addCardRoutes(state));
    const dialog = await openAddCard(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '20000001');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label (optional)' }), 'Work');
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText('Card Added!')).toBeInTheDocument();
    expect(state.assigned).toEqual([{ userName: 'Work', cardNumber: '20000001', cardType: 1 }]);
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveValue('20000001:1');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Card' })).toHaveFocus());
    expect(localStorage.getItem(STORAGE_KEYS.selectedCard)).toBe('20000001:1');
  });
});

describe('profile dialog', () => {
  const legacy = () => ({ ...testConfig(), features: { ...testConfig().features, legacyAuth: true } });
  const noName = () => testAuth({ account: { username: 'new@transit.example', name: '' }, displayName: '' });
  const info = (name: string, saved: unknown[] = []) => [
    on('GET', 'PersonalInfo/GetPersonalInfo', () => ({
      body: {
        customerCode: name ? 5001 : 0,
        name,
        paterno: '',
        materno: '',
        birthDate: null,
        email: 'new@transit.example',
        phone: '',
        address: '',
        city: '',
        state: '',
        country: '',
        cityCode: 0,
        zipCode: '',
        nip: '',
        notes: '',
      },
    })),
    on('PUT', 'PersonalInfo/AddPersonalInfoWeb', (r) => {
      saved.push(r.body);
      return { body: { customerCode: 5002 } };
    }),
  ];
  beforeEach(() => sessionStorage.clear());

  test('opens with legacy authentication for a customer without a name, and saves their details', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderHome([...info('', saved), ...cardRoutes({ cards: CARDS, balances: BALANCES })], { config: legacy(), auth: noName() });
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Winnipeg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('A valid phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please accept the data collection notice')).toBeInTheDocument();
    // Pasted (one input event each): typing a dozen fields key by key is slow and proves nothing more.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(within(dialog).getByRole('textbox', { name: /First name/ }), 'Robin');
    await fill(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Rider');
    await user.type(within(dialog).getByLabelText(/Date of birth/), '1985-06-01');
    await fill(within(dialog).getByRole('textbox', { name: /Phone/ }), '204-555-0199');
    await fill(within(dialog).getByRole('textbox', { name: /Postal code/ }), 'R3C 1A1');
    await user.click(within(dialog).getByRole('checkbox'));
    // Checking the agreement opens the data collection notice; Confirm agrees.
    const notice = await screen.findByRole('dialog', { name: 'Data collection notice' });
    expect(notice).toHaveTextContent('to identify the holder of this card');
    await user.click(within(notice).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox')).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Success!')).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({
        name: 'Robin',
        materno: 'Rider',
        birthDate: '1985-06-01',
        phone: '204-555-0199',
        zipCode: 'R3C 1A1',
        email: 'new@transit.example',
        city: 'Winnipeg',
      }),
    ]);
  }, 20_000); // typing a whole form

  test('does not open when the customer has a name, or legacy authentication is off', async () => {
    const { requests, unmount } = renderHome([...info(''), ...cardRoutes({ cards: CARDS, balances: BALANCES })]);
    await screen.findByRole('combobox', { name: 'Card' });
    expect(requests.some((r) => r.path.startsWith('PersonalInfo'))).toBe(false);
    unmount();
    renderHome([...info(''), ...cardRoutes({ cards: CARDS, balances: BALANCES })], { config: legacy() });
    await screen.findByRole('combobox', { name: 'Card' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a customer whose stored details have a name is not asked; Later asks again next session', async () => {
    const user = userEvent.setup();
    const first = renderHome([...info('Robin'), ...cardRoutes({ cards: CARDS, balances: BALANCES })], { config: legacy(), auth: noName() });
    await waitFor(() => expect(first.requests.some((r) => r.path === 'PersonalInfo/GetPersonalInfo')).toBe(true));
    await screen.findByRole('combobox', { name: 'Card' });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderHome([...info(''), ...cardRoutes({ cards: CARDS, balances: BALANCES })], { config: legacy(), auth: noName() });
    await user.click(within(await screen.findByRole('dialog', { name: 'Your profile' })).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('portal.profileLater')).toBe('1');
  });
});
