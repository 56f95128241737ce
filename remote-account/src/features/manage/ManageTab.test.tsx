import { Profiler, type ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, useSelectedCard } from '@portal/contract';
import { useRefreshAfterPayment } from '@portal/kit';
import { HOLDER, NOBODY } from '../../testing/holders';
import { asSmallScreen } from '../../testing/screen';
import { cardRoutes, rawBalance } from '@portal/kit/testing';
import { on, renderWithPortal, testConfig, type RecordedRequest } from '@portal/kit/testing';
import type { ApiRoute } from '@portal/kit/testing';
import { ManageTab } from './ManageTab';

const CARDS = [
  { cardNumber: '10000001', cardType: 1, userName: 'Commuter' },
  { cardNumber: '10000002', cardType: 1, userName: '' },
  { cardNumber: '10000003', cardType: 1, userName: '' },
  { cardNumber: '10000005', cardType: 1, userName: 'Spare' },
  { cardNumber: '80000001', cardType: 8, userName: 'Phone' },
];
const BALANCES = {
  10000001: rawBalance(),
  10000002: rawBalance({ Status: 'Suspended', bActivo: false }),
  10000003: rawBalance({ Status: 'Hotlisted' }),
  10000005: rawBalance(),
  80000001: rawBalance({ Class: 'Youth', ClassID: 2 }),
};

// Filling whole forms in jsdom takes a few seconds: more room than jest's 5 s default, for slower machines.
jest.setTimeout(20_000);

let selectedNow: string | null = null;
function Probe() {
  const { selected } = useSelectedCard();
  selectedNow = selected ? selected.cardNumber : 'none';
  return null;
}

function renderManage(
  card: string,
  opts: {
    routes?: ApiRoute[];
    features?: Partial<ReturnType<typeof testConfig>['features']>;
    cards?: typeof CARDS;
    /** Called for every commit that renders anything of the tab. */
    onRender?: () => void;
    /** Rendered beside the tab, under the same providers. */
    beside?: ReactNode;
  } = {},
) {
  const c = CARDS.find((x) => x.cardNumber === card)!;
  window.localStorage.setItem(STORAGE_KEYS.selectedCard, `${c.cardNumber}:${c.cardType}`);
  const config = testConfig();
  Object.assign(config.features, opts.features);
  let cards = opts.cards ?? CARDS;
  const routes: ApiRoute[] = [
    ...(opts.routes ?? []),
    on('PUT', 'Card/RemoveCardFromWebsiteAccount', (r) => {
      cards = cards.filter((x) => x.cardNumber !== (r.body as { cardNumber: string }).cardNumber);
      return { body: { success: true } };
    }),
    (r) => (r.path === 'Card/GetCards' ? { body: cards } : undefined),
    on('GET', 'Clients/GetClienteTarjeta', (r) => ({ body: r.query.get('iCodTarjeta') === '10000001' ? HOLDER : NOBODY })),
    on('GET', 'Clients/GetClienteTarjetaMobile', () => ({ body: NOBODY })),
    ...cardRoutes({ cards: CARDS, balances: BALANCES }),
  ];
  return renderWithPortal(
    <>
      <Profiler id="manage" onRender={() => opts.onRender?.()}>
        <ManageTab />
      </Profiler>
      <Probe />
      {opts.beside}
    </>,
    { selectedCard: true, config, routes },
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.path === path);
/** Pastes into a field (one input event): typing a dozen fields key by key is slow and proves nothing more. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.clear(el);
  if (text) {
    await user.click(el);
    await user.paste(text);
  }
}
async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I agree to the collection/ }));
  const notice = await screen.findByRole('dialog', { name: 'Data collection notice' });
  await user.click(within(notice).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /I agree to the collection/ })).toBeChecked());
}

beforeEach(() => {
  window.localStorage.clear();
  selectedNow = null;
});

test('the balance asked again with the same answer renders nothing of the tab again', async () => {
  let renders = 0;
  let refresh: () => Promise<unknown> = async () => undefined;
  function Refresher() {
    refresh = useRefreshAfterPayment();
    return null;
  }
  const { requests } = renderManage('10000001', { onRender: () => (renders += 1), beside: <Refresher /> });
  expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Dana');
  await act(() => new Promise((r) => setTimeout(r, 50)));
  const before = { renders, balances: calls(requests, 'Card/GetCardBalance').length };
  await act(async () => {
    await refresh();
  });
  expect(calls(requests, 'Card/GetCardBalance')).toHaveLength(before.balances + 1);
  expect(renders).toBe(before.renders);
});

describe('Register form', () => {
  test('shows the registered holder (name, paterno, materno mapped back), with the e-mail locked once filled', async () => {
    renderManage('10000001');
    await waitFor(() => expect(field(/First name/)).toHaveValue('Dana'));
    expect(field(/Middle name/)).toHaveValue('M');
    expect(field(/Last name/)).toHaveValue('Demo');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1988-04-12');
    expect(field(/Email/)).toHaveValue('dana.holder@example.org');
    expect(field(/Email/)).toBeDisabled();
    expect(field(/Postal code/)).toHaveValue('R3C 0A1');
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actions' })).toBeInTheDocument();
  });

  test("a card without a holder: city defaults to the configured city; the spec's messages on their fields; the agreement is required", async () => {
    const user = userEvent.setup();
    const { requests } = renderManage('10000005');
    await waitFor(() => expect(field(/City/)).toHaveValue('Winnipeg'));
    expect(field(/Email/)).toBeEnabled();
    await fill(user, field(/First name/), 'Sam');
    await fill(user, field(/Last name/), 'Spare');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1899-12-31' } });
    await fill(user, field(/Email/), 'sam@example.org');
    await fill(user, field(/Phone/), '012-555-0100');
    await fill(user, field(/Postal code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription('Please enter a valid date'));
    expect(field(/Phone/)).toHaveAccessibleDescription('A valid phone number is required');
    expect(field(/Postal code/)).toHaveAccessibleDescription('A valid postal code is required');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please accept the data collection notice');
    expect(calls(requests, 'Clients/UpdateCatClientesTarjetas')).toHaveLength(0);
  });

  test('saving: the card holder update, then the card linked to the id it returned: Update Success!', async () => {
    const user = userEvent.setup();
    const { requests } = renderManage('10000005', {
      routes: [
        on('PUT', 'Clients/UpdateCatClientesTarjetas', () => ({ body: { iCodClienteTarjeta: 31 } })),
        on('PUT', 'Clients/SetCardToClient', () => ({ body: { success: true } })),
      ],
    });
    await waitFor(() => expect(field(/City/)).toHaveValue('Winnipeg'));
    await fill(user, field(/First name/), 'Sam');
    await fill(user, field(/Last name/), 'Spare');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2001-02-03' } });
    await fill(user, field(/Email/), 'sam@example.org');
    await fill(user, field(/Phone/), '204 555 0101');
    await fill(user, field(/Postal code/), 'r3t 2n2');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Success!')).toBeInTheDocument();
    expect(calls(requests, 'Clients/UpdateCatClientesTarjetas')[0]!.body).toMatchObject({
      iCodClienteTarjeta: 0,
      iCodtarjeta: '10000005',
      cardType: 1,
      name: 'Sam',
      paterno: '',
      materno: 'Spare',
      birthDate: '2001-02-03',
      email: 'sam@example.org',
      phone: '204 555 0101',
      city: 'Winnipeg',
      zipCode: 'R3T 2N2',
    });
    expect(calls(requests, 'Clients/SetCardToClient')[0]!.body).toEqual({ iCodClienteTarjeta: 31, iCodtarjeta: '10000005', cardType: 1 });
  });

  test('Deny in the notice leaves the agreement unchecked', async () => {
    const user = userEvent.setup();
    renderManage('10000005');
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the collection/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Data collection notice' })).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Data collection notice' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: /I agree to the collection/ })).not.toBeChecked();
  });

  test('a refusal from the server is said in the form and nothing typed is lost', async () => {
    const user = userEvent.setup();
    renderManage('10000001', {
      routes: [
        on('PUT', 'Clients/UpdateCatClientesTarjetas', () => ({ status: 400, body: { message: 'vchCP is not a valid postal code' } })),
      ],
    });
    await waitFor(() => expect(field(/First name/)).toHaveValue('Dana'));
    await fill(user, field(/First name/), 'Dina');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The card holder was not saved: vchCP is not a valid postal code')).toBeInTheDocument();
    expect(field(/First name/)).toHaveValue('Dina');
    expect(screen.queryByText('Update Success!')).toBeNull();
  });

  test('a mobile card (type 8) reads and saves through the Mobile calls', async () => {
    const user = userEvent.setup();
    const { requests } = renderManage('80000001', {
      routes: [
        on('PUT', 'Clients/UpdateCatClientesTarjetasMobile', () => ({ body: { iCodClienteTarjeta: 90 } })),
        on('PUT', 'Clients/SetCardToClient', () => ({ body: { success: true } })),
      ],
    });
    await waitFor(() => expect(calls(requests, 'Clients/GetClienteTarjetaMobile')).toHaveLength(1));
    await fill(user, field(/First name/), 'Pat');
    await fill(user, field(/Last name/), 'Phone');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2010-09-09' } });
    await fill(user, field(/Email/), 'pat@example.org');
    await fill(user, field(/Phone/), '2045550177');
    await fill(user, field(/Postal code/), 'R2M0T4');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Success!')).toBeInTheDocument();
    expect(calls(requests, 'Clients/UpdateCatClientesTarjetasMobile')[0]!.body).toMatchObject({ iCodtarjeta: '80000001', cardType: 8 });
    expect(calls(requests, 'Clients/UpdateCatClientesTarjetas')).toHaveLength(0);
  });
});

describe('Actions', () => {
  test('an active card can be suspended, not activated; confirmed, it says Card Suspended and the badges are refreshed', async () => {
    const user = userEvent.setup();
    const { requests } = renderManage('10000001', { routes: [on('POST', 'v2/Card/SuspendActivateCard', () => ({ body: { status: 0 } }))] });
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
    const balanceReads = calls(requests, 'Card/GetCardBalance').length;
    await user.click(suspend);
    const confirm = screen.getByRole('dialog', { name: 'Suspend card' });
    expect(confirm).toHaveTextContent('Suspend card 10000001?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Card Suspended')).toBeInTheDocument();
    expect(calls(requests, 'v2/Card/SuspendActivateCard')[0]!.body).toEqual({
      SuspendActivateCardRequestItems: [{ CardId: '10000001', CardTypeId: 1, TargetStatus: 0 }],
      DeviceId: 2,
      DeviceTypeId: 16,
      EmployeeId: 0,
      ProcessId: 0,
    });
    await waitFor(() => expect(calls(requests, 'Card/GetCardBalance').length).toBeGreaterThan(balanceReads));
  });

  test.each([
    ['10000001', 'Suspend', 1, 'Card suspension failed', 'Unable to suspend card'],
    ['10000002', 'Activate', 2, 'Card activation failed', 'Unable to activate card'],
  ] as const)('card %s: %s answered %i says %s / %s', async (card, action, status, title, text) => {
    const user = userEvent.setup();
    renderManage(card, { routes: [on('POST', 'v2/Card/SuspendActivateCard', () => ({ body: { status } }))] });
    await user.click(await screen.findByRole('button', { name: action }));
    await user.click(within(screen.getByRole('dialog', { name: `${action} card` })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  test('a suspended card can be activated: Card Activated', async () => {
    const user = userEvent.setup();
    renderManage('10000002', { routes: [on('POST', 'v2/Card/SuspendActivateCard', () => ({ body: { status: 0 } }))] });
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Activate card' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Card Activated')).toBeInTheDocument();
  });

  test('without the cardSuspension feature there is no suspend or activate', async () => {
    renderManage('10000001', { features: { cardSuspension: false } });
    await screen.findByRole('button', { name: 'Remove' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  test("remove asks with the spec's words, then the list refreshes and the first card is selected", async () => {
    const user = userEvent.setup();
    renderManage('10000005');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove card' });
    expect(confirm).toHaveTextContent('Remove card 10000005 from your account?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Remove Success!')).toBeInTheDocument();
    await waitFor(() => expect(selectedNow).toBe('10000001'));
  });

  test('removing the last card leaves no card selected (the home page shows its no-cards view)', async () => {
    const user = userEvent.setup();
    renderManage('10000005', { cards: [CARDS[3]!] });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove card' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(selectedNow).toBe('none'));
  });

  test("comments: nothing to send while empty; confirmed with the spec's words; Comment Sent!", async () => {
    const user = userEvent.setup();
    const { requests } = renderManage('10000001', { routes: [on('POST', 'Comments/SendComment', () => ({ body: { success: true } }))] });
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    const send = screen.getByRole('button', { name: 'Send Comment' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'The reader on bus 4101 charged me twice.');
    await user.click(send);
    const confirm = screen.getByRole('dialog', { name: 'Send comment' });
    expect(confirm).toHaveTextContent('Submit comment for card 10000001?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Comment Sent!')).toBeInTheDocument();
    expect(calls(requests, 'Comments/SendComment')[0]!.body).toEqual({
      cardId: '10000001',
      comment: 'The reader on bus 4101 charged me twice.',
      email: 'demo@transit.example',
    });
    expect(box).toHaveValue('');
  });

  test('without the comments feature there is no comment box', async () => {
    renderManage('10000001', { features: { comments: false } });
    await screen.findByRole('button', { name: 'Remove' });
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  test('a hotlisted card: every field and action is disabled and says why', async () => {
    renderManage('10000003');
    const why = await screen.findByText('This card is hotlisted: its holder details and actions cannot be changed.');
    await waitFor(() => expect(field(/First name/)).toBeDisabled());
    for (const name of [/Last name/, /Phone/, /Postal code/, /Notes/]) expect(field(name)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeDisabled();
    for (const name of ['Save', 'Suspend', 'Activate', 'Remove', 'Send Comment']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(why.textContent!);
    }
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  });
});

describe('on a small screen', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = asSmallScreen();
  });
  afterEach(() => restore());

  test('the two panels are an accordion: Register open first, Actions opens on demand', async () => {
    const user = userEvent.setup();
    renderManage('10000001');
    const register = await screen.findByRole('button', { name: 'Register' });
    const actions = screen.getByRole('button', { name: 'Actions' });
    expect(register).toHaveAttribute('aria-expanded', 'true');
    expect(actions).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Register' })).toContainElement(register);
    await user.click(actions);
    await waitFor(() => expect(actions).toHaveAttribute('aria-expanded', 'true'));
    expect(register).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeVisible();
    await act(async () => undefined);
  });

  test('what was typed in a panel is still there when it is opened again', async () => {
    const user = userEvent.setup();
    renderManage('10000001');
    const register = await screen.findByRole('button', { name: 'Register' });
    const actions = screen.getByRole('button', { name: 'Actions' });
    await user.click(actions);
    await user.type(await screen.findByRole('textbox', { name: 'Comment' }), 'Lost on bus 12');
    const firstName = await screen.findByRole('textbox', { name: /First name/, hidden: true });
    await user.click(register);
    await user.clear(firstName);
    await user.type(firstName, 'Ann');
    await user.click(actions);
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toHaveValue('Lost on bus 12');
    await user.click(register);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ann');
  });
});
